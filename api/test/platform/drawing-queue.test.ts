import '../support/native-modules';
import type { FastifyInstance } from 'fastify';
import type { RegistryApp } from '../../src/releases/registry/registry-moves';
import { signInBySms } from '../support/auth';
import { firstAnswersOf } from '../support/page-html';
import {
  originFolder,
  publishFixture,
  remoteBuild,
  serverBundle,
  shellBuild,
  moveFromCurrent,
} from '../support/published-builds';
import { buildTestApp, openCatalogueDatabase, Visitor, type TestDatabase } from '../support/test-app';

/**
 * The drawing queue of one instance, one drawing at a time and no line: a drawing that does not end holds the only
 * slot (until its shell's renderer is stopped by a move), and every other page is answered at once without one.
 */
const INDEX =
  '<!doctype html><html lang=ru><head><meta charset=utf-8><title>Интернет-аптека</title></head><body><div id=root></div><script defer src=/main.js></script></body></html>';
const PHONE = 'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const DRAWN = '<header>drawn by the server</header>';

/**
 * The stand-in shell: a page asked for with `hold` is never finished (until its renderer is stopped), and the home
 * page (the likeliest, drawn ahead at start) takes a while.
 */
const SHELL_BUNDLE = `
exports.render = async (input) => {
  if (input.url.includes('hold')) await new Promise(() => {});
  if (input.url === '/') await new Promise((resolve) => setTimeout(resolve, 500));
  await input.fetch('/layout/location');
  const slot = input.remote ? '<!--apteka-remote:' + input.remote.name + '-->' : '';
  return { html: ${JSON.stringify(DRAWN)} + '<main>' + slot + '</main>', head: '', styles: '', state: {}, bus: {} };
};`;
const catalogBuild = (version: string) =>
  remoteBuild('catalog', version, { 'server/render.js': serverBundle(`<p>catalog ${version}</p>`) });
const METRICS_TOKEN = 'metrics-token-of-the-drawing-queue-test';

describe('a drawing queue with no room', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let folder: ReturnType<typeof originFolder>;
  let held: Promise<unknown> | undefined;
  let productPage: string;

  const deps = () => ({ db: database.db, origin: folder.origin });
  const move = (app: RegistryApp, version: string) => moveFromCurrent(database.db, app, { action: 'deploy', version });

  beforeAll(async () => {
    database = await openCatalogueDatabase('pglite');
    folder = originFolder();
    await publishFixture(
      deps(),
      'shell',
      '1.0.0',
      shellBuild('1.0.0', { 'index.html': INDEX, 'server/render.js': SHELL_BUNDLE }),
    );
    await publishFixture(deps(), 'catalog', '1.0.0', catalogBuild('1.0.0'));
    app = await buildTestApp(database.db, {
      ...folder.config,
      serverRender: { enabled: true, budgetMs: 600_000 },
      catalogCacheSeconds: 600,
      drawingQueue: { concurrency: 1, maxWaiting: 0, maxWaitMs: 0, background: 1 },
      warmPages: 1,
      // readiness waits for the warming however slow a busy machine draws
      warmReadyMs: 600_000,
      metrics: { token: METRICS_TOKEN },
    });
    const { slug } = (await database.db.query<{ slug: string }>('SELECT slug FROM products ORDER BY id LIMIT 1'))
      .rows[0]!;
    productPage = `/catalog/product/${slug}`;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    // the held drawing ends with its renderer
    await held?.catch(() => undefined);
    await database?.dispose();
    folder?.remove();
  });

  const openPage = (visitor: Visitor, url: string) =>
    visitor.request({ method: 'GET', url, headers: { accept: 'text/html', 'user-agent': PHONE } });
  const metric = async (name: string) => {
    const metrics = await app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const value = new RegExp(`^${name.replace(/[{}"]/g, '\\$&')} (\\d+)$`, 'm').exec(metrics.body)?.[1];
    return value === undefined ? undefined : Number(value);
  };
  /** Reads the metrics until they say what is wanted: the instance works in the background. */
  async function untilMetrics(wanted: Record<string, number>) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const read = await Promise.all(Object.keys(wanted).map(metric));
      if (Object.values(wanted).every((value, i) => read[i] === value)) return;
      if (Date.now() > deadline) throw new Error(`the metrics never read ${JSON.stringify(wanted)}`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  test('draws the likeliest page ahead at start, for a phone and a desktop, and is ready only once it has', async () => {
    const deadline = Date.now() + 60_000;
    let ready = await app.inject({ method: 'GET', url: '/api/ready' });
    while (ready.statusCode !== 200 && Date.now() < deadline) {
      expect(ready.json<{ reasons: string[] }>().reasons).toEqual([
        expect.stringMatching(/^(renderers starting|pages warming)$/),
      ]);
      await new Promise((resolve) => setImmediate(resolve));
      ready = await app.inject({ method: 'GET', url: '/api/ready' });
    }
    expect(ready.statusCode).toBe(200);
    expect(await metric('apteka_page_cache{state="size"}')).toBe(2);
    const first = await openPage(new Visitor(app), '/');
    expect(first.headers['x-page-cache']).toBe('kept');
    expect(first.body).toContain(DRAWN);
  });

  test("answers a first visit with the shell's bare page, 200 and at once, while its one slot is taken", async () => {
    const drawn = await openPage(new Visitor(app), productPage);
    expect(drawn.headers['x-page-cache']).toBe('drawn');
    held = openPage(new Visitor(app), '/?hold=1');
    await untilMetrics({ 'apteka_drawing_queue{state="running"}': 1 });

    for (const visitor of [new Visitor(app), new Visitor(app)]) {
      const page = await openPage(visitor, '/pharmacies');
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-page-cache']).toBe('browser');
      // nothing drawn and nothing asked for: the browser draws the page and asks for its data itself
      expect(page.body).not.toContain(DRAWN);
      expect(page.body).toContain('<div id=root></div>');
      expect(firstAnswersOf(page.body)).toEqual({});
      // with a session of its own, as any first view
      expect(visitor.cookies.has('sid')).toBe(true);
    }
    expect(await metric('apteka_pages_not_drawn_total')).toBe(2);
  });

  test("answers a signed-in shopper with the shell's page and their own first answers, never an error", async () => {
    const shopper = new Visitor(app);
    const { phone } = await signInBySms(shopper);
    const page = await openPage(shopper, '/pharmacies');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-page-cache']).toBeUndefined();
    expect(page.body).not.toContain(DRAWN);
    expect(firstAnswersOf(page.body)['/customer/']).toMatchObject({ isAuthenticated: true, customer: { phone } });
    expect(await metric('apteka_pages_not_drawn_total')).toBe(3);
  });

  test('after a move, sends the page drawn before while it cannot be drawn again, and draws it once it can', async () => {
    await publishFixture(deps(), 'catalog', '1.0.1', catalogBuild('1.0.1'));
    await move('catalog', '1.0.1');
    await app.releases.refresh();
    const moved = await openPage(new Visitor(app), productPage);
    expect(moved.statusCode).toBe(200);
    expect(moved.headers['x-page-cache']).toBe('stale');
    expect(moved.body).toContain('<p>catalog 1.0.0</p>');

    // a move of the shell stops the renderer of the held drawing: the slot is free, and what waited is drawn
    await publishFixture(
      deps(),
      'shell',
      '1.0.1',
      shellBuild('1.0.1', { 'index.html': INDEX, 'server/render.js': SHELL_BUNDLE }),
    );
    await move('shell', '1.0.1');
    await app.releases.refresh();
    await held;
    await untilMetrics({ 'apteka_drawing_queue{state="running"}': 0, 'apteka_drawing_queue{state="backlog"}': 0 });
    const redrawn = await openPage(new Visitor(app), productPage);
    expect(redrawn.headers['x-page-cache']).toBe('kept');
    expect(redrawn.body).toContain('<p>catalog 1.0.1</p>');
  });
});
