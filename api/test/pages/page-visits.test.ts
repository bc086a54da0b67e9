import '../support/native-modules';
import type { FastifyInstance } from 'fastify';
import { likelyAddresses, mostVisitedAddresses, pageVisitTally } from '../../src/modules/pages';
import type { Queryable } from '../../src/platform/database/types';
import { originFolder, publishDrawingStore, serverBundle } from '../support/published-builds';
import {
  buildTestApp,
  engines,
  openCatalogueDatabase,
  openMigratedDatabase,
  Visitor,
  type TestDatabase,
} from '../support/test-app';

const DAY_MS = 24 * 3600_000;
const NOW = Date.parse('2026-11-30T12:00:00Z');

function quietLog() {
  const warnings: unknown[] = [];
  const log = { warn: (...args: unknown[]) => warnings.push(args) };
  return { log, warnings };
}

/** A tally that never writes by itself: the test writes when it means to. */
const tallyOn = (db: Queryable, options: { mostAddresses?: number; now?: () => number } = {}) =>
  pageVisitTally({ db, log: quietLog().log, everyMs: 3600_000, now: () => NOW, ...options });

async function visitsOf(db: Queryable) {
  const { rows } = await db.query<{ address: string; day: string; visits: number }>(
    "SELECT address, to_char(day, 'YYYY-MM-DD') AS day, visits FROM page_visits ORDER BY day, address",
  );
  return rows;
}

describe.each(engines)('page visits counted by every instance (%s)', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openMigratedDatabase(engine);
  });
  beforeEach(async () => {
    await database.db.query('DELETE FROM page_visits');
  });
  afterAll(async () => {
    await database?.dispose();
  });

  test('instances add their counts to the day of the store, and the most visited come first', async () => {
    const [one, two] = [tallyOn(database.db), tallyOn(database.db)];
    for (const address of ['/pharmacies', '/pharmacies?utm_source=mail', '/catalog', '/catalog/product/a?tab=use']) {
      one.count(address);
    }
    for (const address of ['/catalog', '/catalog', '/']) two.count(address);
    await Promise.all([one.write(), two.write()]);
    // a second write adds to the first, and one with nothing new writes nothing
    one.count('/');
    await one.write();
    await one.stop();
    await two.stop();

    expect(await visitsOf(database.db)).toEqual([
      { address: '/', day: '2026-11-30', visits: 2 },
      { address: '/catalog', day: '2026-11-30', visits: 3 },
      { address: '/catalog/product/a', day: '2026-11-30', visits: 1 },
      { address: '/pharmacies', day: '2026-11-30', visits: 2 },
    ]);
    // ties by address, so that every instance reads one list
    expect(await mostVisitedAddresses(database.db, 3, NOW)).toEqual(['/catalog', '/', '/pharmacies']);
  });

  test("counts at most so many addresses between writes, and none of a shopper's own pages", async () => {
    const tally = tallyOn(database.db, { mostAddresses: 2 });
    const notPublic = [
      `/${'x'.repeat(300)}`,
      'http://elsewhere/',
      '/shared-cart/a1b2c3',
      '/lk/orders',
      '/search?q=тест',
      '/a\0',
    ];
    for (const address of [...notPublic, '/a', '/b', '/c', '/a']) tally.count(address);
    await tally.write();
    expect(await visitsOf(database.db)).toEqual([
      { address: '/a', day: '2026-11-30', visits: 2 },
      { address: '/b', day: '2026-11-30', visits: 1 },
    ]);
    // after the write the count starts again
    tally.count('/c');
    await tally.stop();
    expect((await visitsOf(database.db)).map((row) => row.address)).toEqual(['/a', '/b', '/c']);
  });

  test('only the last week is read, and the first write of a day deletes what is older', async () => {
    let now = NOW - 8 * DAY_MS;
    const tally = tallyOn(database.db, { now: () => now });
    for (const address of ['/old', '/old', '/old']) tally.count(address);
    await tally.write();
    now = NOW - 6 * DAY_MS;
    tally.count('/week');
    await tally.write();
    expect(await mostVisitedAddresses(database.db, 5, NOW)).toEqual(['/week']);

    now = NOW;
    tally.count('/today');
    await tally.stop();
    expect((await visitsOf(database.db)).map((row) => row.address)).toEqual(['/week', '/today']);
  });
});

test('a write the database refuses is logged and its counts dropped, never thrown', async () => {
  const { log, warnings } = quietLog();
  const refusing: Queryable = { query: () => Promise.reject(new Error('the database is away')) };
  const tally = pageVisitTally({ db: refusing, log, everyMs: 3600_000 });
  tally.count('/');
  await expect(tally.stop()).resolves.toBeUndefined();
  expect(warnings).toHaveLength(1);
});

const INDEX =
  '<!doctype html><html lang=ru><head><meta charset=utf-8><title>Интернет-аптека</title></head><body><div id=root></div><script defer src=/main.js></script></body></html>';
const PHONE = 'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)';
const SHELL_BUNDLE = `
exports.render = async (input) => {
  const slot = input.remote ? '<!--apteka-remote:' + input.remote.name + '-->' : '';
  return { html: '<header>drawn</header><main>' + slot + '</main>', head: '', styles: '', state: {}, bus: {} };
};`;

describe('what shoppers open is what a starting instance draws ahead', () => {
  let database: TestDatabase;
  let folder: ReturnType<typeof originFolder>;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await openCatalogueDatabase('pglite');
    folder = originFolder();
    const deps = { db: database.db, origin: folder.origin };
    await publishDrawingStore(deps, { index: INDEX, shell: SHELL_BUNDLE, catalog: serverBundle('<p>catalog</p>') });
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.dispose();
    folder?.remove();
  });

  const startInstance = async (warmPages: number) => {
    const app = await buildTestApp(database.db, {
      ...folder.config,
      serverRender: { enabled: true, budgetMs: 600_000 },
      catalogCacheSeconds: 600,
      warmPages,
      // readiness waits for the warming however slow a busy machine draws
      warmReadyMs: 600_000,
    });
    apps.push(app);
    return app;
  };
  const openPage = (app: FastifyInstance, url: string, userAgent = PHONE) =>
    new Visitor(app).request({ method: 'GET', url, headers: { accept: 'text/html', 'user-agent': userAgent } });

  test('the pages given to anonymous shoppers are counted, and a restarted instance draws the most visited first', async () => {
    const first = await startInstance(0);
    for (let visit = 0; visit < 3; visit++) expect((await openPage(first, '/pharmacies')).statusCode).toBe(200);
    expect((await openPage(first, '/catalog')).statusCode).toBe(200);
    // neither a crawler's pages nor a page that is not there are what shoppers open
    for (let visit = 0; visit < 4; visit++) await openPage(first, '/catalog', CRAWLER);
    expect((await openPage(first, '/no-such-page')).statusCode).toBe(404);
    await first.close();
    expect(await mostVisitedAddresses(database.db, 5)).toEqual(['/pharmacies', '/catalog']);
    // with too few visits counted, the store's guesses follow
    expect(await likelyAddresses({ db: database.db }, 4)).toEqual(['/pharmacies', '/catalog', '/', expect.any(String)]);

    const restarted = await startInstance(1);
    const deadline = Date.now() + 120_000;
    while ((await restarted.inject({ method: 'GET', url: '/api/ready' })).statusCode !== 200) {
      if (Date.now() > deadline) throw new Error('the restarted instance never became ready');
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect((await openPage(restarted, '/pharmacies')).headers['x-page-cache']).toBe('kept');
    // the front page, first of the store's guesses, was not drawn ahead: the one page drawn ahead is the most visited
    expect((await openPage(restarted, '/')).headers['x-page-cache']).toBe('drawn');
  });
});
