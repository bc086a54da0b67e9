import '../support/native-modules';
import type { FastifyInstance } from 'fastify';
import { readApps } from '../../src/releases/registry/registry-repository';
import { moveApp } from '../../src/releases/registry/registry-service';
import { buildTestApp, openCatalogueDatabase, type TestDatabase } from '../support/test-app';
import { firstAnswersOf } from '../support/page-html';
import {
  originFolder,
  publishDrawingStore,
  publishFixture,
  remoteBuild,
  shellBuild,
  TEST_ACTOR,
} from '../support/published-builds';

/**
 * Pages drawn by the server from the apps' published server bundles. The bundles here are small stand-ins published
 * by the test, each writing what it was asked to draw into its markup (the browser journeys run the real ones).
 */
const INDEX =
  '<!doctype html><html lang=ru><head><meta charset=utf-8><title>Интернет-аптека</title></head><body><div id=root></div><script defer src=/main.js></script></body></html>';
const PHONE = 'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

/**
 * A budget no drawing here comes near, however busy the machine: each page waits for its own drawing, so what it
 * shows never depends on the machine's speed. A part given up at its budget is read where the test ends it: the
 * page whose drawing never ends below, and `draw-page.test.ts` for a remote late after its shell.
 */
const NEVER_LATE_MS = 600_000;

/** What a stand-in bundle was asked to draw. */
interface Drawn {
  app: string;
  input: Record<string, unknown>;
}
/** What each bundle was asked to draw: it writes its input into its markup, as it runs in a renderer of its own. */
const drawn = (html: string): Drawn[] =>
  [...html.matchAll(/<!--drawn:(.*?)-->/g)].map((match) => JSON.parse(match[1]!) as Drawn);

const SHELL_BUNDLE = `
exports.render = async (input) => {
  if (input.url.includes('?hold')) await new Promise(() => {});
  const location = await input.fetch('/layout/location');
  const customer = await input.fetch('/customer/');
  const seen = '<!--drawn:' + JSON.stringify({ app: 'shell', input }) + '-->';
  const slot = input.remote ? '<!--apteka-remote:' + input.remote.name + '-->' : '';
  return {
    html: seen + '<header>' + location.body.region.name + '</header><main><div id="remote-catalog">' + slot + '</div></main>',
    head: '',
    styles: '<style data-emotion="css shell" nonce="' + input.nonce + '">.css-shell{}</style>',
    state: { shellApi: { queries: { 'customer(undefined)': { status: 'fulfilled', data: customer.body } } } },
    bus: { region: { id: location.body.region.id }, deliveryMode: 'pickup', user: customer.body },
  };
};`;

const CATALOG_BUNDLE = `
exports.render = async (input) => {
  const seen = '<!--drawn:' + JSON.stringify({ app: 'catalog', input }) + '-->';
  if (input.url.includes('boom')) throw new Error('the catalogue cannot draw this');
  const slug = input.url.split('?')[0].split('/').pop();
  const product = await input.fetch('/products/' + slug);
  return {
    html: '<div data-boundary="catalog" data-version="1.0.0"><h1>' + product.body.name + '</h1><p data-testid="price">' + product.body.price.base + '</p></div>' + seen,
    head: '<link rel="preload" as="image" href="/images/products/' + product.body.id + '.svg"/>',
    styles: '<style data-emotion="css product" nonce="' + input.nonce + '">.css-product{}</style>',
    state: { catalogApi: { queries: {} } },
  };
};`;

describe('pages drawn on the server', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let folder: ReturnType<typeof originFolder>;
  let product: { slug: string; name: string };

  beforeAll(async () => {
    database = await openCatalogueDatabase('pglite');
    folder = originFolder();
    const deps = { db: database.db, origin: folder.origin };
    await publishDrawingStore(deps, { index: INDEX, shell: SHELL_BUNDLE, catalog: CATALOG_BUNDLE });
    // published without a server bundle: its pages are drawn by browsers
    await publishFixture(deps, 'content', '2.0.0', remoteBuild('content', '2.0.0'));
    app = await buildTestApp(database.db, {
      ...folder.config,
      serverRender: { enabled: true, budgetMs: NEVER_LATE_MS },
    });
    product = (
      await database.db.query<{ slug: string; name: string }>('SELECT slug, name FROM products ORDER BY id LIMIT 1')
    ).rows[0]!;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    folder?.remove();
  });

  const open = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'user-agent': PHONE, ...headers } });
  const sessions = async () =>
    Number((await database.db.query<{ n: string }>('SELECT count(*) AS n FROM sessions')).rows[0]!.n);
  const cookiesOf = (response: { headers: Record<string, unknown> }) => {
    const set = response.headers['set-cookie'];
    return set === undefined ? [] : Array.isArray(set) ? (set as string[]) : [String(set)];
  };

  test("a product page: the shell's frame with the product drawn into it, its styles and states in the head", async () => {
    const response = await open(`/catalog/product/${product.slug}`);
    expect(response.statusCode).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1]!;
    const html = response.body;
    expect(html).toContain('<html lang=ru data-viewport="phone">');
    const root = /<div id="root" data-server-rendered="">(.*)<\/div><script/.exec(html)![1]!;
    expect(root).toContain('<header>Москва</header>');
    expect(root).toContain(
      `<div id="remote-catalog"><div data-boundary="catalog" data-version="1.0.0"><h1>${product.name}</h1>`,
    );
    expect(root).not.toContain('apteka-remote:');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<style data-emotion="css shell" nonce="${nonce}">`);
    expect(head).toContain(`<style data-emotion="css product" nonce="${nonce}">`);
    expect(head).toMatch(/<link rel="preload" as="image" href="\/images\/products\/\d+\.svg"\/>/);
    const state = JSON.parse(
      /<script type="application\/json" id="apteka-server-state">(.*?)<\/script>/.exec(head)![1]!,
    );
    expect(Object.keys(state).sort()).toEqual(['catalogApi', 'shellApi']);
    // what the server drew is in the page's state: the browser asks the API for none of it, and the page's services
    // find their answers in the page
    expect(Object.keys(firstAnswersOf(html))).toEqual(['/cart/']);
    expect(firstAnswersOf(html)['/cart/']).toMatchObject({ count: 0 });

    const [shell, catalog] = drawn(html);
    expect(shell!.app).toBe('shell');
    expect(shell!.input).toMatchObject({
      url: `/catalog/product/${product.slug}`,
      status: 200,
      brand: 'samson',
      nonce,
      viewport: 'phone',
      remote: { name: 'catalog', version: '1.0.0' },
    });
    expect(catalog!.app).toBe('catalog');
    // the remote is drawn for the bus state the shell drew with
    expect(catalog!.input).toMatchObject({
      nonce,
      viewport: 'phone',
      bus: { region: { id: 14 }, deliveryMode: 'pickup' },
    });
  });

  test("a first visit's page opens one session, whose cookie comes with the page", async () => {
    const before = await sessions();
    const response = await open(`/catalog/product/${product.slug}`);
    expect(response.statusCode).toBe(200);
    expect(cookiesOf(response).filter((cookie) => cookie.startsWith('sid='))).toHaveLength(1);
    expect(await sessions()).toBe(before + 1);
  });

  test('a crawler is drawn the page and keeps no session', async () => {
    const before = await sessions();
    const response = await open(`/catalog/product/${product.slug}`, {
      'user-agent': 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<h1>${product.name}</h1>`);
    expect(response.body).toContain('<html lang=ru data-viewport="desktop">');
    expect(cookiesOf(response)).toEqual([]);
    expect(await sessions()).toBe(before);
    expect(response.body).not.toContain('apteka-first-answers');
  });

  test('a remote that fails leaves its part to the browser, with its first answers', async () => {
    const response = await open(`/catalog/product/${product.slug}?boom=1`, { 'user-agent': DESKTOP });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<header>Москва</header><main><div id="remote-catalog"></div></main>');
    expect(response.body).not.toContain('<h1>');
    const first = firstAnswersOf(response.body) as Record<string, { name?: string }>;
    expect(first[`/products/${product.slug}`]?.name).toBe(product.name);
  });

  test('a page no remote shows (404) is the shell alone, drawn with its status', async () => {
    const response = await open('/catalog/product/no-such-product-anywhere');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('data-server-rendered');
    expect(drawn(response.body).map((entry) => entry.app)).toEqual(['shell']);
    expect(drawn(response.body)[0]!.input).toMatchObject({ status: 404, remote: null });
  });

  test('a remote published without a server bundle is drawn by the browser', async () => {
    const response = await open('/');
    expect(response.statusCode).toBe(200);
    expect(drawn(response.body).map((entry) => entry.app)).toEqual(['shell']);
    expect(drawn(response.body)[0]!.input).toMatchObject({ remote: null });
  });

  test("a new shell's bundle is drawn with as soon as the registry moves to it", async () => {
    const deps = { db: database.db, origin: folder.origin };
    const bundle = SHELL_BUNDLE.replace("'<header>'", '\'<header data-release="2">\'');
    await publishFixture(
      deps,
      'shell',
      '1.0.1',
      shellBuild('1.0.1', { 'index.html': INDEX, 'server/render.js': bundle }),
    );
    const revision = async () => (await readApps(database.db)).find((row) => row.app === 'shell')!.revision;
    // a page no shopper asked for yet: a kept page of the shell before may be sent while a move's drawing is late
    const another = (
      await database.db.query<{ slug: string }>('SELECT slug FROM products ORDER BY id OFFSET 1 LIMIT 1')
    ).rows[0]!;
    await moveApp(database.db, 'shell', { action: 'deploy', version: '1.0.1' }, await revision(), TEST_ACTOR);
    await app.releases.refresh();
    const response = await open(`/catalog/product/${another.slug}`);
    expect(response.body).toContain('<header data-release="2">Москва</header>');
    expect(response.body).toContain('<meta name="build-id" content="1.0.1" />');
    // the rolled-back shell's kept page is never sent again: the page is drawn with the shell before
    await moveApp(database.db, 'shell', { action: 'rollback' }, await revision(), TEST_ACTOR);
    await app.releases.refresh();
    const rolledBack = await open(`/catalog/product/${another.slug}`);
    expect(rolledBack.body).toContain('<header>Москва</header>');
    expect(rolledBack.body).toContain('<meta name="build-id" content="1.0.0" />');
  });
});

/** A store whose one published app is the stand-in shell, served as `serverRender` says, for the describe block. */
function useShellAlone(serverRender: { enabled: boolean; budgetMs: number }) {
  let database: TestDatabase;
  let app: FastifyInstance;
  let folder: ReturnType<typeof originFolder>;
  beforeAll(async () => {
    database = await openCatalogueDatabase('pglite');
    folder = originFolder();
    await publishFixture(
      { db: database.db, origin: folder.origin },
      'shell',
      '1.0.0',
      shellBuild('1.0.0', { 'index.html': INDEX, 'server/render.js': SHELL_BUNDLE }),
    );
    app = await buildTestApp(database.db, { ...folder.config, serverRender });
  }, 120_000);
  afterAll(async () => {
    // a held drawing ends with its renderer
    await app?.close();
    await database?.dispose();
    folder?.remove();
  });
  return {
    open: (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'user-agent': PHONE } }),
    firstProduct: async () =>
      (await database.db.query<{ slug: string }>('SELECT slug FROM products ORDER BY id LIMIT 1')).rows[0]!.slug,
  };
}

describe('a page whose drawing never ends', () => {
  // the held shell outlasts any budget: a short one only keeps the test short
  const store = useShellAlone({ enabled: true, budgetMs: 100 });

  test("is given up at its budget: the whole page is the browser's to draw, with every first answer", async () => {
    const slug = await store.firstProduct();
    const response = await store.open(`/catalog/product/${slug}?hold=1`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id=root></div>');
    expect(response.body).not.toContain('data-server-rendered');
    expect(Object.keys(firstAnswersOf(response.body)).sort()).toEqual(
      ['/cart/', '/customer/', '/layout/location', `/products/${slug}`].sort(),
    );
  });
});

describe('pages with server drawing turned off', () => {
  const store = useShellAlone({ enabled: false, budgetMs: 500 });

  test('are the shell for the browser to draw, with the first answers', async () => {
    const response = await store.open('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id=root></div>');
    expect(response.body).toContain('apteka-first-answers');
    expect(drawn(response.body)).toEqual([]);
  });
});
