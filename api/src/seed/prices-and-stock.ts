/**
 * Prices and stock are derived in SQL from the products (INSERT ... SELECT with a deterministic integer hash),
 * so a 100000-product catalogue never ships millions of rows through the driver.
 */
import type { Queryable } from '../platform/database/types';
import type { RegionData } from './data/regions';
import { insertRows } from './insert';
import type { ProductExtra } from './generate-products';
import { createRandom } from './random';

/**
 * A non-negative 31-bit hash of a bigint key, salted. hashint8 is a built-in, immutable PostgreSQL function,
 * stable across runs and platforms of one PostgreSQL major version.
 */
function hash(key: string, salt: number): string {
  return `(hashint8((${key}) # ${salt}::bigint) & 2147483647)`;
}

/** Salts derived from the seed, so another seed gives other prices and stock. */
function salts(seed: number) {
  const random = createRandom(seed).fork('sql-salts');
  return Array.from({ length: 4 }, () => random.int(1, 2 ** 30));
}

/** Regional price multipliers: the capitals are dearer, small cities cheaper. */
function regionMultipliers(regions: RegionData[], seed: number): string {
  const random = createRandom(seed).fork('region-multipliers');
  return regions
    .filter((region) => !region.disabled)
    .map((region) => {
      const base =
        region.id === 14 ? 1.08 : region.id === 27 ? 1.04 : region.id === 63 ? 1.06 : 0.94 + random.next() * 0.08;
      return `(${region.id}, ${base.toFixed(3)}::float8)`;
    })
    .join(', ');
}

export async function createExtrasTable(db: Queryable, extras: ProductExtra[], darkOnly: Set<number>): Promise<void> {
  await db.query(
    `CREATE TEMP TABLE seed_product_extra (
       product_id integer PRIMARY KEY, base_price integer NOT NULL, coverage integer NOT NULL, dark_only boolean NOT NULL
     ) ON COMMIT DROP`,
  );
  await insertRows(
    db,
    'seed_product_extra',
    extras.map((e) => ({ ...e, dark_only: darkOnly.has(e.product_id) })),
    5000,
  );
  await db.query('ANALYZE seed_product_extra');
}

/**
 * One row per (product, enabled region); about 3% of products are missing outside Moscow. Base price is the
 * reference price times the regional multiplier with ±4% noise, in whole rubles; ~20% get a special price
 * 5–30% lower.
 */
export async function insertPrices(db: Queryable, regions: RegionData[], seed: number): Promise<number> {
  const [s1, s2] = salts(seed) as [number, number];
  const key = `e.product_id::bigint * 4096 + r.region_id`;
  const result = await db.query(`
    INSERT INTO product_prices (product_id, region_id, base, special)
    SELECT product_id, region_id, base,
           CASE WHEN h2 % 100 < 20 THEN least(base - 100, (base::bigint * (70 + (h2 / 100) % 26) / 10000 * 100)::integer) END
    FROM (
      SELECT e.product_id, r.region_id,
             greatest(100, round(e.base_price * r.multiplier * (0.96 + (h1 % 81)::float8 / 1000) / 100) * 100)::integer AS base,
             h1, h2
      FROM seed_product_extra e
      CROSS JOIN (VALUES ${regionMultipliers(regions, seed)}) AS r(region_id, multiplier)
      CROSS JOIN LATERAL (SELECT ${hash(key, s1)} AS h1, ${hash(key, s2)} AS h2) h
    ) priced
    WHERE region_id = 14 OR h1 % 1000 >= 30
    ORDER BY region_id, product_id`);
  return result.affectedRows;
}

/**
 * Stock per (store, product) where the product is sold in the store's region. Ordinary stores: a product is in
 * `coverage` per mille of each chain's pharmacies of the region (times the density, which shrinks it for big
 * catalogues), taken as a run of that chain's consecutive pharmacies from a hashed offset, so every chain stocks
 * the region on its own and the work is proportional to the rows written rather than to products x stores. Dark
 * stores hold more, and dark-store-only goods are only there.
 * Quantities: 8% zero, 15% 1–3 ("Осталось мало"), the rest 4–50.
 */
export async function insertStock(db: Queryable, seed: number, density: number): Promise<number> {
  const [, , s3, s4] = salts(seed) as [number, number, number, number];
  const pairKey = `pp.product_id::bigint * 4096 + s.id`;
  await db.query(`
    CREATE TEMP TABLE seed_region_stores ON COMMIT DROP AS
    SELECT region_id, array_agg(id ORDER BY id) AS stores, count(*)::integer AS n, min(id) AS first_id
    FROM stores WHERE NOT is_dark_store GROUP BY region_id, chain`);
  // fresh tables have no statistics; without them the planner misjudges the joins below
  await db.query('ANALYZE seed_region_stores, product_prices, stores');
  const result = await db.query(`
    INSERT INTO stock (store_id, product_id, quantity)
    SELECT store_id, product_id,
           CASE WHEN q % 100 < 8 THEN 0 WHEN q % 100 < 23 THEN 1 + q % 3 ELSE 4 + (q / 100) % 47 END
    FROM (
      SELECT store_id, product_id, ${hash('product_id::bigint * 4096 + store_id', s4)} AS q
      FROM (
        SELECT x.stores[1 + (x.off + i) % x.n] AS store_id, x.product_id
        FROM (
          SELECT pp.product_id, rs.stores, rs.n,
                 ${hash('pp.product_id::bigint * 4096 + rs.first_id', s3)} % rs.n AS off,
                 ((e.coverage * ${density.toFixed(4)} * rs.n + ${hash('pp.product_id::bigint * 4096 + rs.first_id', s4)} % 1000) / 1000)::integer AS k
          FROM product_prices pp
          JOIN seed_product_extra e ON e.product_id = pp.product_id
          JOIN seed_region_stores rs ON rs.region_id = pp.region_id
          WHERE NOT e.dark_only
        ) x
        CROSS JOIN LATERAL generate_series(0, least(x.k, x.n) - 1) AS i
        UNION ALL
        SELECT s.id, pp.product_id
        FROM product_prices pp
        JOIN stores s ON s.region_id = pp.region_id AND s.is_dark_store
        JOIN seed_product_extra e ON e.product_id = pp.product_id
        WHERE ${hash(pairKey, s3)} % 1000 < CASE WHEN e.dark_only THEN 850 ELSE least(950, e.coverage + 300) END
      ) pairs
    ) picked
    ORDER BY store_id, product_id`);
  await db.query('DROP TABLE seed_region_stores');
  return result.affectedRows;
}
