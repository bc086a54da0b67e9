import '../support/native-modules';
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { RegistryApp } from '../../src/releases/registry/registry-moves';
import { originFolder, publishFixture, remoteBuild, serverBundle, shellBuild } from '../support/published-builds';
import { buildTestApp, openCatalogueDatabase, type TestDatabase } from '../support/test-app';

/**
 * First visits whose shoppers leave before their page is answered, while the renderer is late: each is still answered
 * (through the failure's page) on a connection that is gone. Such a response never counts as sent, and every wait
 * for it to be sent leaves 'close' listeners on it for good: they must stay within Node's warning bound.
 */
const INDEX =
  '<!doctype html><html lang=ru><head><meta charset=utf-8><title>Интернет-аптека</title></head><body><div id=root></div><script defer src=/main.js></script></body></html>';
const PHONE = 'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
/** The stand-in shell: every page takes longer to draw than the render budget. */
const SHELL_BUNDLE = `
exports.render = async (input) => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  await input.fetch('/layout/location');
  return { html: '<header>drawn by the server</header><main>' + '.'.repeat(4096) + '</main>', head: '', styles: '', state: {}, bus: {} };
};`;
const METRICS_TOKEN = 'metrics-token-of-the-first-view-listeners-test';

describe('a first view whose shopper left before it was drawn', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let folder: ReturnType<typeof originFolder>;
  const deps = () => ({ db: database.db, origin: folder.origin });

  beforeAll(async () => {
    database = await openCatalogueDatabase('pglite');
    folder = originFolder();
    const builds = {
      shell: shellBuild('1.0.0', { 'index.html': INDEX, 'server/render.js': SHELL_BUNDLE }),
      catalog: remoteBuild('catalog', '1.0.0', { 'server/render.js': serverBundle('<p>catalog</p>') }),
    };
    for (const [name, build] of Object.entries(builds))
      await publishFixture(deps(), name as RegistryApp, '1.0.0', build);
    app = await buildTestApp(database.db, {
      ...folder.config,
      serverRender: { enabled: true, budgetMs: 100 },
      catalogCacheSeconds: 600,
      drawingQueue: { concurrency: 1, maxWaiting: 20, maxWaitMs: 600_000, background: 1 },
      metrics: { token: METRICS_TOKEN },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    folder?.remove();
  });

  const queue = async (state: 'running' | 'waiting') => {
    const metrics = await app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    return Number(new RegExp(`^apteka_drawing_queue\\{state="${state}"\\} (\\d+)$`, 'm').exec(metrics.body)?.[1]);
  };
  async function until(what: string, done: () => boolean | Promise<boolean>) {
    const deadline = Date.now() + 30_000;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error(`never: ${what}`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  test('its response is left with no more close listeners than Node warns about', async () => {
    // every response the server makes, and the most 'close' listeners each one held at once
    const most = new Map<http.ServerResponse, number>();
    const proto = http.ServerResponse.prototype;
    const { on, addListener } = proto;
    function counted(this: http.ServerResponse, ...args: Parameters<typeof on>) {
      const result = on.apply(this, args);
      if (args[0] === 'close') most.set(this, Math.max(most.get(this) ?? 0, this.listenerCount('close')));
      return result;
    }
    proto.on = counted;
    proto.addListener = counted;
    try {
      const { port } = app.server.address() as { port: number };
      const responses = new Map<string, http.ServerResponse>();
      // each leaving shopper leaves as soon as the store has their visit: before any answer could be ready for it
      const leaving = new Map<string, AbortController>();
      const track = (req: http.IncomingMessage, res: http.ServerResponse) => {
        responses.set(req.url ?? '', res);
        leaving.get(req.url ?? '')?.abort();
      };
      app.server.on('request', track);
      const open = (url: string, signal?: AbortSignal) =>
        fetch(`http://127.0.0.1:${port}${url}`, { headers: { accept: 'text/html', 'user-agent': PHONE }, signal });
      // one drawing holds the only slot; first visits to other pages come while it runs, and their shoppers leave
      const slow = open('/pharmacies?slow=1');
      await until('the slow page is drawn', async () => (await queue('running')) === 1);
      const slugs = (await database.db.query<{ slug: string }>('SELECT slug FROM products ORDER BY id LIMIT 4')).rows;
      const addresses = slugs.map(({ slug }) => `/catalog/product/${slug}`);
      for (const url of addresses) leaving.set(url, new AbortController());
      const left = addresses.map((url) => open(url, leaving.get(url)!.signal).catch((error: unknown) => error));
      await until('every visit has reached the store', () => addresses.every((url) => responses.has(url)));
      for (const outcome of await Promise.all(left)) expect(outcome).toMatchObject({ name: 'AbortError' });
      expect((await slow).status).toBe(200);
      app.server.off('request', track);
      // each is answered late, to a connection that is gone
      await until('every left visit is answered', () => addresses.every((url) => responses.get(url)?.headersSent));
      await until('the drawings are over', async () => (await queue('running')) + (await queue('waiting')) === 0);
      await new Promise((resolve) => setImmediate(resolve));
      const held = addresses.map((url) => most.get(responses.get(url)!) ?? 0);
      expect(Math.max(...held)).toBeLessThanOrEqual(EventEmitter.defaultMaxListeners);
    } finally {
      proto.on = on;
      proto.addListener = addListener;
    }
  }, 60_000);
});
