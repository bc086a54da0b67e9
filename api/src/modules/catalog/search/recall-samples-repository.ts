/** Samples for the search's recall measures, drawn from the catalogue itself. */
import type { Queryable } from '../../../platform/database/types';
import { STOCKLESS_OFFERS } from '../product-cards';

// The samples name products sold in a region, whatever any chain holds: one chain's offers name each once.

/** Complaints of the dictionary that some product's own «Показания» name, with how many products they name. */
export async function complaintsNamedByIndications(db: Queryable): Promise<Array<{ id: string; products: number }>> {
  const { rows } = await db.query<{ id: string; products: number }>(
    `SELECT c.id, count(p.id)::int AS products
       FROM search_complaints c
       JOIN products p ON p.indication_document @@ replace(c.indications::text, ':AB', ':A')::tsquery
      GROUP BY c.id ORDER BY c.id`,
  );
  return rows;
}

/** Which of the given products' own «Показания» name the complaint. */
export async function indicatedFor(db: Queryable, complaint: string, productIds: number[]): Promise<Set<number>> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT p.id FROM products p JOIN search_complaints c ON c.id = $1
      WHERE p.id = ANY($2::int[])
        AND to_tsvector('russian', catalog_normalize(product_indications(p.info_sections)))
            @@ replace(c.indications::text, ':AB', '')::tsquery`,
    [complaint, productIds],
  );
  return new Set(rows.map((row) => row.id));
}

/** Distinct one-word trade names of at least `minLength` Cyrillic letters sold in a region, a seeded sample. */
export async function longTradeNames(db: Queryable, regionId: number, minLength: number, limit: number) {
  const { rows } = await db.query<{ name: string }>(
    `SELECT name FROM (
       SELECT DISTINCT lower(o.trade_name) AS name FROM catalog_offers o
        WHERE o.region_id = $1 AND o.chain = $4 AND length(o.trade_name) >= $2 AND o.trade_name ~ '^[А-Яа-яЁё]+$') names
      ORDER BY md5(name) LIMIT $3`,
    [regionId, minLength, limit, STOCKLESS_OFFERS],
  );
  return rows.map((row) => row.name);
}

/** Each product sold in a region with its own «Показания». */
export async function regionIndications(db: Queryable, regionId: number): Promise<Map<number, string>> {
  const { rows } = await db.query<{ id: number; indications: string }>(
    `SELECT p.id, product_indications(p.info_sections) AS indications
       FROM products p JOIN catalog_offers o ON o.product_id = p.id AND o.region_id = $1 AND o.chain = $2`,
    [regionId, STOCKLESS_OFFERS],
  );
  return new Map(rows.map((row) => [row.id, row.indications]));
}

/**
 * The distinct words of at least `minLength` letters in the «Показания» of products sold in a region, but for the
 * russian configuration's stop words («после», «между»), which full-text search never indexes.
 */
export async function indicationWords(db: Queryable, regionId: number, minLength: number): Promise<string[]> {
  const { rows } = await db.query<{ word: string }>(
    `SELECT DISTINCT catalog_normalize(w.word) AS word
       FROM (SELECT DISTINCT p.info_sections FROM products p
               JOIN catalog_offers o ON o.product_id = p.id AND o.region_id = $1 AND o.chain = $3) s,
            regexp_split_to_table(product_indications(s.info_sections), '[^А-Яа-яЁё]+') AS w(word)
      WHERE length(w.word) >= $2 AND to_tsvector('russian', w.word) <> ''::tsvector
      ORDER BY 1`,
    [regionId, minLength, STOCKLESS_OFFERS],
  );
  return rows.map((row) => row.word);
}
