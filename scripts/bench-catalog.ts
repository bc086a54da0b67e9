/**
 * `npm run bench:catalog [-- --products 100000 --engines postgres,pglite --connections 50 --seconds 20 --cache 0,20]`
 *
 * Seeds a catalogue of `products` products into a throw-away database on each engine (the PostgreSQL server at
 * 127.0.0.1:5432, and embedded PGlite in a temporary folder), starts the API on it as its own process, signs up
 * 50 visitors spread over Moscow, St Petersburg and Kazan, and loads four paths from a separate load-generator
 * process, one path at a time: search suggestions, search results, filtered category pages and product pages
 * (the requests are drawn from the seeded data: prefixes, typos, wrong layout, transliteration; every category
 * with one or two filters). Each `--cache` value is one run of every path: 0 measures the database on every
 * request, 20 the API as deployed (CATALOG_CACHE_SECONDS). Prints requests per second and p50/p95/p99 latency,
 * then EXPLAINs a sample of each path in-process at this catalogue size, and the suggestions and results of the
 * complaints in phrasings the dictionary does not hold (found in the products' instructions), and lists any
 * sequential scan of the big tables.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../api/src/app';
import { loadConfig } from '../api/src/platform/config';
import { migrate } from '../api/src/platform/database/migrate';
import { openPgliteDb } from '../api/src/platform/database/pglite';
import { recordPlans } from '../api/src/platform/database/plan-recorder';
import { createThrowawayPostgres } from '../api/src/platform/database/throwaway-postgres';
import type { Db } from '../api/src/platform/database/types';
import { seed } from '../api/src/seed';
import { LEAFLET_PHRASINGS } from '../api/src/modules/catalog';
import { ADMIN_URL, serverAnswers } from './lib/bench-database';
import { catalogWorkload, type CatalogWorkload } from './lib/catalog-workload';
import { HttpShopper } from './lib/checkout-shopper';
import type { LoadPlan } from './lib/load-generator';
import { runLoadProcess } from './lib/load-process';
import { startApi, stopApi, waitUp } from './lib/api-process';

const PORT = Number(process.env.BENCH_PORT ?? 3192);
const BASE = `http://127.0.0.1:${PORT}`;
const VISITOR_REGIONS = [14, 14, 14, 14, 27, 27, 16];

/** The issue's aims on the PostgreSQL server, at 50 connections. */
const AIMS: Partial<Record<keyof CatalogWorkload, number>> = { suggestions: 25, categoryPages: 40 };
const LABELS: Record<keyof CatalogWorkload, string> = {
  suggestions: 'suggestions',
  searches: 'search results',
  categoryPages: 'filtered category page',
  productPages: 'product page',
};

/** Only EXPLAINed: what the instructions are searched for, as suggestions and as results. */
const instructionQueries = () =>
  LEAFLET_PHRASINGS.flatMap(({ query }) => [
    `/api/catalog/search?q=${encodeURIComponent(query)}&history_limit=5`,
    `/api/products?q=${encodeURIComponent(query)}`,
  ]);
const PLAN_LABELS: Record<string, string> = { ...LABELS, instructions: 'words of the instructions' };

type Engine = 'postgres' | 'pglite';

interface Prepared {
  engine: Engine;
  label: string;
  env: Record<string, string>;
  /** an in-process connection for the workload and the plans */
  db: Db;
  dispose: () => Promise<void>;
}

async function seeded(db: Db, products: number) {
  const started = Date.now();
  await migrate(db);
  await seed(db, { products });
  console.log(`  seeded ${products} products in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function prepare(engine: Engine, products: number): Promise<Prepared> {
  if (engine === 'postgres') {
    const database = await createThrowawayPostgres(ADMIN_URL, 'apteka_bench', 4);
    await seeded(database.db, products);
    return {
      engine,
      label: `PostgreSQL server (${new URL(ADMIN_URL).host}, throw-away database)`,
      env: { DATABASE_URL: database.connectionString },
      db: database.db,
      dispose: database.dispose,
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apteka-bench-catalog-'));
  const db = await openPgliteDb({ dataDir: path.join(dataDir, 'pglite') });
  await seeded(db, products);
  // PGlite is one connection: the API process opens the folder once this process has let go of it.
  await db.close();
  return {
    engine,
    label: `PGlite (embedded, ${dataDir})`,
    env: { DATA_DIR: dataDir },
    db: await openPgliteDb({ dataDir: path.join(dataDir, 'pglite') }),
    dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

const startCatalogApi = (env: Record<string, string>, cacheSeconds: number) =>
  startApi(PORT, { ...env, CATALOG_CACHE_SECONDS: String(cacheSeconds) });

/** Visitors with their own sessions, some of them in other regions (prices and stock differ). */
async function visitors(count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const shopper = new HttpShopper(BASE);
    await shopper.call('GET', '/api/customer');
    const regionId = VISITOR_REGIONS[i % VISITOR_REGIONS.length]!;
    if (regionId !== 14) await shopper.call('POST', '/api/delivery/update-region', { regionId });
    cookies.push(shopper.cookieHeader());
  }
  return cookies;
}

/** EXPLAINs `sample` requests of each path through an in-process app on the same database. */
async function seqScansByPath(
  db: Db,
  workload: Record<string, string[]>,
  sample: number,
): Promise<Record<string, string[]>> {
  const recorder = recordPlans(db, { relations: ['products', 'catalog_offers', 'product_prices', 'stock'] });
  const app = await buildApp({ ...loadConfig(), logLevel: 'silent', catalogCacheSeconds: 0 }, recorder.db, {
    logger: false,
  });
  const found: Record<string, string[]> = {};
  try {
    for (const [key, urls] of Object.entries(workload)) {
      const before = recorder.seqScans.length;
      for (let i = 0; i < sample; i++)
        await app.inject({ method: 'GET', url: urls[Math.floor((i * urls.length) / sample)]! });
      found[key] = [...new Set(recorder.seqScans.slice(before).map((scan) => scan.relation))];
    }
  } finally {
    await app.close();
  }
  return found;
}

const ms = (value: number) => value.toFixed(1).padStart(7);

interface BenchOptions {
  products: number;
  connections: number;
  seconds: number;
  /** one run of every path per value: 0 measures the database, more the API as deployed */
  cacheSeconds: number[];
}

async function loadEveryPath(
  prepared: Prepared,
  workload: CatalogWorkload,
  cacheSeconds: number,
  options: BenchOptions,
) {
  const api = startCatalogApi(prepared.env, cacheSeconds);
  try {
    await waitUp(api, BASE);
    const cookies = await visitors(options.connections);
    console.log(
      `${'path'.padEnd(24)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)}  errors  aim`,
    );
    for (const key of Object.keys(workload) as Array<keyof CatalogWorkload>) {
      const plan: LoadPlan = {
        base: BASE,
        connections: options.connections,
        durationMs: 5000,
        visitors: cookies,
        paths: workload[key],
        seed: 1,
      };
      await runLoadProcess(plan);
      const result = await runLoadProcess({ ...plan, durationMs: options.seconds * 1000, seed: 2 });
      const aim = AIMS[key];
      const verdict =
        aim === undefined || prepared.engine !== 'postgres'
          ? ''
          : `p95 < ${aim} ms: ${result.ms.p95 < aim ? 'met' : 'NOT met'}`;
      console.log(
        `${LABELS[key].padEnd(24)} ${result.requestsPerSecond.toFixed(0).padStart(7)} ${ms(result.ms.p50)} ${ms(result.ms.p95)} ${ms(result.ms.p99)} ${ms(result.ms.max)}  ${String(result.errors).padStart(6)}  ${verdict}`,
      );
      for (const sample of result.errorSamples) console.log(`    error: ${sample}`);
    }
  } finally {
    await stopApi(api);
  }
}

async function benchEngine(engine: Engine, options: BenchOptions) {
  console.log(`\n== ${engine}: seeding`);
  const prepared = await prepare(engine, options.products);
  console.log(`database: ${prepared.label}`);
  const workload = await catalogWorkload(prepared.db);
  if (engine === 'pglite') await prepared.db.close();
  console.log(
    `workload: ${workload.suggestions.length} typed queries, ${workload.searches.length} searches, ` +
      `${workload.categoryPages.length} filtered category pages, ${workload.productPages.length} products; ` +
      `${options.connections} connections, ${options.seconds} s per path after a 5 s warm-up`,
  );
  for (const cacheSeconds of options.cacheSeconds) {
    console.log(
      cacheSeconds === 0
        ? 'catalogue cache off: every request reads the database'
        : `catalogue cache on (CATALOG_CACHE_SECONDS=${cacheSeconds}), warmed by the warm-up`,
    );
    await loadEveryPath(prepared, workload, cacheSeconds, options);
  }
  const planDb =
    engine === 'pglite' ? await openPgliteDb({ dataDir: path.join(prepared.env.DATA_DIR!, 'pglite') }) : prepared.db;
  try {
    const scans = await seqScansByPath(planDb, { ...workload, instructions: instructionQueries() }, 40);
    for (const [key, relations] of Object.entries(scans)) {
      console.log(
        `plans of ${PLAN_LABELS[key]}: ${relations.length === 0 ? 'no sequential scan of products, offers, prices or stock' : `SEQUENTIAL SCAN of ${relations.join(', ')}`}`,
      );
    }
  } finally {
    if (engine === 'pglite') await planDb.close();
    await prepared.dispose();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '100000' },
      engines: { type: 'string' },
      connections: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '20' },
      cache: { type: 'string', default: '0,20' },
    },
  });
  const admin = new URL(ADMIN_URL);
  const serverUp = await serverAnswers(admin.hostname, Number(admin.port || 5432));
  const engines = (values.engines?.split(',') ?? (serverUp ? ['postgres', 'pglite'] : ['pglite'])) as Engine[];
  console.log(`bench:catalog on ${os.cpus().length} cores, ${engines.join(' and ')}, ${values.products} products`);
  for (const engine of engines) {
    await benchEngine(engine, {
      products: Number(values.products),
      connections: Number(values.connections),
      seconds: Number(values.seconds),
      cacheSeconds: values.cache.split(',').map(Number),
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
