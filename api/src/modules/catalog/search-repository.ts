/** Search suggestions (products, categories, brands, substances) and the per-session search history. */
import { productPath, type Suggestion } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import type { ResolvedQuery } from './search/catalog-search-repository';
import { normalizeText } from './search/normalize';
import { cardsWhere, type RegionContext } from './product-detail-repository';

/** Kept per session; older entries are dropped. */
const HISTORY_KEEP = 20;

export const SUGGESTION_LIMITS = { products: 5, categories: 3, brands: 3, substances: 3 } as const;

const searchHref = (text: string) => `/search?q=${encodeURIComponent(text)}`;

export async function suggestionsFor(
  db: Queryable,
  search: ResolvedQuery,
  context: RegionContext,
): Promise<Suggestion[]> {
  const products = await cardsWhere(
    db,
    context,
    (bind) => search.where(bind),
    (bind) =>
      [
        ...search.nameMatches(bind).map((match) => `${match} DESC`),
        ...search.ranks(bind).map((rank) => `${rank} DESC`),
        '(o.pharmacies > 0) DESC',
        `${search.score(bind)} DESC`,
        'p.popularity DESC',
        'p.id',
      ].join(', '),
    SUGGESTION_LIMITS.products,
  );
  const { rows } = await db.query<{
    kind: 'category' | 'brand' | 'substance';
    id: number;
    name: string;
    path: string[] | null;
  }>(
    `(SELECT 'category' AS kind, id, name, path FROM categories
        WHERE word_similarity($1, catalog_normalize(name)) >= 0.6
        ORDER BY word_similarity($1, catalog_normalize(name)) DESC, cardinality(path), id LIMIT ${SUGGESTION_LIMITS.categories})
     UNION ALL
     (SELECT 'brand', id, name, NULL FROM brands
        WHERE catalog_normalize(name) LIKE $2 OR similarity(catalog_normalize(name), $1) >= 0.5
        ORDER BY similarity(catalog_normalize(name), $1) DESC, id LIMIT ${SUGGESTION_LIMITS.brands})
     UNION ALL
     (SELECT 'substance', id, name, NULL FROM substances
        WHERE catalog_normalize(name) LIKE $2 OR similarity(catalog_normalize(name), $1) >= 0.5
        ORDER BY similarity(catalog_normalize(name), $1) DESC, id LIMIT ${SUGGESTION_LIMITS.substances})`,
    [search.phrase, `${search.phrase}%`],
  );
  return [
    ...products.map((card): Suggestion => ({
      kind: 'product',
      text: card.name,
      href: productPath(card.slug),
      productId: card.id,
      price: card.price,
      image: card.image,
    })),
    ...rows.map((row): Suggestion => {
      if (row.kind === 'category')
        return { kind: 'category', text: row.name, href: `/catalog/${(row.path ?? []).join('/')}` };
      if (row.kind === 'brand')
        return { kind: 'brand', text: row.name, href: `/search?q=${encodeURIComponent(row.name)}&brand=${row.id}` };
      return {
        kind: 'substance',
        text: row.name,
        href: `/search?q=${encodeURIComponent(row.name)}&substance=${row.id}`,
      };
    }),
  ];
}

/** The text kept in history: what was typed, tidied, never longer than the limit. */
export const historyText = (query: string) => normalizeText(query).slice(0, 100);

export async function rememberSearch(db: Queryable, sessionId: string, query: string): Promise<void> {
  const text = historyText(query);
  if (!text) return;
  await db.query(
    `WITH saved AS (
       INSERT INTO search_history (session_id, query) VALUES ($1, $2)
       ON CONFLICT (session_id, query) DO UPDATE SET searched_at = now()
     )
     DELETE FROM search_history WHERE session_id = $1 AND query IN (
       SELECT query FROM search_history WHERE session_id = $1 ORDER BY searched_at DESC OFFSET $3)`,
    [sessionId, text, HISTORY_KEEP - 1],
  );
}

export async function searchHistory(
  db: Queryable,
  sessionId: string,
  prefix: string,
  limit: number,
): Promise<Suggestion[]> {
  if (limit === 0) return [];
  const { rows } = await db.query<{ query: string }>(
    `SELECT query FROM search_history WHERE session_id = $1 AND query LIKE $2
      ORDER BY searched_at DESC LIMIT $3`,
    [sessionId, `${historyText(prefix).replace(/[\\%_]/g, '\\$&')}%`, limit],
  );
  return rows.map((row) => ({ kind: 'history', text: row.query, href: searchHref(row.query) }));
}

/** Deletes one entry, or the whole history without `query`; returns how many were removed. */
export async function deleteHistory(db: Queryable, sessionId: string, query: string | undefined): Promise<number> {
  const result =
    query === undefined
      ? await db.query('DELETE FROM search_history WHERE session_id = $1', [sessionId])
      : await db.query('DELETE FROM search_history WHERE session_id = $1 AND query = $2', [
          sessionId,
          historyText(query),
        ]);
  return result.affectedRows;
}
