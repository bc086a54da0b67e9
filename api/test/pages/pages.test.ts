import '../support/native-modules';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { renameProduct, restoreProduct, withdrawProduct } from '../../src/modules/catalog';
import { importContent } from '../../src/modules/content';
import { describePage, likelyAddresses, likelyOwnAddresses, type PagesDeps } from '../../src/modules/pages';
import { pageRing } from '../../src/platform/server-render/page-ring';
import { REPO_ROOT } from '../../src/platform/config';
import { buildTestApp, openCatalogueDatabase, type TestDatabase } from '../support/test-app';
import { firstAnswersOf } from '../support/page-html';
import { originFolder, publishFixture, shellBuild } from '../support/published-builds';

const SITE = 'https://apteka.example';
const INDEX =
  '<!doctype html><html lang="ru"><head><meta charset="utf-8" /><title>Интернет-аптека</title></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>';
const HTML = { accept: 'text/html' };

interface Page {
  status: number;
  html: string;
  title: string | undefined;
  meta(name: string): string | undefined;
  canonical: string | undefined;
  data(type: string): Record<string, unknown> | undefined;
}

describe('pages as the server answers them: status, head, sitemap and robots', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let folder: ReturnType<typeof originFolder>;

  beforeAll(async () => {
    database = await openCatalogueDatabase('pglite');
    await importContent(database.db, path.join(REPO_ROOT, 'content'));
    folder = originFolder();
    await publishFixture(
      { db: database.db, origin: folder.origin },
      'shell',
      '1.0.0',
      shellBuild('1.0.0', { 'index.html': INDEX }),
    );
    app = await buildTestApp(database.db, { ...folder.config, publicUrl: SITE });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    folder?.remove();
  });

  async function open(url: string): Promise<Page> {
    const response = await app.inject({ method: 'GET', url, headers: HTML });
    const html = response.body;
    const attribute = (pattern: RegExp) =>
      html
        .match(pattern)?.[1]
        ?.replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json" nonce="[^"]+">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    return {
      status: response.statusCode,
      html,
      title: attribute(/<title>([^<]*)<\/title>/),
      meta: (name) => attribute(new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`)),
      canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
      data: (type) => blocks.find((block) => block['@type'] === type),
    };
  }

  const firstRow = async <T>(sql: string, params: unknown[] = []) => (await database.db.query<T>(sql, params)).rows[0]!;

  test('a product page: its title, description, one canonical without the region, and a valid JSON-LD Product', async () => {
    const product = await firstRow<{ slug: string; name: string; base: number; special: number | null }>(
      `SELECT p.slug, p.name, pr.base, pr.special
         FROM products p JOIN product_prices pr ON pr.product_id = p.id AND pr.region_id = 14
        ORDER BY p.id LIMIT 1`,
    );
    const page = await open(`/catalog/product/${product.slug}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.title).toBe(`${product.name} — купить в интернет-аптеке Самсон-Фарма`);
    expect(page.meta('description')!.startsWith(product.name)).toBe(true);
    expect(page.meta('description')!.length).toBeLessThanOrEqual(160);
    const url = `${SITE}/catalog/product/${product.slug}`;
    expect(page.canonical).toBe(url);
    expect(page.meta('og:type')).toBe('product');
    expect(page.meta('og:image')).toMatch(/^https:\/\/apteka\.example\/images\/products\/\d+\.svg$/);

    const data = page.data('Product')!;
    expect(data).toMatchObject({ '@context': 'https://schema.org', name: product.name, image: [expect.any(String)] });
    expect(data.offers).toEqual({
      '@type': 'Offer',
      url,
      price: ((product.special ?? product.base) / 100).toFixed(2),
      priceCurrency: 'RUB',
      availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/),
    });
    const crumbs = page.data('BreadcrumbList')!.itemListElement as Array<Record<string, unknown>>;
    expect(crumbs[0]).toEqual({ '@type': 'ListItem', position: 1, name: 'Каталог', item: `${SITE}/catalog` });
    expect(crumbs.at(-1)).toMatchObject({ name: product.name, item: url });

    const region = await firstRow<{ id: number; slug: string }>('SELECT id, slug FROM regions WHERE id <> 14 LIMIT 1');
    const regional = await open(`/${region.slug}-${region.id}/catalog/product/${product.slug}`);
    expect(regional.status).toBe(200);
    expect(regional.canonical).toBe(url);
  });

  test("a page brings its first view's API answers, as the shopper's own: a first visit's session opens with the page", async () => {
    const { slug } = await firstRow<{ slug: string }>('SELECT slug FROM products ORDER BY id LIMIT 1');
    const response = await app.inject({ method: 'GET', url: `/catalog/product/${slug}`, headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const answers = firstAnswersOf(response.body);
    // what the page-wide services ask on every page (the basket's counter: the cart), then the page's own
    expect(Object.keys(answers)).toEqual(['/cart/', '/layout/location', '/customer/', `/products/${slug}`]);

    // the same answers the browser would get, in the session the page opened
    const setCookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(setCookies.map((cookie) => cookie.split('=')[0])).toEqual(expect.arrayContaining(['sid', 'XSRF-TOKEN']));
    const cookie = setCookies.map((value) => value.split(';')[0]).join('; ');
    const ask = async (url: string) =>
      (await app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie, accept: 'application/json' } })).json();
    expect(answers['/layout/location']).toEqual(await ask('/layout/location'));
    expect(answers['/customer/']).toEqual(await ask('/customer/'));
    expect(answers[`/products/${slug}`]).toEqual(await ask(`/products/${slug}`));
    expect(answers['/cart/']).toEqual(await ask('/cart/'));

    // a returning shopper's page opens no session of its own
    const again = await app.inject({ method: 'GET', url: '/', headers: { ...HTML, cookie } });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.body).toContain('"/slides?type=HOME_TOP":');
    // a 404 brings only what the page-wide services ask
    const missing = await app.inject({ method: 'GET', url: '/no-such-page', headers: { ...HTML, cookie } });
    expect(Object.keys(firstAnswersOf(missing.body))).toEqual(['/cart/']);
    // a crawler runs no scripts: no answers, and no session opened for it
    const crawler = await app.inject({
      method: 'GET',
      url: `/catalog/product/${slug}`,
      headers: { ...HTML, 'user-agent': 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)' },
    });
    expect(crawler.statusCode).toBe(200);
    expect(crawler.body).not.toContain('apteka-first-answers');
    expect(crawler.headers['set-cookie']).toBeUndefined();
  });

  test('404 with the shell for an unknown product, category, article, pharmacy, route or region segment', async () => {
    const region = await firstRow<{ id: number; slug: string }>('SELECT id, slug FROM regions LIMIT 1');
    for (const url of [
      '/catalog/product/no-such-product-000',
      '/catalog/no-such-category',
      '/articles/999999',
      '/pharmacies/99999999',
      '/no-such-page-123',
      '/foo-99999/catalog',
      `/${region.slug}x-${region.id}/catalog`,
      '/basic-pages/no-such-page',
      '/stock/no-such-promotion',
    ]) {
      const page = await open(url);
      expect([url, page.status]).toEqual([url, 404]);
      expect(page.html).toContain('<div id="root"></div>');
      expect(page.title).toBe('Страница не найдена — интернет-аптека Самсон-Фарма');
      expect(page.meta('robots')).toBe('noindex, follow');
      expect(page.meta('page-status')).toBe('404');
    }
    const found = await open(`/${region.slug}-${region.id}/catalog`);
    expect(found.status).toBe(200);
    expect(found.meta('page-status')).toBeUndefined();
  });

  const describeAddress = (url: string) => {
    const deps: PagesDeps = { db: database.db, brand: 'samson', publicUrl: SITE };
    return describePage(deps, url);
  };
  /** A product sold in Moscow that the sitemap and first-answer tests (the first by id) do not read. */
  const laterProduct = (offset: number) =>
    firstRow<{ id: number; slug: string; name: string }>(
      `SELECT p.id, p.slug, p.name FROM products p
         JOIN product_prices pr ON pr.product_id = p.id AND pr.region_id = 14
        ORDER BY p.id DESC OFFSET $1 LIMIT 1`,
      [offset],
    );

  test('a product withdrawn from sale is a 410 with its own head, no canonical and never indexed', async () => {
    const product = await laterProduct(0);
    await withdrawProduct(database.db, product.slug);
    try {
      const described = await describeAddress(`/moskva-14/catalog/product/${product.slug}`);
      expect(described).toMatchObject({
        status: 410,
        head: {
          title: 'Товар снят с продажи — интернет-аптека Самсон-Фарма',
          description: 'Этот товар больше не продаётся. Найдите замену в каталоге или поиском.',
          canonical: null,
          noindex: true,
          structuredData: [],
        },
      });
      expect(described.redirect).toBeUndefined();
      expect(described.firstAnswers).toBeUndefined();
      expect((await describeAddress(`/catalog/product/${product.id}`)).status).toBe(410);

      const page = await open(`/catalog/product/${product.slug}`);
      expect([page.status, page.title, page.meta('robots'), page.canonical]).toEqual([
        410,
        'Товар снят с продажи — интернет-аптека Самсон-Фарма',
        'noindex, follow',
        undefined,
      ]);
      expect(page.meta('page-status')).toBe('410');
    } finally {
      await restoreProduct(database.db, product.slug);
    }
    expect((await describeAddress(`/catalog/product/${product.slug}`)).status).toBe(200);
  });

  test("a former slug (or the id) is a 301 to the product's address, keeping the region segment and the query", async () => {
    const product = await laterProduct(1);
    const renamed = `${product.slug}-v2`;
    await renameProduct(database.db, product.slug, renamed);
    const region = await firstRow<{ slug: string }>('SELECT slug FROM regions WHERE id = 14');

    const described = await describeAddress(`/catalog/product/${product.slug}`);
    expect(described).toMatchObject({
      status: 301,
      redirect: `/catalog/product/${renamed}`,
      head: { canonical: `${SITE}/catalog/product/${renamed}`, title: expect.stringContaining(product.name) },
    });
    expect(described.firstAnswers).toBeUndefined();
    expect(
      (await describeAddress(`/${region.slug}-14/catalog/product/${product.slug}/?utm_source=mail&x=%D1%8F`)).redirect,
    ).toBe(`/${region.slug}-14/catalog/product/${renamed}?utm_source=mail&x=%D1%8F`);
    expect((await describeAddress(`/catalog/product/${product.id}`)).redirect).toBe(`/catalog/product/${renamed}`);

    const current = await describeAddress(`/catalog/product/${renamed}`);
    expect([current.status, current.redirect, current.firstAnswers]).toEqual([
      200,
      undefined,
      [`/products/${renamed}`],
    ]);
  });

  test('over HTTP a former product address answers 301 with its new address in Location', async () => {
    const product = await laterProduct(2);
    const renamed = `${product.slug}-v2`;
    await renameProduct(database.db, product.slug, renamed);
    const region = await firstRow<{ slug: string }>('SELECT slug FROM regions WHERE id = 14');

    const plain = await app.inject({ method: 'GET', url: `/catalog/product/${product.slug}`, headers: HTML });
    expect([plain.statusCode, plain.headers.location]).toEqual([301, `/catalog/product/${renamed}`]);
    const regional = await app.inject({
      method: 'GET',
      url: `/${region.slug}-14/catalog/product/${product.slug}?utm_source=mail`,
      headers: HTML,
    });
    expect([regional.statusCode, regional.headers.location]).toEqual([
      301,
      `/${region.slug}-14/catalog/product/${renamed}?utm_source=mail`,
    ]);
  });

  test('a category lists its first products (ItemList); a filtered or sorted listing stays out of the index', async () => {
    const category = await firstRow<{ path: string[]; name: string }>(
      `SELECT c.path, c.name FROM categories c WHERE EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id)
        ORDER BY c.id LIMIT 1`,
    );
    const address = `/catalog/${category.path.join('/')}`;
    const page = await open(address);
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${category.name} — купить в интернет-аптеке Самсон-Фарма`);
    expect(page.canonical).toBe(`${SITE}${address}`);
    expect(page.meta('robots')).toBeUndefined();
    const list = page.data('ItemList')!;
    expect((list.itemListElement as unknown[]).length).toBeGreaterThan(0);
    expect((list.itemListElement as Array<Record<string, unknown>>)[0]).toMatchObject({
      '@type': 'ListItem',
      position: 1,
      url: expect.stringMatching(/^https:\/\/apteka\.example\/catalog\/product\//),
    });
    const sorted = await open(`${address}?sort=cheap`);
    expect(sorted.meta('robots')).toBe('noindex, follow');
    expect(sorted.canonical).toBe(`${SITE}${address}`);
  });

  test('an article, a pharmacy, the home page and an information page carry their own data', async () => {
    const article = await firstRow<{ id: number; slug: string; title: string }>(
      'SELECT id, slug, title FROM articles WHERE published ORDER BY id LIMIT 1',
    );
    const articlePage = await open(`/articles/${article.id}?name=${article.slug}`);
    expect(articlePage.title).toBe(`${article.title} — интернет-аптека Самсон-Фарма`);
    expect(articlePage.data('Article')).toMatchObject({
      headline: article.title,
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      author: { '@type': 'Person', name: expect.any(String) },
      publisher: { '@type': 'Organization', name: 'Самсон-Фарма' },
    });

    const store = await firstRow<{ id: number; address: string }>(
      "SELECT id, address FROM stores WHERE chain = 'samson' AND NOT is_dark_store ORDER BY id LIMIT 1",
    );
    const pharmacy = await open(`/pharmacies/${store.id}`);
    expect(pharmacy.title).toBe(`Аптека Самсон-Фарма: ${store.address}`);
    const pharmacyData = pharmacy.data('Pharmacy')!;
    expect(pharmacyData.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    expect((pharmacyData.openingHoursSpecification as unknown[]).length).toBeGreaterThan(0);

    const home = await open('/');
    expect(home.status).toBe(200);
    expect(home.data('Organization')).toMatchObject({ name: 'Самсон-Фарма', url: `${SITE}/` });

    const contacts = await open('/contacts');
    expect(contacts.status).toBe(200);
    expect(contacts.title).toMatch(/^Контакты — интернет-аптека Самсон-Фарма$/);
  });

  test("a shopper's own pages and search are served but kept out of the index", async () => {
    for (const url of ['/basket/', '/lk', '/lk/orders', '/search?q=аспирин', '/order/5?signature=x']) {
      const page = await open(url);
      expect([url, page.status, page.meta('robots')]).toEqual([url, 200, 'noindex, follow']);
    }
  });

  test('no text of the database can close the JSON-LD script', async () => {
    const product = await firstRow<{ id: number; slug: string }>('SELECT id, slug FROM products ORDER BY id LIMIT 1');
    await database.db.query('UPDATE products SET description = $2 WHERE id = $1', [
      product.id,
      'Описание </script><script>alert(1)</script>',
    ]);
    const page = await open(`/catalog/product/${product.slug}`);
    expect(page.html).not.toContain('</script><script>alert(1)');
    expect(page.data('Product')!.description).toBe('Описание </script><script>alert(1)</script>');
  });

  test('sitemap.xml indexes its parts; they list a known product, categories, pharmacies and content, and no basket', async () => {
    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/application\/xml/);
    const parts = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(parts).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      `${SITE}/sitemaps/categories.xml`,
      `${SITE}/sitemaps/products-1.xml`,
      `${SITE}/sitemaps/pharmacies.xml`,
      `${SITE}/sitemaps/content.xml`,
    ]);
    const all = (
      await Promise.all(parts.map((part) => app.inject({ method: 'GET', url: part.replace(SITE, '') })))
    ).map((response) => response.body);
    const product = await firstRow<{ slug: string }>('SELECT slug FROM products ORDER BY id LIMIT 1');
    expect(all[2]).toContain(`<loc>${SITE}/catalog/product/${product.slug}</loc>`);
    expect(all[0]).toContain(`<loc>${SITE}/contacts</loc>`);
    expect(all[3]).toMatch(/<loc>https:\/\/apteka\.example\/pharmacies\/\d+<\/loc>/);
    expect(all[4]).toMatch(/<loc>https:\/\/apteka\.example\/articles\/\d+\?name=/);
    expect(all.join('\n')).not.toMatch(/\/basket|\/lk|\/order\//);
    expect((await app.inject({ method: 'GET', url: '/sitemaps/products-9.xml' })).statusCode).toBe(404);
  });

  test("the likeliest addresses to draw ahead: the front pages, the menu's categories top ones first, then products by popularity", async () => {
    const likely = await likelyAddresses({ db: database.db }, 200);
    expect(likely).toHaveLength(200);
    expect(likely.slice(0, 3)).toEqual(['/', '/catalog', '/pharmacies']);
    const kindOf = (address: string) =>
      address.startsWith('/catalog/product/')
        ? 'product'
        : ['top category', 'subcategory'][address.replace('/catalog/', '').split('/').length - 1];
    const kinds = likely.slice(3).map(kindOf);
    // the top categories, then their subcategories, then products: no category deeper than the menu shows
    const order = ['top category', 'subcategory', 'product'];
    expect(kinds).toEqual([...kinds].sort((a, b) => order.indexOf(a!) - order.indexOf(b!)));
    expect(new Set(kinds)).toEqual(new Set(order));
    const products = await database.db.query<{ slug: string }>(
      'SELECT slug FROM products WHERE withdrawn_at IS NULL ORDER BY popularity DESC, id LIMIT 1',
    );
    expect(likely[kinds.indexOf('product') + 3]).toBe(`/catalog/product/${products.rows[0]!.slug}`);
    expect(await likelyOwnAddresses({ db: database.db }, 200, null)).toEqual(likely);
  });

  test("in a cluster each instance draws ahead as many of the likeliest as alone, but only the front's pages for it", async () => {
    const servers = ['10.0.0.11:3000', '10.0.0.12:3000', '10.0.0.13:3000'];
    const rings = servers.map((self) => pageRing({ servers, self }));
    const own = await Promise.all(rings.map((ring) => likelyOwnAddresses({ db: database.db }, 20, ring)));
    const store = await likelyAddresses({ db: database.db }, 480);
    own.forEach((addresses, index) => {
      expect(addresses).toHaveLength(20);
      // the likeliest of its own, in the store's order
      expect(addresses).toEqual(store.filter(rings[index]!.owns).slice(0, 20));
    });
    // an instance whose share is smaller reads further down the store's list
    const reach = own.map((addresses) => store.indexOf(addresses.at(-1)!));
    expect(Math.max(...reach)).toBeGreaterThanOrEqual(60);
    expect(new Set(own.flat()).size).toBe(60);
  });

  test('robots.txt closes baskets, the account, orders, search and filtered listings, and names the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\n');
    for (const rule of [
      'Disallow: /basket/',
      'Disallow: /lk',
      'Disallow: /order/',
      'Disallow: /search',
      'Disallow: /catalog/*?',
    ]) {
      expect(lines).toContain(rule);
    }
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(lines).not.toContain('Disallow: /catalog/');
  });
});
