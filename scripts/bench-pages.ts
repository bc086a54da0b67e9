/**
 * `npm run bench:pages [-- --seconds 10 --engines pglite,postgres --first 50,100,150,200,300,450,600 --returning 10,20,40,60,80]`:
 * how many pages a second one store process draws while p95 holds. Builds for production and starts the store on
 * a spare port (PGlite, then a throw-away database on the PostgreSQL server when it answers), finds 300+ page
 * addresses as a shopper reaches them (home, every category, products of each listing, articles, pharmacies), then
 * sends pages from a separate process at fixed open-loop rates, each rate for `--seconds`, on a phone's and a
 * desktop's user agent:
 * - first visits: no cookies, each address once asked before (the store's first minutes are not measured);
 * - returning shoppers: 50 shoppers, each with a session and a product in the basket.
 * Prints p50/p95/p99, errors and how answers came (kept or drawn) at each rate, and the highest rate at which p95
 * stays within the aim, next to the aims.
 */
import { parseArgs } from 'node:util';
import { createThrowawayPostgres } from '../api/src/platform/database/throwaway-postgres';
import { ADMIN_URL, serverAnswers } from './lib/bench-database';
import { HttpShopper } from './lib/checkout-shopper';
import { runOpenLoopProcess } from './lib/load-process';
import type { OpenLoopResult, OpenLoopVisit } from './lib/open-loop-load';
import { startSpareStore } from './lib/spare-store';

const PORT = Number(process.env.BENCH_PORT ?? 3295);
const BASE = `http://localhost:${PORT}`;
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const AIMS = { first: { rate: 150, p95: 100 }, returning: { rate: 60, p95: 150 } } as const;
const RETURNING_SHOPPERS = 50;
const WANTED_ADDRESSES = 320;

interface Menu {
  path: string[];
  children: Menu[];
}

/** Page addresses of every kind, found through the API as a shopper reaches them. */
async function pageAddresses(): Promise<string[]> {
  const shopper = new HttpShopper(BASE);
  const menu = (await shopper.call('GET', '/api/category/menu')).json as Menu[];
  const categories = menu.flatMap((top) => [top, ...top.children]).map((c) => `/catalog/${c.path.join('/')}`);
  const articles = (await shopper.call('GET', '/api/content/articles')).json as { items: Array<{ id: number }> };
  const fixed = ['/', '/pharmacies', ...categories, ...articles.items.slice(0, 10).map((a) => `/articles/${a.id}`)];
  const products = new Set<string>();
  for (const category of menu.flatMap((top) => top.children)) {
    if (fixed.length + products.size >= WANTED_ADDRESSES) break;
    const listing = (await shopper.call('GET', `/api/products?category=${category.path.join('/')}`)).json as {
      productList: { items: Array<{ slug: string }> };
    };
    for (const item of listing.productList.items.slice(0, 12)) products.add(`/catalog/product/${item.slug}`);
  }
  return [...fixed, ...products];
}

/** Shoppers who have been here before: a session each, with a product in the basket. */
async function returningShoppers(): Promise<string[]> {
  const shopper = new HttpShopper(BASE);
  const listing = (await shopper.call('GET', '/api/products?inStock=true')).json as {
    productList: { items: Array<{ id: number }> };
  };
  const cookies: string[] = [];
  for (let i = 0; i < RETURNING_SHOPPERS; i++) {
    const returning = new HttpShopper(BASE);
    await returning.call('GET', '/api/customer/');
    const product = listing.productList.items[i % listing.productList.items.length]!;
    const added = await returning.call('POST', '/api/cart/', { productId: product.id, quantity: 1 });
    if (added.status !== 200) throw new Error(`a returning shopper could not fill the basket: ${added.status}`);
    cookies.push(returning.cookieHeader());
  }
  return cookies;
}

const visitsOf = (paths: string[], cookies: string[]): OpenLoopVisit[] =>
  paths.flatMap((path, i) =>
    [PHONE_UA, DESKTOP_UA].map((userAgent, j) => ({ path, userAgent, cookie: cookies[(i * 2 + j) % cookies.length]! })),
  );

/** Each first visit once, two at a time: the pages a store keeps once it has run for a minute. */
async function warmUp(visits: OpenLoopVisit[]) {
  const queue = [...visits];
  const worker = async () => {
    for (let visit = queue.shift(); visit; visit = queue.shift()) {
      const answer = await fetch(new URL(visit.path, BASE), {
        headers: { accept: 'text/html', 'user-agent': visit.userAgent },
      });
      await answer.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 2 }, worker));
}

async function stepRates(visits: OpenLoopVisit[], rates: number[], seconds: number, aimMs: number) {
  const results: OpenLoopResult[] = [];
  for (const rate of rates) {
    const result = await runOpenLoopProcess({
      base: BASE,
      rate,
      durationMs: seconds * 1000,
      visits,
      seed: rate,
      accept: 'text/html,application/xhtml+xml',
      timeoutMs: 10_000,
    });
    results.push(result);
    // a queue that has grown this far only grows at a higher rate
    if (result.ms.p95 > Math.max(1000, aimMs * 10)) break;
  }
  return results;
}

async function measureEngine(
  engine: 'pglite' | 'postgres',
  options: { seconds: number; first: number[]; returning: number[] },
) {
  const database = engine === 'postgres' ? await createThrowawayPostgres(ADMIN_URL, 'apteka_bench_pages', 1) : null;
  if (database) process.env.DATABASE_URL = database.connectionString;
  else delete process.env.DATABASE_URL;
  const store = startSpareStore(PORT, 'bench-pages');
  try {
    await store.ready();
    const paths = await pageAddresses();
    const firstVisits = visitsOf(paths, ['']);
    // each address once, as the store's first minutes would: what is measured is the store in its stride
    await warmUp(firstVisits);
    const first = await stepRates(firstVisits, options.first, options.seconds, AIMS.first.p95);
    const returning = await stepRates(
      visitsOf(paths, await returningShoppers()),
      options.returning,
      options.seconds,
      AIMS.returning.p95,
    );
    return { engine, addresses: paths.length, first, returning };
  } finally {
    store.stop();
    await database?.dispose();
  }
}

function report(name: string, results: OpenLoopResult[], aim: { rate: number; p95: number }) {
  console.log(`\n${name} — aim: ≥ ${aim.rate} pages/s at p95 ≤ ${aim.p95} ms\n`);
  console.log('| rate | answered/s | p50 | p95 | p99 | errors | kept / drawn |');
  console.log('|---|---|---|---|---|---|---|');
  for (const result of results) {
    const cache = `${result.pageCache.kept ?? 0} / ${result.pageCache.drawn ?? 0}${result.pageCache.none ? ` (+${result.pageCache.none} for the shopper)` : ''}`;
    console.log(
      `| ${result.rate}/s | ${result.throughput.toFixed(0)} | ${result.ms.p50.toFixed(0)} ms | ${result.ms.p95.toFixed(0)} ms | ` +
        `${result.ms.p99.toFixed(0)} ms | ${result.errors} | ${cache} |`,
    );
    for (const sample of result.errorSamples) console.log(`  ${sample}`);
  }
  const holding = results.filter((result) => result.ms.p95 <= aim.p95 && result.errors === 0).map((r) => r.rate);
  const best = holding.length ? Math.max(...holding) : 0;
  console.log(
    `\nhighest rate with p95 ≤ ${aim.p95} ms and no errors: ${best}/s (aim ${aim.rate}/s) ${best >= aim.rate ? 'MET' : 'NOT MET'}`,
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '10' },
      engines: { type: 'string', default: 'pglite,postgres' },
      first: { type: 'string', default: '50,100,150,200,300,450,600' },
      returning: { type: 'string', default: '10,20,40,60,80' },
    },
  });
  const rates = (text: string) =>
    text
      .split(',')
      .map(Number)
      .filter((n) => n > 0);
  const options = { seconds: Number(values.seconds), first: rates(values.first), returning: rates(values.returning) };
  const wanted = values.engines.split(',') as Array<'pglite' | 'postgres'>;
  const { hostname, port } = new URL(ADMIN_URL);
  const engines = [];
  for (const engine of wanted) {
    if (engine === 'postgres' && !(await serverAnswers(hostname, Number(port || 5432)))) {
      console.log('the PostgreSQL server does not answer: measured on PGlite only');
      continue;
    }
    engines.push(await measureEngine(engine, options));
  }
  console.log(
    `\nbench:pages — ${new Date().toISOString()}, one store process, load from a separate process, ${options.seconds} s per rate`,
  );
  for (const measured of engines) {
    console.log(`\n## ${measured.engine}: ${measured.addresses} addresses × phone and desktop`);
    report('first visits (no cookies)', measured.first, AIMS.first);
    report(
      `returning shoppers (${RETURNING_SHOPPERS}, each with a session and a basket)`,
      measured.returning,
      AIMS.returning,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
