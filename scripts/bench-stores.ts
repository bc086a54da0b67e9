/**
 * `npm run bench:stores`: on a 100,000-product seed, times
 *  - the availability of a 20-item basket across every pickup pharmacy of Moscow (the one query behind
 *    POST /stores with products), and
 *  - built-in address suggestions,
 * and prints p50/p95 in milliseconds. Uses BENCH_DATABASE_URL when set, otherwise a throw-away database on the
 * PostgreSQL server at 127.0.0.1:5432 when it answers (dropped afterwards), otherwise PGlite in a temporary folder.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate } from '../api/src/platform/database/migrate';
import { openPgliteDb } from '../api/src/platform/database/pglite';
import { openPostgresDb } from '../api/src/platform/database/postgres';
import type { Db } from '../api/src/platform/database/types';
import { builtinProvider } from '../api/src/modules/delivery';
import { basketAcrossStores } from '../api/src/modules/pharmacies';
import { findRegion } from '../api/src/modules/regions';
import { seed } from '../api/src/seed';
import { serverAnswers } from './lib/bench-database';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = 200;

async function openDatabase(): Promise<{ db: Db; label: string; dispose: () => Promise<void> }> {
  if (process.env.BENCH_DATABASE_URL) {
    return {
      db: openPostgresDb(process.env.BENCH_DATABASE_URL, 4),
      label: 'PostgreSQL (BENCH_DATABASE_URL)',
      dispose: async () => undefined,
    };
  }
  const admin = new URL(ADMIN_URL);
  if (await serverAnswers(admin.hostname, Number(admin.port || 5432))) {
    const name = `apteka_bench_${randomBytes(4).toString('hex')}`;
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const db = openPostgresDb(url.toString(), 4);
    return {
      db,
      label: `PostgreSQL server (${admin.host}, temporary database ${name})`,
      dispose: async () => {
        await db.close();
        const cleaner = new pg.Client({ connectionString: ADMIN_URL });
        await cleaner.connect();
        await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleaner.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apteka-bench-'));
  const db = await openPgliteDb({ dataDir: dir });
  return {
    db,
    label: `PGlite (${dir})`,
    dispose: async () => (await db.close(), fs.rmSync(dir, { recursive: true, force: true })),
  };
}

async function time(
  runs: number,
  fn: (i: number) => Promise<unknown>,
): Promise<{ p50: number; p95: number; max: number }> {
  for (let i = 0; i < 10; i++) await fn(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    await fn(i);
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), max: samples.at(-1)! };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

async function main() {
  const { db, label, dispose } = await openDatabase();
  try {
    console.log(`database: ${label}`);
    await migrate(db);
    const seeded = await db.query<{ products: number }>('SELECT products FROM seed_info');
    if (seeded.rows[0]?.products !== PRODUCTS) {
      const started = Date.now();
      if (seeded.rows[0]) throw new Error('BENCH_DATABASE_URL holds another seed; use an empty database');
      await seed(db, { products: PRODUCTS, log: (message) => console.log(`  seed: ${message}`) });
      console.log(`seeded ${PRODUCTS} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    await db.query('ANALYZE');
    const { rows: pharmacies } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM stores WHERE region_id = 14 AND chain = 'samson' AND NOT is_dark_store",
    );
    const { rows: stock } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM stock');
    // Twenty different baskets of twenty products sold in Moscow, so the cache does not answer the same one.
    const { rows: priced } = await db.query<{ product_id: number }>(
      'SELECT product_id FROM product_prices WHERE region_id = 14 ORDER BY md5(product_id::text) LIMIT 400',
    );
    const baskets = Array.from({ length: 20 }, (_, b) =>
      priced.slice(b * 20, b * 20 + 20).map((row, i) => ({ productId: row.product_id, quantity: 1 + (i % 3) })),
    );
    console.log(`Moscow: ${pharmacies[0]!.n} Самсон-Фарма pharmacies; stock rows: ${stock[0]!.n}`);

    const availability = await time(RUNS, (i) => basketAcrossStores(db, 'samson', 14, baskets[i % baskets.length]!));
    console.log(
      `availability of a 20-item basket across every Самсон-Фарма pharmacy of Moscow (${RUNS} runs): p50 ${ms(availability.p50)}, p95 ${ms(availability.p95)}, max ${ms(availability.max)} (target p95 < 50 ms)`,
    );

    const moscow = (await findRegion(db, 14))!.region;
    const provider = builtinProvider(db);
    const queries = [
      'Тверская',
      'тверская 1',
      'Ленинский пр-т 12',
      'арбат 3',
      'Профсоюзная',
      'мира 2',
      'Кутузовский 30',
      'Москва, ул. Покровка, 1',
    ];
    const suggestions = await time(RUNS, (i) => provider.suggest(queries[i % queries.length]!, moscow, 7));
    console.log(
      `address suggestions, built-in provider (${RUNS} runs): p50 ${ms(suggestions.p50)}, p95 ${ms(suggestions.p95)}, max ${ms(suggestions.max)} (target p95 < 20 ms)`,
    );
  } finally {
    await dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
