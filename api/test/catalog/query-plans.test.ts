import type { FastifyInstance } from 'fastify';
import type { ProductList } from '@apteka/contracts';
import { recordPlans, type SeqScan } from '../../src/platform/database/plan-recorder';
import { buildTestApp, engines, openCatalogueDatabase, type TestDatabase, Visitor } from '../support/test-app';

/** The big tables: the catalogue's hot paths must reach them through an index, whatever the catalogue's size. */
const BIG_TABLES = ['products', 'catalog_offers', 'product_prices', 'stock'];

describe.each(engines)('the catalogue paths read the big tables through indexes (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let seqScans: SeqScan[];
  let statements: () => number;

  beforeAll(async () => {
    database = await openCatalogueDatabase(engine);
    const recorder = recordPlans(database.db, { relations: BIG_TABLES, withoutSeqScans: true });
    seqScans = recorder.seqScans;
    statements = recorder.statements;
    app = await buildTestApp(recorder.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  /** Runs the requests as one visitor and returns the seq scans their statements needed. */
  async function scansOf(urls: string[]): Promise<SeqScan[]> {
    const visitor = new Visitor(app);
    await visitor.get('/api/customer');
    const before = seqScans.length;
    const counted = statements();
    for (const url of urls) expect((await visitor.get(url)).statusCode).toBe(200);
    expect(statements()).toBeGreaterThan(counted);
    return seqScans.slice(before);
  }

  test('suggestions, with typos, wrong layout and transliteration', async () => {
    const queries = [
      'парацетамол',
      'парацитамол',
      'нурафен',
      'gfhfwtnfvjk',
      'nurofen',
      'витамин д',
      'ибупрофена',
      'отеки',
      'мазь от грибка ногтей',
    ];
    expect(await scansOf(queries.map((q) => `/api/catalog/search?q=${encodeURIComponent(q)}&history_limit=5`))).toEqual(
      [],
    );
  });

  test('search results with filters and each sort', async () => {
    const urls = ['relevance', 'popular', 'cheap', 'expensive'].map(
      (sort) => `/api/products?q=${encodeURIComponent('парацетамол')}&sort=${sort}`,
    );
    urls.push(`/api/products?q=${encodeURIComponent('нурофен')}&inStock=true&rx=otc&page=2&limit=12`);
    // words of the instructions: all of them in one product's, or only some in each
    for (const q of ['от отеков ног', 'отеки стоматит', 'для памяти'])
      urls.push(`/api/products?q=${encodeURIComponent(q)}`, `/api/products?q=${encodeURIComponent(q)}&sort=cheap`);
    expect(await scansOf(urls)).toEqual([]);
  });

  test('category pages and selections with filters, sorts and later pages', async () => {
    const first = (
      await new Visitor(app).get('/api/products?category=lekarstvennye-sredstva&limit=5')
    ).json<ProductList>();
    const brand = first.facets.brands[0]!.value;
    const form = first.facets.forms[0]!.value;
    const { rows } = await database.db.query<{ id: number }>(
      `SELECT id FROM categories WHERE slug = 'obezbolivayushchie'`,
    );
    const urls = [
      '/api/products?category=lekarstvennye-sredstva',
      `/api/products?category=lekarstvennye-sredstva&brand=${brand}&inStock=true&sort=cheap`,
      `/api/products?category=lekarstvennye-sredstva/obezbolivayushchie&form=${encodeURIComponent(form)}&priceMin=100&priceMax=500000&rx=otc&page=2`,
      `/api/category/${rows[0]!.id}/products?sort=expensive`,
      ...['discounts', 'aptechka', 'nash-vybor', 'dermakosmetika', 'isg'].map(
        (selection) => `/api/products?selection=${selection}`,
      ),
    ];
    expect(await scansOf(urls)).toEqual([]);
  });

  test('the product page and every list around it', async () => {
    const { rows } = await database.db.query<{ id: number; slug: string }>(
      'SELECT id, slug FROM products WHERE substance_id IS NOT NULL ORDER BY popularity DESC LIMIT 1',
    );
    const { id, slug } = rows[0]!;
    const urls = [
      `/api/products/${slug}`,
      `/api/products/${id}`,
      ...['analogs', 'form-type-links', 'discounts', 'sets'].map((list) => `/api/products/${id}/${list}`),
      `/api/products/recommend?productId=${id}`,
      '/api/products/visited',
      '/api/products/popular',
    ];
    expect(await scansOf(urls)).toEqual([]);
  });
});
