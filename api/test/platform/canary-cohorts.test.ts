import '../support/native-modules';
import type { FastifyInstance } from 'fastify';
import { COHORT_COOKIE, canaryPosition } from '@apteka/contracts';
import { buildTestApp, openCatalogueDatabase, Visitor, type TestDatabase } from '../support/test-app';
import { drawnVersionOf, publishStandIns } from '../support/stand-in-bundles';
import { originFolder, moveFromCurrent } from '../support/published-builds';

const PHONE = 'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';

/**
 * A canary drawn by the server: the first answer gives a new browser its cohort in a cookie, each page's remote is
 * drawn at the version of that cohort with that version's own server bundle, and the page preloads the same
 * version the browser will load.
 */
describe('a canary drawn by the server', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let folder: ReturnType<typeof originFolder>;

  beforeAll(async () => {
    database = await openCatalogueDatabase('pglite');
    folder = originFolder();
    await publishStandIns({ db: database.db, origin: folder.origin }, ['1.0.0', '1.1.0']);
    await moveFromCurrent(database.db, 'content', { action: 'canary', version: '1.1.0', percent: 50 });
    app = await buildTestApp(database.db, {
      ...folder.config,
      serverRender: { enabled: true, budgetMs: 5000 },
      pageCacheSeconds: 60,
    });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    folder?.remove();
  });

  const open = (visitor: Visitor) =>
    visitor.request({ method: 'GET', url: '/', headers: { accept: 'text/html', 'user-agent': PHONE } });
  const drawnVersion = (html: string) => drawnVersionOf(html, 'content');
  const preloaded = (html: string) =>
    /<link rel="preload" as="fetch"[^>]*href="\/remotes\/content\/([^/]+)\//.exec(html)?.[1];

  test("new visitors' first views are all drawn by the server, at their cohort's version, and stay there", async () => {
    const seen = new Map<string, Visitor>();
    for (let i = 0; i < 12; i += 1) {
      const visitor = new Visitor(app);
      const page = await open(visitor);
      expect(page.statusCode).toBe(200);
      const cohort = visitor.cookies.get(COHORT_COOKIE)!;
      expect(cohort).toMatch(/^[0-9a-f-]{36}$/);
      const expected = canaryPosition(cohort, 'content') < 50 ? '1.1.0' : '1.0.0';
      expect(drawnVersion(page.body)).toBe(expected);
      expect(page.body).toContain(`data-server-version="${expected}"`);
      // the browser is told to fetch the same version it was drawn
      expect(preloaded(page.body)).toBe(expected);
      seen.set(expected, visitor);
    }
    expect([...seen.keys()].sort()).toEqual(['1.0.0', '1.1.0']);

    for (const [version, visitor] of seen) {
      const again = await open(visitor);
      expect(drawnVersion(again.body)).toBe(version);
      // a browser that has its cohort is given no other
      expect(again.headers['set-cookie']?.toString() ?? '').not.toContain(`${COHORT_COOKIE}=`);
    }
  });

  test('kept pages are kept per version: a cohort is never sent the page drawn for the other', async () => {
    const inside = new Visitor(app);
    const outside = new Visitor(app);
    for (let i = 0; ; i += 1) {
      const id = `kept-cohort-${i}`;
      const place = canaryPosition(id, 'content') < 50 ? inside : outside;
      if (!place.cookies.has(COHORT_COOKIE)) place.cookies.set(COHORT_COOKIE, id);
      if (inside.cookies.has(COHORT_COOKIE) && outside.cookies.has(COHORT_COOKIE)) break;
    }
    for (let round = 0; round < 2; round += 1) {
      expect(drawnVersion((await open(inside)).body)).toBe('1.1.0');
      expect(drawnVersion((await open(outside)).body)).toBe('1.0.0');
    }
  });

  test('a crawler keeps no cohort and is drawn the current version', async () => {
    const crawler = await app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (compatible; YandexBot/3.0)' },
    });
    expect(drawnVersion(crawler.body)).toBe('1.0.0');
    expect(crawler.headers['set-cookie']?.toString() ?? '').not.toContain(`${COHORT_COOKIE}=`);
  });
});
