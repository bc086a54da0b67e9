/**
 * npm run seed -w api -- [--products 4000] [--seed 20261122] [--stock-density 1] [--reset]
 *
 * Connects to DATABASE_URL when set, otherwise to the embedded PGlite under DATA_DIR (default <repo>/.data/pglite),
 * applies the migrations, and seeds the catalogue. Without --reset an already seeded database is left alone;
 * with --reset the catalogue tables are emptied first (TRUNCATE ... CASCADE: basket items go too).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config';
import { createDb } from '../platform/database/create-db';
import { migrate } from '../platform/database/migrate';
import { DEFAULT_PRODUCTS, DEFAULT_SEED, seedInto, tidyAfterSeed, truncateCatalogue } from './index';

function integer(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`--${name} must be a positive integer, got "${value}"`);
  return parsed;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      seed: { type: 'string' },
      'stock-density': { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log('usage: npm run seed -w api -- [--products 4000] [--seed 20261122] [--stock-density 0..1] [--reset]');
    return;
  }
  const products = integer(values.products, 'products', DEFAULT_PRODUCTS);
  const seed = integer(values.seed, 'seed', DEFAULT_SEED);
  const density = values['stock-density'] === undefined ? undefined : Number(values['stock-density']);
  if (density !== undefined && !(density > 0 && density <= 1)) throw new Error('--stock-density must be in (0, 1]');

  const { databaseUrl, dataDir } = loadConfig();
  const started = Date.now();
  const db = await createDb({ databaseUrl, dataDir });
  try {
    console.log(`database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(dataDir, 'pglite')}`}`);
    const applied = await migrate(db);
    console.log(applied.length ? `migrations applied: ${applied.join(', ')}` : 'migrations: up to date');

    const report = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ seed: number; products: number }>('SELECT seed, products FROM seed_info');
      const existing = rows[0];
      if (existing && !values.reset) {
        console.log(
          `already seeded (seed ${existing.seed}, ${existing.products} products); pass --reset to seed again`,
        );
        return null;
      }
      if (values.reset) {
        await truncateCatalogue(tx);
        console.log('catalogue tables emptied');
      }
      return seedInto(tx, { products, seed, stockDensity: density, log: (message) => console.log(`  ${message}`) });
    });
    if (report) {
      await tidyAfterSeed(db);
      console.log(
        `seeded ${report.products} products, ${report.regions} regions (${report.aliases} aliases), ${report.stores} stores, ` +
          `${report.categories} categories, ${report.substances} substances, ${report.brands} brands, ` +
          `${report.manufacturers} manufacturers, ${report.prices} prices, ${report.stock} stock rows, ${report.slides} slides ` +
          `with seed ${report.seed} in ${(report.ms / 1000).toFixed(1)} s`,
      );
    }
    console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
