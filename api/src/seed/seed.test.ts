import type { Db } from '../platform/database/types';
import { seed, seedIfEmpty } from './index';
import { openTestDb } from './test-db';

// PGlite boots in a few seconds and a seed takes a few more; the root config's testTimeout does not reach a project.
jest.setTimeout(60_000);

const OPTIONS = { products: 300 };

/** md5 of every catalogue table's rows in key order (seed_info.created_at left out). */
async function checksum(db: Db): Promise<Record<string, string>> {
  const tables: Record<string, string> = {
    regions: 'id',
    region_aliases: 'alias',
    stores: 'id',
    categories: 'id',
    substances: 'id',
    brands: 'id',
    manufacturers: 'id',
    products: 'id',
    product_prices: 'region_id, product_id',
    stock: 'store_id, product_id',
    slides: 'id',
    ad_campaigns: 'id',
    ad_creatives: 'id',
  };
  const out: Record<string, string> = {};
  for (const [table, key] of Object.entries(tables)) {
    const { rows } = await db.query<{ md5: string; n: number }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY ${key}), '')) AS md5, count(*)::int AS n FROM ${table} t`,
    );
    out[table] = `${rows[0]?.n}:${rows[0]?.md5}`;
  }
  const info = await db.query<{ seed: number; products: number }>('SELECT seed, products FROM seed_info');
  out.seed_info = JSON.stringify(info.rows);
  return out;
}

async function scalar<T>(db: Db, sql: string): Promise<T> {
  const { rows } = await db.query<{ v: T }>(sql);
  return rows[0]?.v as T;
}

describe('seed', () => {
  let db: Db;
  let first: Record<string, string>;

  beforeAll(async () => {
    db = await openTestDb();
    expect(await seedIfEmpty(db, OPTIONS)).toBe(true);
    first = await checksum(db);
  });

  afterAll(async () => {
    await db.close();
  });

  it('is deterministic: a second database gets identical data', async () => {
    const other = await openTestDb();
    try {
      await seed(other, OPTIONS);
      expect(await checksum(other)).toEqual(first);
    } finally {
      await other.close();
    }
  });

  it('seedIfEmpty does nothing the second time', async () => {
    expect(await seedIfEmpty(db, { products: 50 })).toBe(false);
    expect(await checksum(db)).toEqual(first);
  });

  it('creates the 22 regions with 7 and 22 disabled and their delivery flags', async () => {
    const { rows } = await db.query<{
      id: number;
      disabled: boolean;
      has_courier_delivery: boolean;
      has_night_delivery: boolean;
      time_by_zone: number;
    }>('SELECT id, disabled, has_courier_delivery, has_night_delivery, time_by_zone FROM regions ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual([
      5, 7, 8, 10, 11, 14, 16, 19, 20, 21, 22, 24, 26, 27, 28, 29, 32, 34, 39, 40, 41, 63,
    ]);
    expect(rows.filter((r) => r.disabled).map((r) => r.id)).toEqual([7, 22]);
    expect(rows.filter((r) => !r.has_courier_delivery).map((r) => r.id)).toEqual([28, 39]);
    expect(rows.filter((r) => r.has_night_delivery).map((r) => r.id)).toEqual(expect.arrayContaining([14, 27]));
    const offsets = Object.fromEntries(rows.map((r) => [r.id, r.time_by_zone]));
    expect(offsets).toMatchObject({ 14: 3, 10: 5, 20: 4, 21: 7, 22: 6, 39: 2, 26: 5 });
  });

  it('maps administrative-region names to regions, case-insensitively (stored lower-cased)', async () => {
    const lookup = async (name: string) =>
      scalar<number | undefined>(db, `SELECT region_id AS v FROM region_aliases WHERE alias = lower('${name}')`);
    expect(await lookup('Московская область')).toBe(14);
    expect(await lookup('МО')).toBe(14);
    expect(await lookup('г Москва')).toBe(14);
    expect(await lookup('Ленинградская обл')).toBe(27);
    expect(await lookup('СПб')).toBe(27);
    expect(await lookup('Республика Татарстан')).toBe(16);
  });

  it('puts stores in every enabled region only, inside its bounding box, with seven days of hours', async () => {
    const missing = await scalar<number>(
      db,
      `SELECT count(*)::int AS v FROM regions r WHERE NOT disabled AND NOT EXISTS (SELECT 1 FROM stores s WHERE s.region_id = r.id AND NOT s.is_dark_store)`,
    );
    expect(missing).toBe(0);
    expect(
      await scalar<number>(
        db,
        `SELECT count(*)::int AS v FROM stores s JOIN regions r ON r.id = s.region_id WHERE r.disabled`,
      ),
    ).toBe(0);
    const outside = await scalar<number>(
      db,
      `SELECT count(*)::int AS v FROM stores s JOIN regions r ON r.id = s.region_id
      WHERE s.lat NOT BETWEEN r.bound_south AND r.bound_north OR s.lon NOT BETWEEN r.bound_west AND r.bound_east`,
    );
    expect(outside).toBe(0);
    expect(
      await scalar<number>(db, `SELECT count(*)::int AS v FROM stores WHERE jsonb_array_length(opening_hours) <> 7`),
    ).toBe(0);
    expect(
      await scalar<number>(db, `SELECT count(*)::int AS v FROM stores WHERE region_id = 14 AND chain = 'samson'`),
    ).toBeGreaterThanOrEqual(20);
    expect(await scalar<number>(db, `SELECT count(*)::int AS v FROM stores WHERE is_dark_store`)).toBeGreaterThan(0);
    expect(await scalar<number>(db, `SELECT count(*)::int AS v FROM stores WHERE is_around_the_clock`)).toBeGreaterThan(
      0,
    );
    expect(
      await scalar<number>(db, `SELECT count(*)::int AS v FROM stores WHERE metro IS NOT NULL AND region_id = 14`),
    ).toBeGreaterThan(0);
  });

  it('gives each chain its own pharmacies, named after it, in every enabled region', async () => {
    const thin = await db.query<{ id: number; chain: string }>(
      `SELECT r.id, c.chain FROM regions r CROSS JOIN unnest(ARRAY['samson', 'ozerki', 'stoletov', 'superapteka']) AS c(chain)
        WHERE NOT r.disabled
          AND (SELECT count(*) FROM stores s WHERE s.region_id = r.id AND s.chain = c.chain AND NOT s.is_dark_store) < 4`,
    );
    expect(thin.rows).toEqual([]);
    const misnamed = await scalar<number>(
      db,
      `SELECT count(*)::int AS v FROM stores WHERE name NOT LIKE '%' || CASE chain
         WHEN 'samson' THEN 'Самсон-Фарма' WHEN 'ozerki' THEN 'Озерки' WHEN 'stoletov' THEN 'Столетов' ELSE 'Супераптека' END || '%'`,
    );
    expect(misnamed).toBe(0);
    // every chain holds goods on its own Moscow shelves
    const unstocked = await db.query<{ chain: string }>(
      `SELECT c.chain FROM unnest(ARRAY['samson', 'ozerki', 'stoletov', 'superapteka']) AS c(chain)
        WHERE NOT EXISTS (SELECT 1 FROM stock st JOIN stores s ON s.id = st.store_id
                           WHERE s.chain = c.chain AND s.region_id = 14 AND NOT s.is_dark_store AND st.quantity > 0)`,
    );
    expect(unstocked.rows).toEqual([]);
  });

  it('builds a category tree whose paths are the slugs from the root', async () => {
    const bad = await scalar<number>(
      db,
      `SELECT count(*)::int AS v FROM categories c LEFT JOIN categories p ON p.id = c.parent_id
      WHERE c.path <> coalesce(p.path, '{}') || c.slug`,
    );
    expect(bad).toBe(0);
    expect(
      await scalar<number>(db, `SELECT count(*)::int AS v FROM categories WHERE parent_id IS NULL`),
    ).toBeGreaterThanOrEqual(10);
  });

  it('generates the requested number of products with unique slugs and guids and a price somewhere', async () => {
    expect(await scalar<number>(db, 'SELECT count(*)::int AS v FROM products')).toBe(300);
    expect(await scalar<number>(db, 'SELECT count(DISTINCT slug)::int AS v FROM products')).toBe(300);
    expect(await scalar<number>(db, 'SELECT count(DISTINCT guid)::int AS v FROM products')).toBe(300);
    expect(await scalar<boolean>(db, `SELECT bool_and(slug ~ '^[a-z0-9-]+$') AS v FROM products`)).toBe(true);
    const unpriced = await scalar<number>(
      db,
      'SELECT count(*)::int AS v FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_prices pp WHERE pp.product_id = p.id)',
    );
    expect(unpriced).toBe(0);
    const disabledPrices = await scalar<number>(
      db,
      'SELECT count(*)::int AS v FROM product_prices pp JOIN regions r ON r.id = pp.region_id WHERE r.disabled',
    );
    expect(disabledPrices).toBe(0);
  });

  it('gives ~20% of prices a special price below the base', async () => {
    const share = await scalar<number>(db, 'SELECT avg((special IS NOT NULL)::int)::float AS v FROM product_prices');
    expect(share).toBeGreaterThan(0.12);
    expect(share).toBeLessThan(0.28);
    expect(await scalar<number>(db, 'SELECT count(*)::int AS v FROM product_prices WHERE special >= base')).toBe(0);
    expect(await scalar<number>(db, 'SELECT min(base) AS v FROM product_prices')).toBeGreaterThanOrEqual(8000);
  });

  it('has prescription medicines, goods without a substance, and substances with several trade names', async () => {
    expect(await scalar<number>(db, 'SELECT count(*)::int AS v FROM products WHERE is_prescription')).toBeGreaterThan(
      10,
    );
    expect(
      await scalar<number>(
        db,
        'SELECT count(*)::int AS v FROM products WHERE NOT is_medicine AND substance_id IS NULL',
      ),
    ).toBeGreaterThan(0);
    expect(
      await scalar<number>(db, 'SELECT count(*)::int AS v FROM products WHERE is_medicine AND substance_id IS NULL'),
    ).toBe(0);
    expect(
      await scalar<number>(db, 'SELECT count(*)::int AS v FROM products WHERE is_prescription AND NOT is_medicine'),
    ).toBe(0);
    const shared = await scalar<number>(
      db,
      `SELECT count(*)::int AS v FROM (SELECT substance_id FROM products WHERE substance_id IS NOT NULL
      GROUP BY substance_id HAVING count(DISTINCT trade_name) > 1) s`,
    );
    expect(shared).toBeGreaterThan(5);
    expect(await scalar<number>(db, 'SELECT count(*)::int AS v FROM substances')).toBeGreaterThanOrEqual(120);
  });

  it('writes usage instructions for medicines and product information for other goods', async () => {
    const { rows } = await db.query<{ is_medicine: boolean; titles: string[] }>(
      `SELECT DISTINCT ON (is_medicine) is_medicine, ARRAY(SELECT s->>'title' FROM jsonb_array_elements(info_sections) s) AS titles
       FROM products ORDER BY is_medicine, id`,
    );
    const medicine = rows.find((r) => r.is_medicine);
    const goods = rows.find((r) => !r.is_medicine);
    expect(medicine?.titles).toEqual(
      expect.arrayContaining(['Показания', 'Способ применения и дозы', 'Противопоказания']),
    );
    expect(goods?.titles).toEqual(expect.arrayContaining(['Описание']));
  });

  it('stocks products in stores of regions where they are sold; dark-store-only goods only in dark stores', async () => {
    expect(await scalar<number>(db, 'SELECT count(*)::int AS v FROM stock')).toBeGreaterThan(1000);
    const unsold = await scalar<number>(
      db,
      `SELECT count(*)::int AS v FROM stock st JOIN stores s ON s.id = st.store_id
      WHERE NOT EXISTS (SELECT 1 FROM product_prices pp WHERE pp.product_id = st.product_id AND pp.region_id = s.region_id)`,
    );
    expect(unsold).toBe(0);
    const darkOnly = await scalar<number>(
      db,
      `SELECT count(*)::int AS v FROM stock st JOIN stores s ON s.id = st.store_id
      JOIN products p ON p.id = st.product_id WHERE p.is_dark_store_only AND NOT s.is_dark_store`,
    );
    expect(darkOnly).toBe(0);
    expect(
      await scalar<number>(db, 'SELECT count(*)::int AS v FROM stock WHERE quantity BETWEEN 1 AND 3'),
    ).toBeGreaterThan(0);
    expect(await scalar<number>(db, 'SELECT max(quantity) AS v FROM stock')).toBeLessThanOrEqual(50);
  });

  it('advertises only non-prescription products, and adds the ads to a database seeded before them', async () => {
    expect(
      await scalar<number>(db, `SELECT count(*)::int AS v FROM ad_creatives WHERE placement = 'listing'`),
    ).toBeGreaterThan(6);
    expect(
      await scalar<number>(
        db,
        `SELECT count(*)::int AS v FROM ad_creatives cr JOIN products p ON p.id = cr.product_id WHERE p.is_prescription`,
      ),
    ).toBe(0);
    await db.query('DELETE FROM ad_campaigns');
    expect(await seedIfEmpty(db, OPTIONS)).toBe(false);
    expect(await checksum(db)).toEqual(first);
  });

  it('creates HOME_TOP slides and a seed_info row', async () => {
    expect(
      await scalar<number>(db, `SELECT count(*)::int AS v FROM slides WHERE type = 'HOME_TOP'`),
    ).toBeGreaterThanOrEqual(6);
    expect(await scalar<number>(db, `SELECT count(*)::int AS v FROM slides WHERE open_link_in_new_tab`)).toBe(1);
    expect(JSON.parse(first.seed_info ?? '[]')).toEqual([{ seed: 20261122, products: 300 }]);
  });
});
