import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AdBanner, AdTileList } from '@apteka/contracts';
import { loadConfig } from '../../src/platform/config';
import {
  buildTestApp,
  engineForRoutes,
  openCatalogueDatabase,
  type TestDatabase,
  useCatalogueApp,
  Visitor,
} from '../support/test-app';

/** A prescription product sold in Moscow, for creatives that must never show. */
const RX_IN_MOSCOW = `SELECT p.id FROM products p JOIN catalog_offers o ON o.product_id = p.id AND o.region_id = 14 AND o.chain = 'samson'
  WHERE p.is_prescription ORDER BY p.id LIMIT 1`;

describe.each(engineForRoutes)('advertising API, built-in provider (%s)', (engine) => {
  const context = useCatalogueApp(engine);
  const get = (url: string) => new Visitor(context.app).get(url);

  test('a top banner with the advertiser and its ORD token; each rotation the next, in a cycle', async () => {
    const first = await get('/api/ads/banner?placement=top&region=14');
    expect(first.statusCode).toBe(200);
    const banner = first.json<AdBanner>();
    expect(banner).toMatchObject({
      title: 'Витамины для всей семьи',
      client: { name: 'ООО «Здоровье Плюс»' },
      link: '/catalog/discounts',
    });
    expect(banner.token).toMatch(/^[1-9A-HJ-NP-Za-km-z]{9,11}$/);
    const second = (await get('/api/ads/banner?placement=top&region=14&rotation=1')).json<AdBanner>();
    expect(second.id).not.toBe(banner.id);
    // Moscow sees two run-of-site banners: the ended campaign and Kazan's are not among them
    expect((await get('/api/ads/banner?placement=top&region=14&rotation=2')).json<AdBanner>().id).toBe(banner.id);
  });

  test('targeting: a category banner comes first on its pages and product pages; a regional campaign only in its region', async () => {
    const heart = (
      await get('/api/ads/banner?placement=top&region=14&category=lekarstvennye-sredstva/serdtse-i-sosudy/ot-davleniya')
    ).json<AdBanner>();
    expect(heart.title).toBe('Здоровое сердце');
    const { rows } = await context.database.db.query<{ id: number }>(
      `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id WHERE c.path[1:2] = '{lekarstvennye-sredstva,serdtse-i-sosudy}' ORDER BY p.id LIMIT 1`,
    );
    expect((await get(`/api/ads/banner?placement=top&region=14&product=${rows[0]!.id}`)).json<AdBanner>().title).toBe(
      'Здоровое сердце',
    );
    const kazan = await Promise.all([0, 1, 2].map((n) => get(`/api/ads/banner?placement=top&region=16&rotation=${n}`)));
    expect(kazan.map((response) => response.json<AdBanner>().client.name)).toContain('ООО «Натура Вита»');
  });

  test('an empty slot is 204', async () => {
    // every run-of-site campaign ended: nothing is left for Moscow
    const db = context.database.db;
    await db.query(`UPDATE ad_campaigns SET ends_at = starts_at + interval '1 day' WHERE region_ids IS NULL`);
    try {
      const response = await get('/api/ads/banner?placement=top&region=14');
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await get('/api/ads/listing?region=14&count=3')).json<AdTileList>().items).toEqual([]);
    } finally {
      await db.query(`UPDATE ad_campaigns SET ends_at = '2099-12-31' WHERE region_ids IS NULL AND id <> 4`);
    }
  });

  test('listing tiles: products priced for the region with client and token; category ads first', async () => {
    const response = await get('/api/ads/listing?region=14&count=5&category=lekarstvennye-sredstva');
    expect(response.statusCode).toBe(200);
    const { items } = response.json<AdTileList>();
    expect(items).toHaveLength(5);
    expect(items[0]!.client.name).toBe('АО «ФармИнвест»');
    expect(items[1]!.client.name).toBe('ООО «Здоровье Плюс»');
    for (const tile of items) {
      expect(tile.product.price?.base).toBeGreaterThan(0);
      expect(tile.product.isPrescription).toBe(false);
      expect(tile.token).toMatch(/^[1-9A-HJ-NP-Za-km-z]{9,11}$/);
    }
    expect(new Set(items.map((tile) => tile.token)).size).toBe(5);
  });

  test('never a prescription product: creatives naming one are skipped, in listings and banners', async () => {
    const db = context.database.db;
    const rx = (await db.query<{ id: number }>(RX_IN_MOSCOW)).rows[0]!.id;
    await db.query(
      `INSERT INTO ad_campaigns (id, client_name, starts_at, ends_at, priority) VALUES (90, 'ООО «Рецепт»', '2025-01-01', '2099-01-01', 1000)`,
    );
    await db.query(
      `INSERT INTO ad_creatives (id, campaign_id, placement, token, title, product_id, link) VALUES
         (900, 90, 'listing', 'RxListing1', 'Rx', $1, NULL), (901, 90, 'top_banner', 'RxBanner1', 'Rx', $1, '/catalog/product/rx')`,
      [rx],
    );
    try {
      const all = (await get('/api/ads/listing?region=14&count=10')).json<AdTileList>().items;
      expect(all.length).toBeGreaterThan(0);
      expect(all.map((tile) => tile.product.id)).not.toContain(rx);
      expect(all.length).toBeGreaterThan(0);
      expect(all.filter((tile) => !!tile.product.isPrescription)).toEqual([]);
      const banners = await Promise.all(
        [0, 1, 2, 3].map((n) => get(`/api/ads/banner?placement=top&region=14&rotation=${n}`)),
      );
      expect(banners.map((response) => response.json<AdBanner>().token)).not.toContain('RxBanner1');
      // and no seeded creative promotes one either
      const seeded = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ad_creatives cr JOIN products p ON p.id = cr.product_id WHERE p.is_prescription AND cr.id < 900`,
      );
      expect(seeded.rows[0]!.n).toBe(0);
    } finally {
      await db.query('DELETE FROM ad_campaigns WHERE id = 90');
    }
  });

  test('the OpenAPI document lists both calls', async () => {
    const doc = (await context.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/ads/banner', '/api/ads/listing']));
  });

  test('bad input is a 400 with a Russian message', async () => {
    for (const url of [
      '/api/ads/banner',
      '/api/ads/banner?placement=side',
      '/api/ads/banner?placement=top&region=abc',
      '/api/ads/banner?placement=top&rotation=-1',
      '/api/ads/listing',
      '/api/ads/listing?count=0',
      '/api/ads/listing?count=11',
      '/api/ads/listing?count=2&category=..%2Fetc',
      '/api/ads/listing?count=2&extra=1',
    ]) {
      const response = await get(url);
      expect([url, response.statusCode]).toEqual([url, 400]);
      expect(response.json()).toMatchObject({ error: 'validation', message: expect.stringMatching(/[а-я]/) });
    }
  });
});

/** A stand-in ad server: answers in the http provider's protocol, records what it was asked. */
function fakeAdServer(answer: { banner: unknown; listing: unknown }) {
  const calls: { url: string; auth: string | undefined }[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    calls.push({ url: request.url ?? '', auth: request.headers.authorization });
    if (request.headers.authorization !== 'Bearer ads-secret') {
      response.writeHead(401).end();
      return;
    }
    const body = request.url?.startsWith('/banner') ? answer.banner : answer.listing;
    if (body === null) response.writeHead(204).end();
    else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  return { server, calls };
}

describe('advertising API, http provider', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let server: Server;
  let fake: ReturnType<typeof fakeAdServer>;
  let rx: number;
  let otc: number;
  const answer: { banner: unknown; listing: unknown } = { banner: null, listing: { items: [] } };
  const url = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  beforeAll(async () => {
    fake = fakeAdServer(answer);
    server = fake.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    database = await openCatalogueDatabase('pglite');
    app = await buildTestApp(database.db, { ads: { provider: 'http', url: url(), token: 'ads-secret' } });
    rx = (await database.db.query<{ id: number }>(RX_IN_MOSCOW)).rows[0]!.id;
    otc = (
      await database.db.query<{ id: number }>(
        RX_IN_MOSCOW.replace('WHERE p.is_prescription', 'WHERE NOT p.is_prescription'),
      )
    ).rows[0]!.id;
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await new Promise((resolve) => server?.close(resolve));
  });

  test('asks the ad server with the token and target; prices its products here and drops prescription ones', async () => {
    answer.listing = {
      items: [
        { id: 'a1', productId: rx, client: { name: 'ООО «Рецепт»' }, token: 'RxToken1' },
        { id: 'a2', productId: otc, client: { name: 'ООО «Внешний»' }, token: 'OtcToken1' },
      ],
    };
    const response = await new Visitor(app).get('/api/ads/listing?region=14&count=2&category=lekarstvennye-sredstva');
    expect(response.statusCode).toBe(200);
    const { items } = response.json<AdTileList>();
    expect(items.map((tile) => [tile.id, tile.product.id, tile.client.name, tile.token])).toEqual([
      ['a2', otc, 'ООО «Внешний»', 'OtcToken1'],
    ]);
    expect(items[0]!.product.price?.base).toBeGreaterThan(0);
    expect(fake.calls.at(-1)).toEqual({
      url: '/listing?region=14&category=lekarstvennye-sredstva&count=2',
      auth: 'Bearer ads-secret',
    });
  });

  test('a banner passes through; 204 is an empty slot; a banner promoting a prescription product is not shown', async () => {
    const banner = {
      id: 'b1',
      title: 'Внешний баннер',
      text: null,
      image: '/b1.png',
      link: '/catalog',
      client: { name: 'ООО «Внешний»' },
      token: 'BannerTok1',
    };
    answer.banner = banner;
    const shown = await new Visitor(app).get('/api/ads/banner?placement=top&region=14&rotation=3');
    expect(shown.json<AdBanner>()).toEqual(banner);
    expect(fake.calls.at(-1)?.url).toBe('/banner?region=14&placement=top&rotation=3');
    answer.banner = null;
    expect((await new Visitor(app).get('/api/ads/banner?placement=top')).statusCode).toBe(204);
    answer.banner = { ...banner, productId: rx };
    expect((await new Visitor(app).get('/api/ads/banner?placement=top')).statusCode).toBe(204);
  });

  test('a refusing or unreachable ad server is a 502 with a Russian message, not a 500', async () => {
    const wrong = await buildTestApp(database.db, { ads: { provider: 'http', url: url(), token: 'wrong' } });
    const refused = await new Visitor(wrong).get('/api/ads/listing?count=1');
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ error: 'ads_unavailable', message: 'Рекламный сервис недоступен.' });
    await wrong.close();
    const down = await buildTestApp(database.db, { ads: { provider: 'http', url: 'http://127.0.0.1:9', token: 'x' } });
    expect((await new Visitor(down).get('/api/ads/banner?placement=top')).statusCode).toBe(502);
    await down.close();
  });

  test('configuration: builtin by default, http needs ADS_URL', () => {
    expect(loadConfig({ SESSION_SECRET: 's' }).ads).toMatchObject({ provider: 'builtin' });
    expect(
      loadConfig({ SESSION_SECRET: 's', ADS_PROVIDER: 'http', ADS_URL: 'http://ads.local/', ADS_TOKEN: 't' }).ads,
    ).toEqual({
      provider: 'http',
      url: 'http://ads.local',
      token: 't',
    });
    expect(() => loadConfig({ SESSION_SECRET: 's', ADS_PROVIDER: 'http' })).toThrow(/ADS_URL/);
    expect(() => loadConfig({ SESSION_SECRET: 's', ADS_PROVIDER: 'yandex' })).toThrow(/builtin or http/);
  });
});
