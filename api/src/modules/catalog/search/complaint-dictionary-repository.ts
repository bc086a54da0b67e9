/**
 * The complaint dictionary in the database: written by the seed (stemmed by the russian configuration, so a query
 * only looks its words up), read by the search for each query.
 */
import type { Queryable } from '../../../platform/database/types';
import { CHILD_WORDS, COMPLAINTS, dictionaryVersion, FILLER_WORDS, FORM_WORDS } from './complaint-dictionary';

type VocabularyKind = 'complaint' | 'form' | 'age' | 'filler';

/** Whether the database holds this version of the dictionary file. */
export async function complaintDictionaryIsCurrent(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ version: string }>('SELECT DISTINCT version FROM search_complaints');
  return rows.length === 1 && rows[0]?.version === dictionaryVersion();
}

/** Replaces the dictionary's tables with the file's words, each stemmed by the russian configuration. */
export async function writeComplaintDictionary(db: Queryable): Promise<void> {
  const entries: Array<{ word: string; kind: VocabularyKind; ref: string }> = [
    ...COMPLAINTS.flatMap((complaint) =>
      complaint.words.map((word) => ({ word, kind: 'complaint' as const, ref: complaint.id })),
    ),
    ...FORM_WORDS.flatMap((form) => form.words.map((word) => ({ word, kind: 'form' as const, ref: form.id }))),
    ...CHILD_WORDS.map((word) => ({ word, kind: 'age' as const, ref: 'children' })),
    ...FILLER_WORDS.map((word) => ({ word, kind: 'filler' as const, ref: '' })),
  ];
  const indicated = COMPLAINTS.flatMap((complaint) =>
    [...complaint.words, ...(complaint.alsoIndicated ?? [])].map((word) => ({ word, id: complaint.id })),
  );
  await db.query('DELETE FROM search_vocabulary');
  await db.query('DELETE FROM search_complaints');
  await db.query(
    `INSERT INTO search_vocabulary (lexeme, kind, ref)
     SELECT DISTINCT l.lexeme, e.kind, e.ref
       FROM json_to_recordset($1::json) AS e(word text, kind text, ref text),
            unnest(tsvector_to_array(to_tsvector('russian', catalog_normalize(e.word)))) AS l(lexeme)`,
    [JSON.stringify(entries)],
  );
  await db.query(
    `INSERT INTO search_complaints (id, heading, indications, weak, version)
     SELECT c.id, c.heading,
            (SELECT string_agg(DISTINCT quote_literal(l.lexeme) || ':AB', ' | ')
               FROM json_to_recordset($2::json) AS i(word text, id text),
                    unnest(tsvector_to_array(to_tsvector('russian', catalog_normalize(i.word)))) AS l(lexeme)
              WHERE i.id = c.id)::tsquery,
            c.weak, $3
       FROM json_to_recordset($1::json) AS c(id text, heading text, weak boolean)`,
    [
      JSON.stringify(COMPLAINTS.map(({ id, heading, weak }) => ({ id, heading, weak: weak === true }))),
      JSON.stringify(indicated),
      dictionaryVersion(),
    ],
  );
}

/** Writes the dictionary when the database holds none or another version; whether it wrote. */
export async function updateComplaintDictionary(db: Queryable): Promise<boolean> {
  if (await complaintDictionaryIsCurrent(db)) return false;
  await writeComplaintDictionary(db);
  return true;
}

export interface WordMeaning {
  /** the word's position in the query */
  n: number;
  /** its russian stem; null for a stop word («от», «при», «у») */
  lexeme: string | null;
  /** its stem without a fleeting vowel, as products' `leaflet_document` holds it (migration 078) */
  key: string | null;
  kind: VocabularyKind | null;
  ref: string | null;
  /** a complaint's indications as tsquery text (weights A and B), when the word names one */
  indications: string | null;
  weak: boolean | null;
}

/** What one word means, wherever it stands in a query. */
type Meaning = Omit<WordMeaning, 'n'>;

/**
 * Words already looked up, per database. The dictionary changes only when the seed writes a new version of the file
 * (at a deploy), so an instance keeps what it has read for as long as it runs, up to this many words.
 */
const KEPT_WORDS = 20_000;
const keptMeanings = new WeakMap<Queryable, Map<string, Meaning[]>>();

/**
 * What each word of a query means to the dictionary: one row per word and meaning (a word may have several). The
 * vocabulary is a few hundred rows: its scan costs less than an index would.
 */
async function lookUpMeanings(db: Queryable, words: string[]): Promise<WordMeaning[]> {
  const { rows } = await db.query<WordMeaning>(
    `SELECT w.n::int AS n, l.lexeme, leaflet_key(l.lexeme) AS key, v.kind, v.ref, c.indications::text AS indications, c.weak
       FROM unnest($1::text[]) WITH ORDINALITY AS w(word, n)
       LEFT JOIN LATERAL unnest(tsvector_to_array(to_tsvector('russian', w.word))) AS l(lexeme) ON true
       LEFT JOIN search_vocabulary v
              ON v.lexeme = l.lexeme
              -- the stemmer cuts some forms a letter or two shorter or longer (диарея → «диаре», диареи → «диар»)
              OR (length(l.lexeme) >= 4 AND length(v.lexeme) >= 4
                  AND (v.lexeme LIKE l.lexeme || '%' OR l.lexeme LIKE v.lexeme || '%')
                  AND abs(length(v.lexeme) - length(l.lexeme)) <= 2)
              -- and some lose a fleeting vowel (грибок → «грибок», грибка → «грибк»)
              OR (length(l.lexeme) >= 4 AND leaflet_key(v.lexeme) = leaflet_key(l.lexeme))
       LEFT JOIN search_complaints c ON v.kind = 'complaint' AND c.id = v.ref
      ORDER BY w.n`,
    [words],
  );
  return rows.map((row) => ({ ...row, n: row.n - 1 }));
}

/** What each word of a query means to the dictionary, `n` being the word's position; a query reads only new words. */
export async function wordMeanings(db: Queryable, words: string[]): Promise<WordMeaning[]> {
  const known = keptMeanings.get(db) ?? new Map<string, Meaning[]>();
  keptMeanings.set(db, known);
  const found = new Map<string, Meaning[]>();
  const missing = [...new Set(words.filter((word) => !known.has(word)))];
  if (missing.length > 0) {
    const rows = await lookUpMeanings(db, missing);
    missing.forEach((word, n) =>
      found.set(
        word,
        rows.filter((row) => row.n === n).map(({ n: _n, ...meaning }) => meaning),
      ),
    );
    if (known.size + found.size > KEPT_WORDS) known.clear();
    for (const [word, meanings] of found) known.set(word, meanings);
  }
  return words.flatMap((word, n) => (found.get(word) ?? known.get(word) ?? []).map((meaning) => ({ ...meaning, n })));
}
