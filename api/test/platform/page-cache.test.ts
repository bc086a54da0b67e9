import '../support/native-modules';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { claimBasket, createBasket } from '../../src/modules/basket/baskets-repository';
import { readApps } from '../../src/releases/registry/registry-repository';
import { moveApp } from '../../src/releases/registry/registry-service';
import { NO_BASKET_ID } from '../../src/platform/server-render/shopper-api';
import { signInBySms } from '../support/auth';
import { firstAnswersOf } from '../support/page-html';
import { originFolder, publishDrawingStore, publishFixture, shellBuild, TEST_ACTOR } from '../support/published-builds';
import { buildTestApp, openCatalogueDatabase, Visitor, type TestDatabase } from '../support/test-app';

/**
 * Anonymous shoppers' first views kept for all of them. The stand-in shell draws what is personal on a page (the
 * basket's count, the signed-in phone) so that a page kept for someone else would show it.
 */
const INDEX =
  '<!doctype html><html lang=ru><head><meta charset=utf-8><title>Интернет-аптека</title></head><body><div id=root></div><script defer src=/main.js></script></body></html>';
const PHONE = 'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

const shellBundle = (release: string) => `
let drawings = 0;
exports.render = async (input) => {
  const drawing = '<!--drawing:' + JSON.stringify({
    number: ++drawings,
    withSession: /(^|; )sid=/.test(input.cookie),
    learnt: input.learnQueryPlan === true,
  }) + '-->';
  const location = await input.fetch('/layout/location');
  const customer = await input.fetch('/customer/');
  const cart = await input.fetch('/cart/');
  const slot = input.remote ? '<!--apteka-remote:' + input.remote.name + '-->' : '';
  return {
    html: drawing + '<header data-release="${release}">' + location.body.region.name + ' · в корзине ' + cart.body.count +
      (customer.body.isAuthenticated ? ' · ' + customer.body.customer.phone : '') + '</header><main>' + slot + '</main>',
    head: '',
    styles: '<style data-emotion="css shell" nonce="' + input.nonce + '">.css-shell{}</style>',
    state: {},
    bus: { region: { id: location.body.region.id }, deliveryMode: 'pickup', user: customer.body },
  };
};`;

const CATALOG_BUNDLE = `
exports.render = async (input) => {
  const slug = input.url.split('?')[0].split('/').pop();
  const product = await input.fetch('/products/' + slug);
  return {
    html: '<h1>' + product.body.name + '</h1><p data-testid="price">' + product.body.price.base + '</p>',
    head: '',
    styles: '',
    state: {},
  };
};`;

/** Takes a product (its id, or its address key) off the shelf of one pharmacy of Moscow that holds it. */
const ZERO_IN_ONE_PHARMACY = `UPDATE stock SET quantity = 0
  WHERE (store_id, product_id) = (SELECT s.store_id, s.product_id FROM stock s JOIN stores st ON st.id = s.store_id
                                   JOIN products p ON p.id = s.product_id
                                  WHERE (p.id::text = $1::text OR p.slug = $1::text) AND st.region_id = 14
                                    AND s.quantity > 0 AND NOT st.is_dark_store ORDER BY s.store_id LIMIT 1)`;
const METRICS_TOKEN = 'metrics-token-of-the-page-cache-test';
/**
 * The shell's drawing a page shows (the bundle runs in a renderer of its own and writes it into its markup): which
 * drawing of its renderer it is, whether it was drawn with a session's cookie, and whether it may teach what the
 * page asks for.
 */
const drawingOf = (html: string) =>
  JSON.parse(/<!--drawing:(.*?)-->/.exec(html)![1]!) as { number: number; withSession: boolean; learnt: boolean };

describe("anonymous shoppers' first views, kept for all of them", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let folder: ReturnType<typeof originFolder>;
  let product: { id: number; slug: string };

  beforeAll(async () => {
    database = await openCatalogueDatabase('pglite');
    folder = originFolder();
    const deps = { db: database.db, origin: folder.origin };
    await publishDrawingStore(deps, { index: INDEX, shell: shellBundle('1'), catalog: CATALOG_BUNDLE });
    app = await buildTestApp(database.db, {
      ...folder.config,
      serverRender: { enabled: true, budgetMs: 5_000 },
      catalogCacheSeconds: 600,
      metrics: { token: METRICS_TOKEN },
    });
    product = (
      await database.db.query<{ id: number; slug: string }>(
        `SELECT p.id, p.slug FROM products p JOIN catalog_offers o ON o.product_id = p.id
          WHERE o.region_id = 14 AND o.chain = 'samson' AND o.in_stock AND NOT p.is_prescription ORDER BY p.id LIMIT 1`,
      )
    ).rows[0]!;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    folder?.remove();
  });

  const productPage = () => `/catalog/product/${product.slug}`;
  const openPage = (visitor: Visitor, url = productPage()) =>
    visitor.request({ method: 'GET', url, headers: { accept: 'text/html', 'user-agent': PHONE } });
  const count = async (table: string) =>
    Number((await database.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
  const nonceOf = (response: { headers: Record<string, unknown> }) =>
    /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1]!;
  /** Opens the page as new visitors until one is drawn it anew: a change reaches the cache by a notification. */
  async function untilDrawnAnew(url = productPage()) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const response = await openPage(new Visitor(app), url);
      if (response.headers['x-page-cache'] === 'drawn') return response;
      if (Date.now() > deadline) throw new Error('the kept page was never dropped');
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  test('is drawn once, then sent to each shopper with a nonce of its own and a session none of them shares', async () => {
    const first = await untilDrawnAnew();
    // a drawing with nobody's data: what it asked for may be asked ahead when the page is drawn again
    expect(drawingOf(first.body)).toMatchObject({ withSession: false, learnt: true });
    const sessionsBefore = await count('sessions');
    const second = await openPage(new Visitor(app));

    expect(second.statusCode).toBe(200);
    expect(second.headers['x-page-cache']).toBe('kept');
    expect(drawingOf(second.body).number).toBe(drawingOf(first.body).number);
    // the same page, with this answer's nonce in its policy and its styles
    const [nonceA, nonceB] = [nonceOf(first), nonceOf(second)];
    expect(nonceA).not.toBe(nonceB);
    expect(second.body).toContain(`<style data-emotion="css shell" nonce="${nonceB}">`);
    expect(second.body).not.toContain(nonceA);
    expect(second.body.split(nonceB).join('*')).toBe(first.body.split(nonceA).join('*'));
    // each shopper has cookies of a session of their own, and none is written until they use it
    const sid = (response: typeof first) => response.cookies.find((cookie) => cookie.name === 'sid')?.value;
    expect(sid(first)).toBeDefined();
    expect(sid(second)).toBeDefined();
    expect(sid(first)).not.toBe(sid(second));
    // and a canary cohort of its own (`mf_cohort`), which the kept page is drawn for
    expect(second.cookies.map((cookie) => cookie.name).sort()).toEqual(['XSRF-TOKEN', 'mf_cohort', 'sid']);
    expect(await count('sessions')).toBe(sessionsBefore);
  });

  test('is compressed once, and each answer that takes gzip unpacks to the page with its own nonce', async () => {
    const plain = await openPage(new Visitor(app));
    const packed = await new Visitor(app).request({
      method: 'GET',
      url: productPage(),
      headers: { accept: 'text/html', 'user-agent': PHONE, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers['x-page-cache']).toBe('kept');
    const html = gunzipSync(packed.rawPayload).toString('utf8');
    const nonce = nonceOf(packed);
    expect(html).toContain(`<style data-emotion="css shell" nonce="${nonce}">`);
    expect(html.split(nonce).join('*')).toBe(plain.body.split(nonceOf(plain)).join('*'));
  });

  test('holds no session id, CSRF token, basket or name of anybody', async () => {
    const signedIn = new Visitor(app);
    const { phone } = await signInBySms(signedIn);
    await signedIn.post('/api/cart', { productId: product.id, quantity: 2 });
    const own = await openPage(signedIn);
    expect(own.headers['x-page-cache']).toBeUndefined();
    expect(own.body).toContain(`в корзине 2 · ${phone}`);
    // what a shopper's own page asked for is never replayed for another
    expect(drawingOf(own.body)).toMatchObject({ withSession: true, learnt: false });

    const anonymous = await openPage(new Visitor(app));
    expect(anonymous.headers['x-page-cache']).toBe('kept');
    const page = anonymous.body;
    const secrets = [
      ...(await database.db.query<{ id: string }>('SELECT id FROM sessions')).rows.map((row) => row.id),
      ...(await database.db.query<{ id: string }>('SELECT id::text AS id FROM baskets')).rows.map((row) => row.id),
      ...[...signedIn.cookies.values()],
      phone,
    ];
    expect(secrets.length).toBeGreaterThan(4);
    for (const secret of secrets) expect(page).not.toContain(secret);
    expect(page).toContain('в корзине 0</header>');
    expect(firstAnswersOf(page)['/cart/']).toMatchObject({ id: NO_BASKET_ID, count: 0, items: [] });
  });

  test("a phone's and a desktop's first view of an address are drawn from one asking of the API", async () => {
    const other = (
      await database.db.query<{ slug: string }>(
        `SELECT p.slug FROM products p JOIN catalog_offers o ON o.product_id = p.id
          WHERE o.region_id = 14 AND o.chain = 'samson' AND o.in_stock ORDER BY p.id LIMIT 1 OFFSET 3`,
      )
    ).rows[0]!;
    const url = `/catalog/product/${other.slug}`;
    const phone = await openPage(new Visitor(app), url);
    expect(phone.headers['x-page-cache']).toBe('drawn');
    const [sessions, baskets] = [await count('sessions'), await count('baskets')];
    const desktop = await new Visitor(app).request({
      method: 'GET',
      url,
      headers: { accept: 'text/html', 'user-agent': DESKTOP },
    });
    // a drawing of its own, for another screen
    expect(desktop.headers['x-page-cache']).toBe('drawn');
    expect(drawingOf(desktop.body).number).toBeGreaterThan(drawingOf(phone.body).number);
    // with the phone's answers: no passing session opened, nor the basket a new visitor's cart would open
    expect(firstAnswersOf(desktop.body)).toEqual(firstAnswersOf(phone.body));
    expect(await count('baskets')).toBe(baskets);
    expect(await count('sessions')).toBe(sessions);
  });

  test("a shopper's first write opens the session the page gave them, and from then on their page is their own", async () => {
    const shopper = new Visitor(app);
    const page = await openPage(shopper);
    expect(page.headers['x-page-cache']).toBeDefined();
    const given = shopper.cookies.get('sid')!;

    const added = await shopper.post('/api/cart', { productId: product.id, quantity: 1 });
    expect(added.statusCode).toBe(200);
    expect(shopper.cookies.get('sid')).toBe(given);
    expect(await count(`sessions WHERE id = '${given}'`)).toBe(1);

    const own = await openPage(shopper);
    expect(own.headers['x-page-cache']).toBeUndefined();
    expect(own.body).toContain('в корзине 1</header>');
    // and nobody else's page shows it
    expect((await openPage(new Visitor(app))).body).toContain('в корзине 0</header>');
  });

  test('of two first writes at once, the second finds the basket the first opened', async () => {
    const shopper = new Visitor(app);
    await openPage(shopper);
    await shopper.post('/api/cart', { productId: product.id, quantity: 1 });
    const sid = shopper.cookies.get('sid')!;
    const opened = (await shopper.get('/api/cart/')).json<{ id: string }>().id;
    // the second write read the session before the first named its basket, and made one of its own
    const late = await createBasket(database.db, sid, null);
    expect(await claimBasket(database.db, sid, null, late)).toBe(opened);
    expect(await count(`baskets WHERE id = '${late}'`)).toBe(0);
    expect((await shopper.get('/api/cart/')).json<{ count: number }>().count).toBe(1);
  });

  test('a made-up session id is not taken as one the page gave', async () => {
    const shopper = new Visitor(app);
    shopper.cookies.set('sid', 'A'.repeat(43));
    const page = await openPage(shopper);
    expect(page.headers['x-page-cache']).toBeUndefined();
    expect(shopper.cookies.get('sid')).not.toBe('A'.repeat(43));
  });

  test.each([
    ['a price', `UPDATE product_prices SET base = base + 100 WHERE product_id = $1`],
    ['stock a page shows (the pharmacies holding it)', ZERO_IN_ONE_PHARMACY],
    ["the home page's slides", `UPDATE slides SET name = name WHERE id = (SELECT min(id) FROM slides) AND $1::int > 0`],
  ])('a change of %s drops the kept pages at once', async (_what, change) => {
    await openPage(new Visitor(app));
    expect((await openPage(new Visitor(app))).headers['x-page-cache']).toBe('kept');
    await database.db.query(change, [product.id]);
    const fresh = await untilDrawnAnew();
    if (change.includes('product_prices')) {
      const price = (
        await database.db.query<{ base: number }>(
          'SELECT base FROM product_prices WHERE product_id = $1 AND region_id = 14',
          [product.id],
        )
      ).rows[0]!.base;
      expect(fresh.body).toContain(`<p data-testid="price">${price}</p>`);
    }
  });

  test('a sale that leaves a product in the same pharmacies keeps its pages', async () => {
    const other = (
      await database.db.query<{ slug: string }>(
        `SELECT p.slug FROM products p JOIN catalog_offers o ON o.product_id = p.id
          WHERE o.region_id = 14 AND o.chain = 'samson' AND o.pharmacies > 0 ORDER BY p.id DESC LIMIT 1`,
      )
    ).rows[0]!;
    const otherPage = `/catalog/product/${other.slug}`;
    for (const url of [productPage(), productPage(), otherPage, otherPage]) await openPage(new Visitor(app), url);
    await database.db.query(
      `UPDATE stock SET quantity = quantity - 1
        WHERE product_id = $1 AND store_id = (SELECT min(store_id) FROM stock WHERE product_id = $1 AND quantity > 1)`,
      [product.id],
    );
    // the other product leaves a pharmacy, which is told after the sale: once its page is drawn anew, whatever the
    // sale told has been heard too
    await database.db.query(ZERO_IN_ONE_PHARMACY, [other.slug]);
    await untilDrawnAnew(otherPage);
    expect((await openPage(new Visitor(app))).headers['x-page-cache']).toBe('kept');
  });

  test("a product's old address is sent on to its new one, to every shopper asking at once", async () => {
    const moved = (
      await database.db.query<{ id: number; slug: string }>(
        'SELECT id, slug FROM products WHERE id <> $1 ORDER BY id DESC LIMIT 1 OFFSET 3',
        [product.id],
      )
    ).rows[0]!;
    await database.db.query('UPDATE products SET slug = $2 WHERE id = $1', [moved.id, `${moved.slug}-new`]);
    const answers = await Promise.all(
      [1, 2, 3].map(() => openPage(new Visitor(app), `/catalog/product/${moved.slug}`)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(301);
      expect(answer.headers.location).toBe(`/catalog/product/${moved.slug}-new`);
    }
  });

  test('a move of the registry is drawn with at once while the instance has room to draw', async () => {
    await openPage(new Visitor(app));
    expect((await openPage(new Visitor(app))).headers['x-page-cache']).toBe('kept');
    const deps = { db: database.db, origin: folder.origin };
    await publishFixture(
      deps,
      'shell',
      '1.0.1',
      shellBuild('1.0.1', { 'index.html': INDEX, 'server/render.js': shellBundle('2') }),
    );
    const revision = async () => (await readApps(database.db)).find((row) => row.app === 'shell')!.revision;
    await moveApp(database.db, 'shell', { action: 'deploy', version: '1.0.1' }, await revision(), TEST_ACTOR);
    await app.releases.refresh();
    const moved = await openPage(new Visitor(app));
    expect(moved.headers['x-page-cache']).toBe('drawn');
    expect(moved.body).toContain('<header data-release="2">');
  });

  test('its metrics say how many answers were kept pages and how many were drawn', async () => {
    const gauge = async () => {
      const metrics = await app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const value = (state: string) =>
        Number(new RegExp(`apteka_page_cache\\{state="${state}"\\} (\\d+)`).exec(metrics.body)?.[1]);
      return { kept: value('kept'), drawn: value('drawn'), size: value('size') };
    };
    const before = await gauge();
    await openPage(new Visitor(app), '/catalog/product/no-such-product-here');
    await openPage(new Visitor(app), productPage());
    const after = await gauge();
    expect(after.drawn).toBe(before.drawn + 1);
    expect(after.kept).toBe(before.kept + 1);
    expect(after.size).toBeGreaterThanOrEqual(1);
  });
});
