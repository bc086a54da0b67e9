import '../support/native-modules';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { rendererFailuresOfLast } from '../../src/releases';
import { buildTestApp, openCatalogueDatabase, type TestDatabase } from '../support/test-app';
import { originFolder, publishFixture, remoteBuild, shellBuild, moveFromCurrent } from '../support/published-builds';

/**
 * A team's server code runs apart from the API: each app version's server bundle in a renderer process of its own,
 * with nothing of the API's environment or files, and its failures cost only its own part of the page.
 */
const INDEX =
  '<!doctype html><html lang=ru><head><meta charset=utf-8><title>Интернет-аптека</title></head><body><div id=root></div><script defer src=/main.js></script></body></html>';
const METRICS_TOKEN = 'metrics-token-of-the-render-isolation-test';
const API_FILE = path.resolve(__dirname, '../../package.json');

const SHELL_BUNDLE = `
exports.render = async (input) => ({
  html: '<header>Шапка</header><main>' + (input.remote ? '<!--apteka-remote:' + input.remote.name + '-->' : '') + '</main>',
  head: '', styles: '', state: {}, bus: {},
});`;

/** Content's hostile release: it looks for the API's secrets and files, and throws a moment after its first page. */
const PRYING_BUNDLE = `
const tried = (what) => { try { return what(); } catch (error) { return error.code || error.message; } };
const reached = {
  env: Object.keys(process.env).sort(),
  file: tried(() => require('fs').readFileSync(${JSON.stringify(API_FILE)}, 'utf8').slice(0, 20)),
  dir: tried(() => require('fs').readdirSync(${JSON.stringify(path.dirname(API_FILE))}).length),
  child: tried(() => String(require('child_process').execSync('id'))),
};
exports.render = async () => {
  setTimeout(() => { throw new Error('content thrown a moment after its page'); }, 200);
  return { html: '<div id="reached">' + JSON.stringify(reached) + '</div>', head: '', styles: '', state: {} };
};`;

const LOOPING_BUNDLE = `exports.render = async () => { for (;;) {} };`;

const GREEDY_BUNDLE = `
exports.render = async () => { const kept = []; for (;;) kept.push(new Array(1e5).fill(Math.random())); };`;

/** A budget no drawing here comes near: a part is given up only when its renderer ends, never for a busy machine. */
const NEVER_LATE_MS = 600_000;

/**
 * A store of its own for the describe block: the shell's server bundle `shell`, content 6.6.6's `content` when given,
 * and pages drawn within `budgetMs`.
 */
function useStore({ shell, content, budgetMs }: { shell: string; content?: string; budgetMs: number }) {
  let database: TestDatabase;
  let app: FastifyInstance;
  let folder: ReturnType<typeof originFolder>;
  beforeAll(async () => {
    database = await openCatalogueDatabase('pglite');
    folder = originFolder();
    const deps = { db: database.db, origin: folder.origin };
    await publishFixture(
      deps,
      'shell',
      '1.0.0',
      shellBuild('1.0.0', { 'index.html': INDEX, 'server/render.js': shell }),
    );
    if (content) {
      await publishFixture(deps, 'content', '6.6.6', remoteBuild('content', '6.6.6', { 'server/render.js': content }));
    }
    app = await buildTestApp(database.db, {
      ...folder.config,
      serverRender: { enabled: true, budgetMs },
      renderers: { memoryMb: 64, hangMs: 300 },
      metrics: { token: METRICS_TOKEN },
    });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    folder?.remove();
  });
  return {
    home: () => app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } }),
    failures: async (of: string) =>
      (await rendererFailuresOfLast(database.db, 60)).filter((failure) => failure.app === of),
    async metric(name: string): Promise<string[]> {
      const response = await app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      return response.body.split('\n').filter((line) => line.startsWith(name));
    },
    async release(version: string, bundle: string) {
      await publishFixture(
        { db: database.db, origin: folder.origin },
        'content',
        version,
        remoteBuild('content', version, { 'server/render.js': bundle }),
      );
      await moveFromCurrent(database.db, 'content', { action: 'deploy', version });
      await app.releases.refresh();
    },
  };
}

describe("a team's server code, apart from the API", () => {
  const store = useStore({ shell: SHELL_BUNDLE, content: PRYING_BUNDLE, budgetMs: NEVER_LATE_MS });
  const { home, metric, release } = store;
  const failures = () => store.failures('content');

  test('reaches no secret and no file of the API, and its throw a moment later costs only its own part', async () => {
    const drawnByServer = await home();
    expect(drawnByServer.statusCode).toBe(200);
    const reached = JSON.parse(/<div id="reached">(.*?)<\/div>/.exec(drawnByServer.body)![1]!);
    expect(reached).toEqual({
      env: ['NODE_ENV', 'STORE_BRAND', 'STORE_PUBLIC_URL'],
      file: 'ERR_ACCESS_DENIED',
      dir: 'ERR_ACCESS_DENIED',
      child: 'ERR_ACCESS_DENIED',
    });

    // the renderer ends at its throw and is started again (and ends again): the store answers every page
    while (!(await failures()).some((failure) => failure.reason === 'crash')) {
      const page = await home();
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<header>Шапка</header>');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await failures()).find((failure) => failure.reason === 'crash')).toMatchObject({
      version: '6.6.6',
      lastMessage: expect.stringContaining('content thrown a moment after its page') as string,
    });
    expect(await metric('apteka_renderer_failures_total{app="content",version="6.6.6",reason="crash"}')).toHaveLength(
      1,
    );
  });

  test('a render that allocates until it dies costs only its own part of the page', async () => {
    await release('6.6.8', GREEDY_BUNDLE);
    const page = await home();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<header>Шапка</header><main></main>');
    while (!(await failures()).some((failure) => failure.version === '6.6.8' && failure.reason === 'memory')) {
      expect((await home()).statusCode).toBe(200);
    }
  });
});

describe('a render that loops', () => {
  // the looping shell outlasts any budget: a short one only keeps the test short
  const { home, metric } = useStore({ shell: LOOPING_BUNDLE, budgetMs: 100 });
  const SHELL = 'app="shell",version="1.0.0"';
  /** Reads the metrics until they hold this line: the renderer is watched, killed and started in the background. */
  async function until(line: string) {
    const deadline = Date.now() + 30_000;
    while ((await metric(line)).length === 0) {
      if (Date.now() > deadline) throw new Error(`the metrics never read ${line}`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  test('costs its page the budget, and the renderer is killed and started again', async () => {
    // answered at all: the page waited for the render no longer than its budget, then left it to the browser
    const page = await home();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id=root></div>');
    await until(`apteka_renderer_failures_total{${SHELL},reason="hang"} 1`);
    await until(`apteka_renderer_up{${SHELL}} 1`);
    expect(await metric(`apteka_renderer_failures_total{${SHELL}`)).toEqual([
      `apteka_renderer_failures_total{${SHELL},reason="late"} 1`,
      `apteka_renderer_failures_total{${SHELL},reason="hang"} 1`,
    ]);
  });
});
