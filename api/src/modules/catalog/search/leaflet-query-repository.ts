/** Which words of a query the products' instructions hold (`products.leaflet_document`, migration 078). */
import type { Queryable } from '../../../platform/database/types';
import { allOf, anyOf, leafletForms, type LeafletWord } from './leaflet-query';

/** What a query finds in instructions: the condition (tsquery text) and the tighter ones ranked first. */
export interface LeafletQuery {
  /** positions of the query's words some instructions hold */
  found: Set<number>;
  /** tsquery text of the products to find: those whose instructions hold any of the words found */
  where: string;
  /** tsquery text of the products whose «Показания» (weight A) hold every word found, whole or as a prefix */
  wholeA: string;
  allA: string;
  /** the same in the «Показания» or the category */
  all: string;
}

/**
 * Which words some product's instructions hold, asked of the `leaflet_terms` lexicon (a few hundred rows; the same
 * question of products would scan them when no product holds the word). Words no instructions hold are left out;
 * products holding any of the rest are found, those holding all of them ranked first, so a query of words the
 * instructions hold never answers nothing.
 */
export async function leafletQuery(db: Queryable, words: LeafletWord[]): Promise<LeafletQuery | null> {
  if (words.length === 0) return null;
  const { rows } = await db.query<{ n: number }>(
    `SELECT DISTINCT w.n FROM json_to_recordset($1::json) AS w(n int, form text, prefix boolean)
      WHERE EXISTS (SELECT 1 FROM leaflet_terms t WHERE t.term = w.form OR (w.prefix AND t.term LIKE w.form || '%'))`,
    [JSON.stringify(words.flatMap((word) => leafletForms(word).map((form) => ({ n: word.n, ...form }))))],
  );
  const found = new Set(rows.map((row) => row.n));
  const held = words.filter((word) => found.has(word.n));
  if (held.length === 0) return null;
  return {
    found,
    where: anyOf(held),
    wholeA: allOf(held, 'A', true),
    allA: allOf(held, 'A'),
    all: allOf(held),
  };
}
