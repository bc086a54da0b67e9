/** Which words of a query the products' instructions hold (`products.leaflet_document`, migration 078). */
import type { Queryable } from '../../../platform/database/types';
import { allOf, anyOf, leafletTerm, type LeafletWord } from './leaflet-query';

/** What a query finds in instructions: the condition (tsquery text) and the tighter one ranked first. */
export interface LeafletQuery {
  /** positions of the query's words some instructions hold */
  found: Set<number>;
  /** tsquery text of the products to find: every word found when they meet in some product, else any of them */
  where: string;
  /** tsquery text of the products whose «Показания» (weight A) hold every word found, whole or as a prefix */
  wholeA: string;
  allA: string;
  /** the same in the «Показания» or the category */
  all: string;
}

/**
 * Which words some product's instructions hold, and whether they all meet in one product's: both by the GIN index
 * of `leaflet_document`. Words no instructions hold are left out; if the rest never meet, any of them will do, the
 * products holding more of them ranked first, so a query of words the instructions hold never answers nothing.
 */
export async function leafletQuery(db: Queryable, words: LeafletWord[]): Promise<LeafletQuery | null> {
  if (words.length === 0) return null;
  const { rows } = await db.query<{ found: boolean[]; together: boolean }>(
    `SELECT array(SELECT EXISTS (SELECT 1 FROM products p WHERE p.leaflet_document @@ u.term::tsquery)
                    FROM unnest($1::text[]) WITH ORDINALITY AS u(term, n) ORDER BY u.n) AS found,
            EXISTS (SELECT 1 FROM products p WHERE p.leaflet_document @@ $2::tsquery) AS together`,
    [words.map((word) => leafletTerm(word)), allOf(words)],
  );
  const row = rows[0];
  if (!row) return null;
  const held = words.filter((_, i) => row.found[i]);
  if (held.length === 0) return null;
  return {
    found: new Set(held.map((word) => word.n)),
    where: row.together ? allOf(held) : anyOf(held),
    wholeA: allOf(held, 'A', true),
    allA: allOf(held, 'A'),
    all: allOf(held),
  };
}
