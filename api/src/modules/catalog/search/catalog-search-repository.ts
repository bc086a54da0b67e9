/**
 * The catalogue search engine behind one interface. This implementation: PostgreSQL full-text search with the
 * russian configuration over the stored `products.search_document`, plus pg_trgm correction of each typed word
 * against the `search_terms` lexicon (typos, wrong keyboard layout, transliteration) and, for long words, a count
 * of slips against the lexicon's words of about that length (held in memory by the caller when it can). A query naming a complaint («от кашля», «заложен нос»)
 * searches the products' indications (`products.indication_document`) through the complaint dictionary. Any other
 * everyday word is also looked for in the products' own instructions (`products.leaflet_document`, see
 * leaflet-query.ts), ranked after the names. Another engine can implement `CatalogSearch` and hand the listing a
 * different condition.
 */
import type { Queryable } from '../../../platform/database/types';
import { transliterate } from '../../../platform/text/translit';
import { COMPLAINTS, FORM_WORDS, type Complaint, type FormWord } from './complaint-dictionary';
import { wordMeanings, type WordMeaning } from './complaint-dictionary-repository';
import { allOf, leafletWords, type LeafletWord } from './leaflet-query';
import { leafletQuery, type LeafletQuery } from './leaflet-query-repository';
import { queryWords, wordVariants } from './normalize';
import { slipLexiconOf, type SlipLexicon, type SlipMatch } from './slip-lexicon';
import { MAX_SLIPS, slipDistance, TWO_SLIPS_FROM } from './slips';

/** Adds a bind parameter to the statement being built and returns its placeholder ($n). */
export type Bind = (value: unknown) => string;

export interface ResolvedQuery {
  /** the words searched for after corrections */
  phrase: string;
  /** true when `phrase` differs from what was typed */
  corrected: boolean;
  /** what the search understood, for the results page's heading («Средства от кашля»); null for a name search */
  heading: string | null;
  /** SQL condition on `p` (products) and `o` (offers) selecting the matches */
  where(bind: Bind): string;
  /** boolean SQL expressions on `p`, best first: exact and prefix name matches (the listing puts in-stock next) */
  nameMatches(bind: Bind): string[];
  /**
   * boolean SQL expressions on `p` and `o` ranked right after the first name match, before one product per trade
   * name: a complaint's indications, then non-prescription products
   */
  ranks(bind: Bind): string[];
  /** numeric SQL expression on `p`: text relevance, the last tie-breaker before popularity */
  score(bind: Bind): string;
}

/** The long words of the lexicon, of at least the lengths asked for: kept in memory by the caller, or read. */
export type LexiconSource = (lengths: { min: number; max: number }) => Promise<SlipLexicon>;

export interface CatalogSearch {
  /** null when nothing in the query can match (empty, only punctuation, unknown words) */
  resolve(db: Queryable, query: string, lexicon?: LexiconSource): Promise<ResolvedQuery | null>;
}

interface CorrectionRow {
  n: number;
  candidate: string;
  term: string | null;
  score: number;
}

/** Words shorter than this are used as typed: too short to correct reliably. */
const MIN_CORRECTABLE = 3;
/** A complaint word's stem this long also finds products named by it («Гриппферон» for «грипп»). */
const MIN_NAME_STEM = 4;

const isCorrectable = (word: string) => word.length >= MIN_CORRECTABLE && !/^[0-9]+$/.test(word);

interface Corrected {
  tokens: string[];
  asTyped: string[];
  /** the token of each word, by its position; null when the word was dropped */
  chosen: Array<string | null>;
}

/** Each word as typed, in the other layout or transliterated, corrected to the nearest word of the lexicon. */
async function correctWords(db: Queryable, words: string[], lexicon: LexiconSource): Promise<Corrected> {
  const positions: number[] = [];
  const candidates: string[] = [];
  const asTyped: string[] = [];
  const variantsOf: string[][] = [];
  words.forEach((word, n) => {
    const variants = wordVariants(word);
    asTyped[n] = variants[0] ?? '';
    if (/^[а-я]+$/.test(variants[0] ?? '')) variants.push(transliterate(variants[0] as string));
    variantsOf[n] = variants;
    for (const variant of variants) {
      if (!isCorrectable(variant)) continue;
      positions.push(n);
      candidates.push(variant);
    }
  });

  const best = new Map<number, CorrectionRow>();
  if (candidates.length > 0) {
    const { rows } = await db.query<CorrectionRow>(
      `SELECT c.n, c.candidate, t.term, COALESCE(t.score, 0)::float8 AS score
         FROM unnest($1::int[], $2::text[]) AS c(n, candidate)
         LEFT JOIN LATERAL (
           SELECT term,
                  CASE WHEN term = c.candidate THEN 3
                       WHEN term LIKE c.candidate || '%' THEN 2
                       ELSE similarity(term, c.candidate) END AS score
             FROM search_terms
            WHERE (term % c.candidate AND similarity(term, c.candidate) >= 0.4) OR term LIKE c.candidate || '%'
            ORDER BY score DESC, frequency DESC
            LIMIT 1
         ) t ON true`,
      [positions, candidates],
    );
    for (const row of rows) {
      const current = best.get(row.n);
      if (row.term !== null && (!current || row.score > current.score)) best.set(row.n, row);
    }
  }
  await correctSlips(words, variantsOf, best, lexicon);

  const chosen = words.map((_, n): string | null => {
    const typed = asTyped[n] ?? '';
    const found = best.get(n);
    if (found) return found.score >= 2 ? found.candidate : (found.term as string);
    return typed.length > 0 && !isCorrectable(typed) ? typed : null;
  });
  return { tokens: chosen.filter((token): token is string => token !== null), asTyped, chosen };
}

/**
 * Words not found as typed or as a prefix: the lexicon's words of seven letters or more and about their length
 * with the fewest slips (at most two), which trigram similarity misses when two slips break most of a word's
 * trigrams; shorter words are never corrected this way. A trigram correction stays unless a word has strictly
 * fewer slips.
 */
async function correctSlips(
  words: string[],
  variantsOf: string[][],
  best: Map<number, CorrectionRow>,
  lexicon: LexiconSource,
): Promise<void> {
  const pending: Array<{ n: number; candidate: string }> = [];
  words.forEach((_, n) => {
    if ((best.get(n)?.score ?? 0) >= 2) return;
    for (const candidate of variantsOf[n] ?? [])
      if (/^[а-я]+$/.test(candidate) && candidate.length >= TWO_SLIPS_FROM - MAX_SLIPS) pending.push({ n, candidate });
  });
  if (pending.length === 0) return;
  const lengths = pending.map(({ candidate }) => candidate.length);
  const known = await lexicon({ min: Math.min(...lengths) - MAX_SLIPS, max: Math.max(...lengths) + MAX_SLIPS });
  const chosen = new Map<number, SlipMatch & { candidate: string }>();
  for (const { n, candidate } of pending) {
    const found = known.nearest(candidate);
    if (!found) continue;
    const current = chosen.get(n);
    if (
      !current ||
      found.slips < current.slips ||
      (found.slips === current.slips && found.frequency > current.frequency)
    )
      chosen.set(n, { ...found, candidate });
  }
  for (const [n, found] of chosen) {
    const trigram = best.get(n);
    const trigramSlips = trigram?.term ? slipDistance(trigram.candidate, trigram.term, MAX_SLIPS) : Infinity;
    if (found.slips < trigramSlips)
      best.set(n, { n, candidate: found.candidate, term: found.term, score: 1 - found.slips / 10 });
  }
}

/** The lexicon's words of two-slip length, or only those of `lengths` (an uncached query reads no more). */
export async function loadSlipLexicon(db: Queryable, lengths?: { min: number; max: number }): Promise<SlipLexicon> {
  const { rows } = await db.query<{ term: string; frequency: number }>(
    `SELECT term, frequency FROM search_terms WHERE length(term) BETWEEN $1 AND $2`,
    [Math.max(lengths?.min ?? 0, TWO_SLIPS_FROM), lengths?.max ?? 10_000],
  );
  return slipLexiconOf(rows);
}

/**
 * Names, substances, brands and makers by the corrected words, and the products whose instructions hold the words as
 * typed. A word some instructions hold is a real word: it is kept as typed rather than corrected to a name's
 * («отеки» is not a slip of any trade name). Name matches rank first, then the «Показания» holding every word,
 * non-prescription products, then the rest.
 */
async function nameSearch(
  db: Queryable,
  words: string[],
  lexicon: LexiconSource,
  leafletWordsOf: LeafletWord[],
): Promise<ResolvedQuery | null> {
  const [corrected, leaflet] = await Promise.all([correctWords(db, words, lexicon), leafletQuery(db, leafletWordsOf)]);
  const { asTyped } = corrected;
  const tokens = corrected.chosen
    .map((token, n) => (leaflet?.found.has(n) && isCorrectable(asTyped[n] ?? '') ? (asTyped[n] as string) : token))
    .filter((token): token is string => token !== null);
  // Only short words or numbers left: they alone would match half the catalogue.
  const byName = tokens.some(isCorrectable);
  if (!byName && !leaflet) return null;

  const phrase = byName ? tokens.join(' ') : asTyped.filter(Boolean).join(' ');
  const tsquery = byName ? tokens.map((token) => `${token}:*`).join(' & ') : null;
  const typedPhrase = asTyped.filter(Boolean).join(' ');
  const nameMatch = (bind: Bind) =>
    tsquery ? `(p.search_document @@ to_tsquery('russian', ${bind(tsquery)}))` : 'false';
  const nameRank = (bind: Bind) =>
    tsquery ? `ts_rank(p.search_document, to_tsquery('russian', ${bind(tsquery)}))` : '0';
  return {
    phrase,
    corrected: phrase !== typedPhrase,
    heading: null,
    where: (bind) =>
      `(${[tsquery ? nameMatch(bind) : null, leaflet ? `(p.leaflet_document @@ ${bind(leaflet.where)}::tsquery)` : null]
        .filter(Boolean)
        .join(' OR ')})`,
    nameMatches: (bind) =>
      byName
        ? [
            `(p.search_name = ${bind(phrase)})`,
            `(p.search_name LIKE ${bind(`${phrase}%`)})`,
            `(p.search_name LIKE ${bind(`${tokens[0]}%`)})`,
          ]
        : [],
    ranks: (bind) => (leaflet ? leafletRanks(bind, leaflet, nameMatch(bind)) : []),
    score: (bind) => (leaflet ? `${nameRank(bind)} + ${leafletScore(bind, leaflet)}` : nameRank(bind)),
  };
}

/**
 * A name match first; among the rest, products whose «Показания» hold every word whole, then as a prefix,
 * non-prescription ones, then those whose category does. Among name matches the order is the name search's own.
 */
function leafletRanks(bind: Bind, leaflet: LeafletQuery, nameMatch: string): string[] {
  const rest = (condition: string) => (nameMatch === 'false' ? condition : `(NOT ${nameMatch} AND ${condition})`);
  return [
    ...(nameMatch === 'false' ? [] : [nameMatch]),
    rest(`(p.leaflet_document @@ ${bind(leaflet.wholeA)}::tsquery)`),
    rest(`(p.leaflet_document @@ ${bind(leaflet.allA)}::tsquery)`),
    rest('NOT o.is_prescription'),
    rest(`(p.leaflet_document @@ ${bind(leaflet.all)}::tsquery)`),
  ];
}

const leafletScore = (bind: Bind, leaflet: LeafletQuery) =>
  `ts_rank(p.leaflet_document, ${bind(leaflet.where)}::tsquery)`;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a query asks for when it names a complaint; null when it names none. */
interface Understood {
  complaints: string[];
  /** the complaints' indications as one tsquery text (weights A and B) */
  indications: string;
  /** stems of the complaint words, to find products named by them */
  nameStems: string[];
  formTypes: string[];
  /** forms put on as the asked ones are («крем» for «мазь») */
  alikeFormTypes: string[];
  forChildren: boolean;
  /** words the dictionary does not know («нурофен» in «нурофен от температуры»): they rank, they do not filter */
  rest: string[];
  /** the positions of those words in the query */
  restAt: Set<number>;
  heading: string;
  /** the heading when the form words only rank (no product indicated for the complaint has the form) */
  headingWithoutForms: string;
}

function headingOf(complaints: Complaint[], formWords: FormWord[], forChildren: boolean): string {
  const children = forChildren ? ' для детей' : '';
  const heading =
    complaints.length === 1 && formWords.length === 0
      ? `${complaints[0]?.heading}${children}`
      : `${formWords.length > 0 ? formWords.map((form) => form.heading.toLowerCase()).join(' и ') : 'средства'} ${complaints
          .map((complaint) => complaint.of)
          .join(' и ')}${children}`;
  return capitalize(heading);
}

export function understand(words: string[], meanings: WordMeaning[]): Understood | null {
  const strong = new Map<string, string>();
  const weak = new Map<string, string>();
  const nameStems = new Set<string>();
  const forms = new Set<string>();
  let forChildren = false;
  const rest: string[] = [];
  const restAt = new Set<number>();
  words.forEach((word, n) => {
    const mine = meanings.filter((meaning) => meaning.n === n);
    const known = mine.filter((meaning) => meaning.kind !== null);
    if (known.length === 0) {
      // no stem at all: a stop word («от», «при», «у»)
      if (mine.some((meaning) => meaning.lexeme !== null)) {
        rest.push(word);
        restAt.add(n);
      }
      return;
    }
    for (const meaning of known) {
      if (meaning.kind === 'complaint' && meaning.ref && meaning.indications) {
        (meaning.weak ? weak : strong).set(meaning.ref, meaning.indications);
        if (meaning.lexeme && meaning.lexeme.length >= MIN_NAME_STEM) nameStems.add(meaning.lexeme);
      } else if (meaning.kind === 'form' && meaning.ref) forms.add(meaning.ref);
      else if (meaning.kind === 'age') forChildren = true;
    }
  });
  const named = strong.size > 0 ? strong : weak;
  if (named.size === 0) return null;
  const complaints = COMPLAINTS.filter((complaint) => named.has(complaint.id));
  const formWords = FORM_WORDS.filter((form) => forms.has(form.id));
  return {
    complaints: complaints.map((complaint) => complaint.id),
    indications: complaints.map((complaint) => `(${named.get(complaint.id)})`).join(' | '),
    nameStems: [...nameStems],
    formTypes: formWords.flatMap((form) => form.formTypes),
    alikeFormTypes: formWords.flatMap((form) => form.alike ?? []),
    forChildren,
    rest,
    restAt,
    heading: headingOf(complaints, formWords, forChildren),
    headingWithoutForms: headingOf(complaints, [], forChildren),
  };
}

/** A medicine named like the complaint («Гриппферон» for «грипп»), not goods that merely say it («Зубная щётка»). */
const namedLikeComplaint = (names: string, bind: Bind) =>
  names ? `(p.is_medicine AND p.search_document @@ ${bind(names)}::tsquery)` : 'false';

/**
 * Whether some product indicated for the complaint (for children, when asked) has one of the forms asked for: when
 * none has («мазь от грибка»: the catalogue's antifungals are creams, sprays and tablets), the form words only rank.
 * Asked of `indication_forms` (the distinct indication documents with their forms), not of products.
 */
async function formIsStocked(db: Queryable, understood: Understood): Promise<boolean> {
  if (understood.formTypes.length === 0) return true;
  const { rows } = await db.query<{ stocked: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM indication_forms f
                     WHERE f.indication_document @@ $1::tsquery AND f.form_type = ANY($2::text[])
                       AND (f.for_children OR NOT $3)) AS stocked`,
    [understood.indications, understood.formTypes, understood.forChildren],
  );
  return rows[0]?.stocked === true;
}

async function complaintSearch(
  db: Queryable,
  words: string[],
  bare: string[],
  understood: Understood,
  meanings: WordMeaning[],
  lexicon: LexiconSource,
): Promise<ResolvedQuery> {
  const names = understood.nameStems.map((stem) => `'${stem}':*A`).join(' | ');
  const [rest, narrowsByForm] = await Promise.all([
    understood.rest.length > 0
      ? correctWords(db, understood.rest, lexicon).then(({ tokens }) => tokens.filter(isCorrectable))
      : [],
    formIsStocked(db, understood),
  ]);
  const indicationsA = understood.indications.replace(/:AB/g, ':A');
  const restQuery = rest.map((token) => `${token}:*`).join(' & ');
  // the other words as the instructions say them («ногтей» in «мазь от грибка ногтей»)
  const restInLeaflets = allOf(
    leafletWords(
      meanings.filter((meaning) => understood.restAt.has(meaning.n)),
      bare,
    ),
  );
  const byName = (bind: Bind) => namedLikeComplaint(names, bind);
  const byRest = (bind: Bind) =>
    restQuery ? `(p.search_document @@ to_tsquery('russian', ${bind(restQuery)}))` : 'false';
  const byForm = (bind: Bind, types = understood.formTypes) => `o.form_type = ANY(${bind(types)}::text[])`;
  const formRanks = !narrowsByForm && understood.formTypes.length > 0;
  const alikeRanks = formRanks && understood.alikeFormTypes.length > 0;
  return {
    phrase: words.join(' '),
    corrected: false,
    heading: narrowsByForm ? understood.heading : understood.headingWithoutForms,
    where: (bind) =>
      [
        `(p.indication_document @@ ${bind(understood.indications)}::tsquery OR ${byName(bind)})`,
        narrowsByForm && understood.formTypes.length > 0 ? byForm(bind) : null,
        understood.forChildren ? 'p.for_children' : null,
      ]
        .filter(Boolean)
        .join(' AND '),
    nameMatches: (bind) => (restQuery ? [byRest(bind)] : names ? [byName(bind)] : []),
    ranks: (bind) => [
      ...(restQuery && names ? [byName(bind)] : []),
      ...(restInLeaflets ? [`(p.leaflet_document @@ ${bind(restInLeaflets)}::tsquery)`] : []),
      ...(formRanks ? [byForm(bind)] : []),
      ...(alikeRanks ? [byForm(bind, understood.alikeFormTypes)] : []),
      `(p.indication_document @@ ${bind(indicationsA)}::tsquery)`,
      'NOT o.is_prescription',
      `(p.indication_document @@ ${bind(understood.indications.replace(/:AB/g, ':B'))}::tsquery)`,
    ],
    score: (bind) => `ts_rank(p.indication_document, ${bind(understood.indications)}::tsquery)`,
  };
}

export const postgresCatalogSearch: CatalogSearch = {
  async resolve(db, query, lexicon = (lengths) => loadSlipLexicon(db, lengths)) {
    const words = queryWords(query);
    if (words.length === 0) return null;
    const bare = words.map((word) => word.replace(/[^a-zа-я0-9]/g, ''));
    const meanings = words.some((word) => /[а-я]/.test(word)) ? await wordMeanings(db, bare) : [];
    const understood = meanings.length > 0 ? understand(words, meanings) : null;
    if (understood) return complaintSearch(db, words, bare, understood, meanings, lexicon);
    return nameSearch(db, words, lexicon, leafletWords(meanings, bare));
  },
};
