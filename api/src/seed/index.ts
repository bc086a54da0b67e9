/**
 * Deterministic seed of the catalogue: regions, aliases, stores, categories, substances, brands, manufacturers,
 * products, prices, stock, slides, advertising, the search's complaint dictionary and the seed_info row. The same options always produce identical data.
 */
import type { Db, Queryable } from '../platform/database/types';
import { REGIONS } from './data/regions';
import { SLIDES } from './data/slides';
import { generateProducts } from './generate-products';
import { aliasRows, regionRows } from './generate-regions';
import { generateAddressHouses, generateStoreReviews, ipRangeRows } from './generate-delivery-data';
import { generateStores } from './generate-stores';
import { insertProducts, insertRows } from './insert';
import { createExtrasTable, insertPrices, insertStock } from './prices-and-stock';
import { createRandom } from './random';
import { seedAds, seedAdsIfMissing } from './seed-ads';
import { buildReference } from './reference';
import { withoutSecondaryIndexes } from './without-indexes';
import { updateComplaintDictionary, writeComplaintDictionary } from '../modules/catalog';

export const DEFAULT_SEED = 20261122;
export const DEFAULT_PRODUCTS = 4000;

export interface SeedOptions {
  /** catalogue size, default 4000 */
  products?: number;
  /** random seed, default 20261122 */
  seed?: number;
  /**
   * Scales the share of stores holding each product (1 = 20–60% of a region's stores). By default 1 up to
   * 20000 products, then 20000/products, so the stock table stays around a few million rows.
   */
  stockDensity?: number;
  /** progress messages with step timings (the CLI prints them) */
  log?: (message: string) => void;
}

export interface SeedReport {
  seed: number;
  products: number;
  regions: number;
  aliases: number;
  stores: number;
  categories: number;
  substances: number;
  brands: number;
  manufacturers: number;
  prices: number;
  stock: number;
  slides: number;
  ms: number;
}

/** The tables the seed fills, children first (the order to empty them in). */
export const CATALOGUE_TABLES = [
  'ad_creatives',
  'ad_campaigns',
  'store_reviews',
  'address_houses',
  'ip_region_ranges',
  'stock',
  'product_prices',
  'products',
  'slides',
  'stores',
  'region_aliases',
  'regions',
  'categories',
  'substances',
  'brands',
  'manufacturers',
  'seed_info',
] as const;

/** Arbitrary constant naming "the seeder" among advisory locks. */
const SEED_LOCK_KEY = 7_240_302;

function resolve(options: SeedOptions) {
  const products = options.products ?? DEFAULT_PRODUCTS;
  if (!Number.isInteger(products) || products < 1)
    throw new Error(`products must be a positive integer, got ${products}`);
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isInteger(seed)) throw new Error(`seed must be an integer, got ${seed}`);
  const stockDensity = options.stockDensity ?? Math.min(1, 20000 / products);
  return { products, seed, stockDensity };
}

/** Fills empty catalogue tables inside an open transaction. */
export async function seedInto(tx: Queryable, options: SeedOptions = {}): Promise<SeedReport> {
  const started = Date.now();
  const { products: count, seed, stockDensity } = resolve(options);
  let stepStarted = started;
  const step = (message: string) => {
    const now = Date.now();
    options.log?.(`${message} (${now - stepStarted} ms)`);
    stepStarted = now;
  };
  const random = createRandom(seed);

  const reference = buildReference();
  const stores = generateStores(REGIONS, random.fork('stores'));
  const { products, extras, texts } = generateProducts(reference, count, random.fork('products'));
  step(`generated ${stores.length} stores and ${products.length} products`);

  await skipForeignKeyChecks(tx);
  const regions = await insertRows(tx, 'regions', regionRows(REGIONS));
  const aliases = await insertRows(tx, 'region_aliases', aliasRows(REGIONS));
  await insertRows(tx, 'stores', stores);
  await insertRows(tx, 'categories', reference.categories);
  await insertRows(tx, 'substances', reference.substances);
  await insertRows(tx, 'brands', reference.brands);
  await insertRows(tx, 'manufacturers', reference.manufacturers);
  await insertRows(tx, 'slides', SLIDES);
  await insertRows(tx, 'ip_region_ranges', ipRangeRows());
  await insertRows(tx, 'address_houses', generateAddressHouses(REGIONS, random.fork('addresses')));
  await insertRows(tx, 'store_reviews', generateStoreReviews(stores, random.fork('reviews')));
  step('inserted regions, stores, reference data and slides');
  await insertProducts(tx, products, texts);
  step(`inserted ${products.length} products`);

  const darkOnly = new Set(products.filter((p) => p.is_dark_store_only).map((p) => p.id));
  await createExtrasTable(tx, extras, darkOnly);
  const prices = await insertPrices(tx, REGIONS, seed);
  step(`inserted ${prices} prices`);
  const stock = await withoutSecondaryIndexes(tx, 'stock', () => insertStock(tx, seed, stockDensity));
  step(`inserted ${stock} stock rows (density ${stockDensity.toFixed(2)})`);
  // Under session_replication_role = replica the read model's triggers stayed quiet: build it once, in bulk.
  await withoutSecondaryIndexes(tx, 'catalog_offers', () => tx.query('SELECT catalog_offers_rebuild()'));
  step('built the catalogue offers');
  await seedAds(tx, random.fork('ads'));
  step('inserted advertising');
  await writeComplaintDictionary(tx);
  step('wrote the complaint dictionary');
  await tx.query('DROP TABLE seed_product_extra');
  await tx.query('INSERT INTO seed_info (id, seed, products) VALUES (1, $1, $2)', [seed, count]);

  return {
    seed,
    products: products.length,
    regions,
    aliases,
    stores: stores.length,
    categories: reference.categories.length,
    substances: reference.substances.length,
    brands: reference.brands.length,
    manufacturers: reference.manufacturers.length,
    prices,
    stock,
    slides: SLIDES.length,
    ms: Date.now() - started,
  };
}

/**
 * The generated rows are consistent by construction, so when the role may (superuser: PGlite, a local server)
 * the seed turns off the row-by-row foreign-key triggers for its transaction: it makes stock 3-4x faster.
 */
async function skipForeignKeyChecks(tx: Queryable): Promise<void> {
  const { rows } = await tx.query<{ superuser: string }>(`SELECT current_setting('is_superuser') AS superuser`);
  if (rows[0]?.superuser === 'on') await tx.query('SET LOCAL session_replication_role = replica');
}

/** Seeds in one transaction without checking whether data exists (the CLI empties the tables first). */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  const report = await db.transaction((tx) => seedInto(tx, options));
  await tidyAfterSeed(db);
  return report;
}

/**
 * After a bulk load: fresh planner statistics (else the first queries plan for empty tables), and the dead rows
 * and GIN pending lists of the search lexicon and documents cleaned up. Outside any transaction.
 */
export async function tidyAfterSeed(db: Db): Promise<void> {
  await db.exec('VACUUM ANALYZE search_terms, products, product_prices, stock, catalog_offers');
}

/**
 * Seeds only when seed_info has no row, all in one transaction; returns whether it seeded. An advisory lock
 * makes API instances starting together wait for the first one, which then leaves nothing to do. A seeded
 * database gets the advertising and the complaint dictionary when it lacks them or holds an older dictionary.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM seed_info');
    if ((rows[0]?.n ?? 0) > 0) {
      await seedAdsIfMissing(tx, createRandom(resolve(options).seed).fork('ads'));
      await updateComplaintDictionary(tx);
      return false;
    }
    await seedInto(tx, options);
    return true;
  });
  if (seeded) await tidyAfterSeed(db);
  return seeded;
}

/** Empties the catalogue tables (CASCADE: rows referencing products, e.g. basket items, go too). */
export async function truncateCatalogue(db: Queryable): Promise<void> {
  await db.query(`TRUNCATE ${CATALOGUE_TABLES.join(', ')} CASCADE`);
}
