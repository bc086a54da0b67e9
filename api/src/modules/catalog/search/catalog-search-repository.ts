/**
 * The catalogue search engine behind one interface. This implementation: PostgreSQL full-text search with the
 * russian configuration over the stored `products.search_document`, plus pg_trgm correction of each typed word
 * against the `search_terms` lexicon (typos, wrong keyboard layout, transliteration). Another engine can
 * implement `CatalogSearch` and hand the listing a different condition.
 */
import type { Queryable } from '../../../platform/database/types';
import { transliterate } from '../../../platform/text/translit';
import { queryWords, wordVariants } from './normalize';

/** Adds a bind parameter to the statement being built and returns its placeholder ($n). */
export type Bind = (value: unknown) => string;

export interface ResolvedQuery {
  /** the words searched for after corrections */
  phrase: string;
  /** true when `phrase` differs from what was typed */
  corrected: boolean;
  /** SQL condition on `p` (products) selecting the matches */
  where(bind: Bind): string;
  /** boolean SQL expressions on `p`, best first: exact and prefix name matches (the listing puts in-stock next) */
  nameMatches(bind: Bind): string[];
  /** numeric SQL expression on `p`: text relevance, the last tie-breaker before popularity */
  score(bind: Bind): string;
}

export interface CatalogSearch {
  /** null when nothing in the query can match (empty, only punctuation, unknown words) */
  resolve(db: Queryable, query: string): Promise<ResolvedQuery | null>;
}

interface CorrectionRow {
  n: number;
  candidate: string;
  term: string | null;
  score: number;
}

/** Words shorter than this are used as typed: too short to correct reliably. */
const MIN_CORRECTABLE = 3;

export const postgresCatalogSearch: CatalogSearch = {
  async resolve(db, query) {
    const words = queryWords(query);
    if (words.length === 0) return null;
    const positions: number[] = [];
    const candidates: string[] = [];
    const asTyped: string[] = [];
    words.forEach((word, n) => {
      const variants = wordVariants(word);
      asTyped[n] = variants[0] ?? '';
      if (/^[а-я]+$/.test(variants[0] ?? '')) variants.push(transliterate(variants[0] as string));
      for (const variant of variants) {
        if (variant.length < MIN_CORRECTABLE || /^[0-9]+$/.test(variant)) continue;
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

    const tokens: string[] = [];
    words.forEach((_, n) => {
      const typed = asTyped[n] ?? '';
      const found = best.get(n);
      if (found) tokens.push(found.score >= 2 ? found.candidate : (found.term as string));
      else if (typed.length > 0 && (typed.length < MIN_CORRECTABLE || /^[0-9]+$/.test(typed))) tokens.push(typed);
    });
    // Only short words or numbers left: they alone would match half the catalogue.
    if (tokens.length === 0 || !tokens.some((token) => token.length >= MIN_CORRECTABLE && !/^[0-9]+$/.test(token)))
      return null;

    const phrase = tokens.join(' ');
    const tsquery = tokens.map((token) => `${token}:*`).join(' & ');
    const typedPhrase = asTyped.filter(Boolean).join(' ');
    return {
      phrase,
      corrected: phrase !== typedPhrase,
      where: (bind) => `p.search_document @@ to_tsquery('russian', ${bind(tsquery)})`,
      nameMatches: (bind) => [
        `(p.search_name = ${bind(phrase)})`,
        `(p.search_name LIKE ${bind(`${phrase}%`)})`,
        `(p.search_name LIKE ${bind(`${tokens[0]}%`)})`,
      ],
      score: (bind) => `ts_rank(p.search_document, to_tsquery('russian', ${bind(tsquery)}))`,
    };
  },
};
