import type { FastifyInstance } from 'fastify';
import type { ProductDetail, ProductList, Suggestions } from '@apteka/contracts';
import { buildTestApp, engineForRoutes, useCatalogueApp, Visitor } from '../support/test-app';

/** What a shopper reads, through the caching app and straight from the database, must be the same thing. */
describe.each(engineForRoutes)('catalogue read cache on %s', (engine) => {
  const catalogue = useCatalogueApp(engine, { catalogCacheSeconds: 60 });
  let uncached: FastifyInstance;
  beforeAll(async () => {
    uncached = await buildTestApp(catalogue.database.db);
  });
  afterAll(() => uncached.close());

  const READS = [
    '/api/products?category=lekarstvennye-sredstva&limit=10&sort=cheap',
    '/api/products?category=lekarstvennye-sredstva&limit=10&sort=cheap&inStock=true',
    '/api/products?q=парацетамол&limit=10',
    '/api/products?q=нурофен&limit=10',
    '/api/catalog/search?q=парацитамол&history_limit=0',
    '/api/catalog/search?q=ибупрофен&history_limit=0',
    '/api/products/1',
    '/api/alphabet/brands',
    '/api/alphabet/trade-names',
  ];

  async function readAll(cached: Visitor, direct: Visitor) {
    for (const url of READS) {
      const [a, b] = await Promise.all([cached.get(url), direct.get(url)]);
      expect([url, a.statusCode]).toEqual([url, 200]);
      expect([url, a.json()]).toEqual([url, b.json()]);
    }
  }

  test('answers like the database for each region and delivery mode, from memory the second time', async () => {
    const { app, database } = catalogue;
    const shopper = new Visitor(app);
    await shopper.get('/api/customer');
    const sameSession = () => {
      const direct = new Visitor(uncached);
      for (const [name, value] of shopper.cookies) direct.cookies.set(name, value);
      return direct;
    };
    await readAll(shopper, sameSession());
    const { hits } = app.catalogCaches.listingFacets.stats;
    await readAll(shopper, sameSession());
    expect(app.catalogCaches.listingFacets.stats.hits).toBeGreaterThan(hits);

    expect((await shopper.post('/api/delivery/update-region', { regionId: 27 })).statusCode).toBeLessThan(300);
    await readAll(shopper, sameSession());
    await database.db.query(`UPDATE sessions SET data = jsonb_set(data, '{deliveryMode}', '"courier"') WHERE id = $1`, [
      shopper.cookies.get('sid'),
    ]);
    await readAll(shopper, sameSession());
  });

  test('different queries and pages never share an entry', async () => {
    const shopper = new Visitor(catalogue.app);
    const first = (await shopper.get('/api/products?q=парацетамол&limit=5')).json<ProductList>();
    const second = (await shopper.get('/api/products?q=парацетамол&limit=5&page=2')).json<ProductList>();
    expect(second.productList.items.map((card) => card.id)).not.toEqual(first.productList.items.map((card) => card.id));
    const suggested = (await shopper.get('/api/catalog/search?q=нурофен')).json<Suggestions>();
    expect(JSON.stringify(suggested.suggestions).toLowerCase()).toContain('нурофен');
    const names = (
      await catalogue.database.db.query<{ trade_name: string }>(
        'SELECT DISTINCT trade_name FROM catalog_offers ORDER BY trade_name LIMIT 2',
      )
    ).rows;
    const ofName = async (name: string) =>
      (await shopper.get(`/api/products?tradeName=${encodeURIComponent(name)}`))
        .json<ProductList>()
        .productList.items.map((card) => card.name);
    const [one, other] = await Promise.all(names.map((row) => ofName(row.trade_name)));
    expect(one).not.toEqual(other);
    const product = (await shopper.get('/api/products/2')).json<ProductDetail>();
    expect(product.id).toBe(2);
  });
});
