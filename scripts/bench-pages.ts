/**
 * `npm run bench:pages [-- --seconds 10 --engines pglite,postgres --first 50,100,150,200,300,450,600 --returning 10,20,40,60,80]`
 * or `npm run bench:pages -- --cold start,restart,move,cluster,kill [--cold-rate 150 --cold-seconds 30]`:
 * how many pages a second one store process draws while p95 holds. Builds for production and starts the store on
 * a spare port (PGlite, then a throw-away database on the PostgreSQL server when it answers), finds 300+ page
 * addresses as a shopper reaches them (home, every category, products of each listing, articles, pharmacies), then
 * sends pages from a separate process at fixed open-loop rates, each rate for `--seconds`, on a phone's and a
 * desktop's user agent:
 * - first visits: no cookies, each address once asked before (the store's first minutes are not measured);
 * - returning shoppers: 50 shoppers, each with a session and a product in the basket.
 * Prints p50/p95/p99, errors and how answers came (kept or drawn) at each rate, and the highest rate at which p95
 * stays within the aim, next to the aims.
 *
 * Cold runs (`--cold`) measure a surge on pages nobody has asked for yet: first visits at `--cold-rate` over the
 * whole list, for `--cold-seconds`, started right after the store starts (`start`, on PGlite), right after it is
 * restarted on its data once shoppers had opened every address (`restart`: what it draws ahead at start is what
 * they opened most), right after a registry move of the catalog once every page was kept (`move`: a copy of its
 * build published under a new version), and through nginx on a fresh `npm run cluster` of three instances on a
 * throw-away PostgreSQL database (`cluster`), the same with one instance killed 10 s into the surge and started again
 * by the cluster's supervisor (`kill`).
 * Each prints p50/p95/errors over the run, how answers came, and the second from which p95 stays within 100 ms.
 *
 * `--draw-cost`: what one drawing costs in CPU, which a shared machine's other work moves less than a latency
 * (though a machine at load 10 inflates it by up to half: compare runs one after the other, at a like load). A store
 * that draws nothing ahead (WARM_PAGES=0) is asked for every address on a phone and a desktop, two at a time, once
 * each; the CPU time its processes spent meanwhile (/proc) is divided by the pages drawn, for the API's process and
 * the renderers' apart.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createThrowawayPostgres } from '../api/src/platform/database/throwaway-postgres';
import { localDeployToken, packBuild, readBuildFolder } from '../api/src/releases';
import { findApp } from './lib/apps';
import { startCluster } from './lib/cluster';
import { platformClient } from './lib/platform-client';
import { ADMIN_URL, serverAnswers } from './lib/bench-database';
import { HttpShopper } from './lib/checkout-shopper';
import { runOpenLoopProcess } from './lib/load-process';
import type { OpenLoopResult, OpenLoopVisit } from './lib/open-loop-load';
import { startSpareStore } from './lib/spare-store';
import { cpuIndexOfMachine } from './lib/cpu-index';
import { cpuSpent, groupCpu } from './lib/group-cpu';

const PORT = Number(process.env.BENCH_PORT ?? 3295);
const BASE = `http://localhost:${PORT}`;
const CLUSTER_PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 8095);
const CLUSTER_FIRST_INSTANCE_PORT = Number(process.env.BENCH_CLUSTER_INSTANCE_PORT ?? 3296);
/** A cold run is back in its stride once every second's p95 stays within this, with no error. */
const STRIDE_P95_MS = 100;
const COLD_AIMS = { p95: 1000, strideWithinS: 10 } as const;
/** the remote moved in the `move` run: most of the addresses are its pages */
const MOVED_APP = 'catalog';
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
async function pageAddresses(base = BASE): Promise<string[]> {
  const shopper = new HttpShopper(base);
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
    await store.stop();
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

/** What a store's process is, by its command line: a renderer runs under Node's permission model. */
const processKind = (command: string) =>
  /--(experimental-)?permission\b/.test(command)
    ? 'renderers'
    : command.includes('api/src/main.ts')
      ? 'API'
      : 'launchers';

async function drawCost() {
  delete process.env.DATABASE_URL;
  process.env.WARM_PAGES = '0';
  const store = startSpareStore(PORT, 'bench-pages-draw-cost');
  try {
    await store.ready();
    const paths = await pageAddresses();
    const visits = visitsOf(paths, ['']);
    const before = groupCpu(store.group);
    const started = Date.now();
    const came: Record<string, number> = {};
    const queue = [...visits];
    const worker = async () => {
      for (let visit = queue.shift(); visit; visit = queue.shift()) {
        const answer = await fetch(new URL(visit.path, BASE), {
          headers: { accept: 'text/html', 'user-agent': visit.userAgent, 'accept-encoding': 'gzip' },
        });
        await answer.arrayBuffer();
        const how = answer.headers.get('x-page-cache') ?? `status ${answer.status}`;
        came[how] = (came[how] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: 2 }, worker));
    const seconds = (Date.now() - started) / 1000;
    const spent = cpuSpent(before, groupCpu(store.group), ({ command }) => processKind(command));
    const drawn = came.drawn ?? 0;
    const perDrawing = (ms = 0) => (drawn > 0 ? (ms / drawn).toFixed(1) : '—');
    const total = Object.values(spent).reduce((sum, ms) => sum + ms, 0);
    console.log(
      `\nbench:pages --draw-cost — ${new Date().toISOString()}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(
      `${visits.length} first visits (${paths.length} addresses × phone and desktop) in ${seconds.toFixed(1)} s; ` +
        `answers: ${Object.entries(came)
          .map(([how, count]) => `${how} ${count}`)
          .join(', ')}`,
    );
    console.log('\n| CPU ms per page drawn | API | renderers | launchers | all |');
    console.log('|---|---|---|---|---|');
    console.log(
      `| ${drawn} pages | ${perDrawing(spent.API)} | ${perDrawing(spent.renderers)} | ${perDrawing(spent.launchers)} | ${perDrawing(total)} |`,
    );
  } finally {
    await store.stop();
  }
}

interface ColdRun {
  label: string;
  addresses: number;
  result: OpenLoopResult;
  /** the machine's 1-minute load average as the surge began and as it ended: what else was running */
  load: [number, number];
  /** seconds from the store's processes being started to their readiness, the surge's start (not after a move) */
  readyAfterS?: number;
}

/** A surge of first visits over every address, none of them asked for before, and the machine's load around it. */
async function coldLoad(base: string, paths: string[], options: ColdOptions) {
  const before = os.loadavg()[0]!;
  const result = await runOpenLoopProcess({
    base,
    rate: options.rate,
    durationMs: options.seconds * 1000,
    visits: visitsOf(paths, ['']),
    seed: 47,
    accept: 'text/html,application/xhtml+xml',
    timeoutMs: 10_000,
  });
  return { result, addresses: paths.length, load: [before, os.loadavg()[0]!] as [number, number] };
}

interface ColdOptions {
  runs: Set<string>;
  rate: number;
  seconds: number;
}

/**
 * A new version of the catalog (its build as it is, under a version of its own), published and given to everyone
 * through the store's deploy API: the call returns once the store serves it.
 */
async function moveCatalog(base: string, token: string): Promise<string> {
  const client = platformClient({ url: base, token, local: true });
  const files = readBuildFolder(path.join(findApp(MOVED_APP).dir, 'dist'));
  const info = JSON.parse(files.get('build-info.json')!.toString('utf8')) as { version: string };
  const version = `${info.version.replace(/[-+].*$/, '')}-cold.${Date.now()}`;
  files.set('build-info.json', Buffer.from(JSON.stringify({ ...info, version })));
  const published = await client.publish(MOVED_APP, version, await packBuild(files));
  if (published.move) return version;
  const { revision } = await client.position(MOVED_APP);
  await client.move(MOVED_APP, { action: 'deploy', version, expectedRevision: revision, reason: 'bench:pages' });
  return version;
}

/**
 * One store process on PGlite: a surge right after it starts, then right after it is restarted on its data (every
 * address opened before), then (every page kept) right after a move.
 */
async function coldStore(options: ColdOptions): Promise<ColdRun[]> {
  delete process.env.DATABASE_URL;
  const secret = `bench-pages-${Date.now()}-${Math.random()}`;
  process.env.SESSION_SECRET = secret;
  const store = startSpareStore(PORT, 'bench-pages-cold');
  const runs: ColdRun[] = [];
  const readyAfterS = async (started: number) => {
    await store.ready();
    return (Date.now() - started) / 1000;
  };
  try {
    const started = await readyAfterS(Date.now());
    const paths = await pageAddresses();
    if (options.runs.has('start')) {
      runs.push({
        label: 'right after a start (one store process, PGlite)',
        ...(await coldLoad(BASE, paths, options)),
        readyAfterS: started,
      });
    }
    if (options.runs.has('restart')) {
      // every address opened by shoppers before the restart, which the store counts for the warming at its next start
      await warmUp(visitsOf(paths, ['']));
      const restartedAt = Date.now();
      await store.restart();
      const restarted = await readyAfterS(restartedAt);
      runs.push({
        label: 'right after a restart (one store process, PGlite, every address opened before it)',
        ...(await coldLoad(BASE, paths, options)),
        readyAfterS: restarted,
      });
    }
    if (options.runs.has('move')) {
      await warmUp(visitsOf(paths, ['']));
      const version = await moveCatalog(BASE, localDeployToken(secret));
      runs.push({
        label: `right after a move (${MOVED_APP}@${version} to everyone, every page kept before it)`,
        ...(await coldLoad(BASE, paths, options)),
      });
    }
  } finally {
    await store.stop();
    delete process.env.SESSION_SECRET;
  }
  return runs;
}

/** How far into the `kill` run's surge one instance of the cluster is killed. */
const KILL_AT_S = 10;

/**
 * Three instances behind nginx, on a throw-away PostgreSQL database: a surge as soon as nginx answers; with `kill`,
 * the second instance is killed (SIGKILL) `KILL_AT_S` into it, and the cluster's supervisor starts it again.
 */
async function coldCluster(options: ColdOptions, { kill = false } = {}): Promise<ColdRun> {
  const database = await createThrowawayPostgres(ADMIN_URL, 'apteka_bench_pages_cluster', 1);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-cluster-'));
  try {
    const started = Date.now();
    const cluster = await startCluster({
      databaseUrl: database.connectionString,
      instances: 3,
      port: CLUSTER_PORT,
      firstInstancePort: CLUSTER_FIRST_INSTANCE_PORT,
      dir,
    });
    const readyAfterS = (Date.now() - started) / 1000;
    try {
      const paths = await pageAddresses(cluster.address);
      const killLater = async () => {
        await new Promise((resolve) => setTimeout(resolve, KILL_AT_S * 1000));
        await cluster.kill(1);
      };
      // awaited together: a surge that fails while the kill waits still reaches the `finally` that stops the cluster
      const [surge] = await Promise.all([coldLoad(cluster.address, paths, options), kill ? killLater() : undefined]);
      return {
        label: kill
          ? `through nginx right after \`npm run cluster\` starts (3 instances), one killed at ${KILL_AT_S} s`
          : 'through nginx right after `npm run cluster` starts (3 instances)',
        ...surge,
        readyAfterS,
      };
    } finally {
      await cluster.stop();
    }
  } finally {
    await database.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The second of the run from which every second's p95 stays within the stride, with no error; null: never. */
function strideFrom(perSecond: OpenLoopResult['perSecond']): number | null {
  let from: number | null = null;
  perSecond.forEach((second, index) => {
    if (second.p95 > STRIDE_P95_MS || second.errors > 0) from = null;
    else from ??= index;
  });
  return from;
}

function reportCold(runs: ColdRun[], options: ColdOptions) {
  console.log(
    `\ncold runs — ${options.rate} first visits/s for ${options.seconds} s over every address × phone and desktop; ` +
      `aims: 0 errors, p95 ≤ ${COLD_AIMS.p95} ms over the run, p95 ≤ ${STRIDE_P95_MS} ms again within ${COLD_AIMS.strideWithinS} s\n`,
  );
  console.log('| run | addresses | answered/s | p50 | p95 | p99 | errors | p95 ≤ 100 ms from | how answers came |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const { label, addresses, result, load, readyAfterS } of runs) {
    const from = strideFrom(result.perSecond);
    const came = Object.entries(result.pageCache)
      .map(([how, count]) => `${how} ${count}`)
      .join(', ');
    console.log(
      `| ${label} | ${addresses} | ${result.throughput.toFixed(0)} | ${result.ms.p50.toFixed(0)} ms | ` +
        `${result.ms.p95.toFixed(0)} ms | ${result.ms.p99.toFixed(0)} ms | ${result.errors} | ` +
        `${from === null ? 'never' : `${from} s`} | ${came} |`,
    );
    const kinds = Object.entries(result.errorKinds).sort(([, a], [, b]) => b - a);
    if (kinds.length > 0) console.log(`  errors: ${kinds.map(([kind, count]) => `${count} × ${kind}`).join('; ')}`);
    for (const sample of result.errorSamples) console.log(`  ${sample}`);
    const met =
      result.errors === 0 && result.ms.p95 <= COLD_AIMS.p95 && from !== null && from <= COLD_AIMS.strideWithinS;
    console.log(
      `  load average of the machine (1 min): ${load[0].toFixed(1)} as it began, ${load[1].toFixed(1)} as it ended`,
    );
    if (readyAfterS !== undefined) {
      console.log(`  ready ${readyAfterS.toFixed(1)} s after its processes were started`);
    }
    console.log(`  p95 per second: ${result.perSecond.map((second) => second.p95.toFixed(0)).join(' ')}`);
    console.log(`  aims ${met ? 'MET' : 'NOT MET'}`);
  }
}

async function cold(options: ColdOptions) {
  const runs: ColdRun[] = [];
  const indexBefore = await cpuIndexOfMachine();
  if (['start', 'restart', 'move'].some((run) => options.runs.has(run))) runs.push(...(await coldStore(options)));
  if (options.runs.has('cluster') || options.runs.has('kill')) {
    const { hostname, port } = new URL(ADMIN_URL);
    if (!(await serverAnswers(hostname, Number(port || 5432)))) {
      console.log('the PostgreSQL server does not answer: no cluster run');
    } else {
      if (options.runs.has('cluster')) runs.push(await coldCluster(options));
      if (options.runs.has('kill')) runs.push(await coldCluster(options, { kill: true }));
    }
  }
  const indexAfter = await cpuIndexOfMachine();
  console.log(`\nbench:pages --cold — ${new Date().toISOString()}, load from a separate process`);
  console.log(`Lighthouse's CPU index before: ${indexBefore}, after: ${indexAfter}`);
  reportCold(runs, options);
}

async function main() {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '10' },
      engines: { type: 'string', default: 'pglite,postgres' },
      first: { type: 'string', default: '50,100,150,200,300,450,600' },
      returning: { type: 'string', default: '10,20,40,60,80' },
      cold: { type: 'string' },
      'cold-rate': { type: 'string', default: '150' },
      'cold-seconds': { type: 'string', default: '30' },
      'draw-cost': { type: 'boolean', default: false },
    },
  });
  if (values['draw-cost']) {
    await drawCost();
    return;
  }
  if (values.cold !== undefined) {
    const runs = new Set(values.cold.split(',').filter(Boolean));
    const unknown = [...runs].filter((run) => !['start', 'restart', 'move', 'cluster', 'kill'].includes(run));
    if (unknown.length > 0 || runs.size === 0) throw new Error('--cold: start, restart, move, cluster and/or kill');
    await cold({ runs, rate: Number(values['cold-rate']), seconds: Number(values['cold-seconds']) });
    return;
  }
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
