import type { FastifyInstance } from 'fastify';
import type {
  CategoryNode,
  FormTypeLink,
  ProductCard,
  ProductDetail,
  ProductList,
  ProductSet,
  Suggestions,
} from '@apteka/contracts';
import { buildTestApp, engineForRoutes, openCatalogueDatabase, type TestDatabase, Visitor } from '../support/test-app';

describe.each(engineForRoutes)('catalogue products and search endpoints (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openCatalogueDatabase(engine);
    app = await buildTestApp(database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const one = async <T>(sql: string, params: unknown[] = []) => (await database.db.query<T>(sql, params)).rows[0] as T;

  describe('listings', () => {
    test('a category path lists its subtree with breadcrumbs, paging and facet counts', async () => {
      const visitor = new Visitor(app);
      const first = (await visitor.get('/api/products?category=lekarstvennye-sredstva&limit=5')).json<ProductList>();
      const { n } = await one<{ n: number }>(
        `SELECT count(*)::int AS n FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.region_id = 14
          JOIN categories c ON c.id = p.category_id WHERE c.path[1] = 'lekarstvennye-sredstva'`,
      );
      expect(first.productList.pagination).toEqual({ current: 1, pageSize: 5, total: n, pages: Math.ceil(n / 5) });
      expect(first.productList.items).toHaveLength(5);
      expect(first.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Лекарственные средства']);
      expect(first.facets.brands.reduce((sum, brand) => sum + brand.count, 0)).toBeLessThanOrEqual(n);
      expect(first.facets.prescription.rx + first.facets.prescription.otc).toBe(n);

      const second = (
        await visitor.get('/api/products?category=lekarstvennye-sredstva&limit=5&page=2')
      ).json<ProductList>();
      const firstIds = first.productList.items.map((item) => item.id);
      expect(second.productList.items.some((item) => firstIds.includes(item.id))).toBe(false);
    });

    test("a category's listing names the categories right below it, as the tree does, and a search none", async () => {
      const visitor = new Visitor(app);
      const listing = (await visitor.get('/api/products?category=lekarstvennye-sredstva&limit=1')).json<ProductList>();
      const tree = (await visitor.get('/api/categories')).json<CategoryNode[]>();
      const node = tree.find((root) => root.slug === 'lekarstvennye-sredstva')!;
      expect(node.children.length).toBeGreaterThan(1);
      expect(listing.subcategories).toEqual(node.children.map(({ children: _below, ...category }) => category));
      const deeper = node.children.find((child) => child.children.length > 0)!;
      const below = (await visitor.get(`/api/products?category=${deeper.path.join('/')}&limit=1`)).json<ProductList>();
      expect(below.subcategories?.map((category) => category.slug)).toEqual(deeper.children.map((child) => child.slug));
      const search = (
        await visitor.get('/api/products?q=%D0%BD%D1%83%D1%80%D0%BE%D1%84%D0%B5%D0%BD&limit=1')
      ).json<ProductList>();
      expect(search.subcategories).toBeUndefined();
    });

    test('filters narrow the list and the facet of a filter still counts the other values', async () => {
      const visitor = new Visitor(app);
      const all = (await visitor.get('/api/products?category=lekarstvennye-sredstva&limit=60')).json<ProductList>();
      const brand = all.facets.brands[0]!;
      const filtered = (
        await visitor.get(`/api/products?category=lekarstvennye-sredstva&limit=60&brand=${brand.value}`)
      ).json<ProductList>();
      expect(filtered.productList.pagination.total).toBe(brand.count);
      expect(filtered.productList.items.length).toBeGreaterThan(0);
      expect(filtered.productList.items.filter((item) => !(String(item.brand.id) === brand.value))).toEqual([]);
      expect(filtered.facets.brands).toEqual(all.facets.brands);

      const otc = (
        await visitor.get('/api/products?category=lekarstvennye-sredstva&limit=60&rx=otc')
      ).json<ProductList>();
      expect(otc.productList.items.length).toBeGreaterThan(0);
      expect(otc.productList.items.filter((item) => !!item.isPrescription)).toEqual([]);
      expect(otc.productList.pagination.total).toBe(all.facets.prescription.otc);

      const inStock = (
        await visitor.get('/api/products?category=lekarstvennye-sredstva&limit=60&inStock=true')
      ).json<ProductList>();
      expect(inStock.productList.pagination.total).toBe(all.facets.inStock);
    });

    test('sorting by price orders by the current (special or base) price', async () => {
      const visitor = new Visitor(app);
      const price = (card: ProductCard) => card.price!.special ?? card.price!.base;
      const cheap = (await visitor.get('/api/products?category=lekarstvennye-sredstva&sort=cheap&limit=20'))
        .json<ProductList>()
        .productList.items.map(price);
      expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
      const dear = (await visitor.get('/api/products?category=lekarstvennye-sredstva&sort=expensive&limit=20'))
        .json<ProductList>()
        .productList.items.map(price);
      expect(dear).toEqual([...dear].sort((a, b) => b - a));
      const range = (
        await visitor.get(
          `/api/products?category=lekarstvennye-sredstva&limit=60&priceMin=${cheap[3]}&priceMax=${dear[3]}`,
        )
      ).json<ProductList>();
      expect(range.productList.items.length).toBeGreaterThan(0);
      expect(range.productList.items.filter((card) => !(price(card) >= cheap[3]! && price(card) <= dear[3]!))).toEqual(
        [],
      );
    });

    test('the discounts selection holds only products with a special price; /category/{id}/products matches the path', async () => {
      const discounts = (await new Visitor(app).get('/api/products?selection=discounts&limit=60')).json<ProductList>();
      expect(discounts.productList.items.length).toBeGreaterThan(0);
      expect(
        discounts.productList.items.filter((card) => card.price?.special === null || card.discountPercent <= 0),
      ).toEqual([]);
      const { id } = await one<{ id: number }>(`SELECT id FROM categories WHERE slug = 'obezbolivayushchie'`);
      const byId = (await new Visitor(app).get(`/api/category/${id}/products?limit=10`)).json<ProductList>();
      const byPath = (
        await new Visitor(app).get('/api/products?category=lekarstvennye-sredstva/obezbolivayushchie&limit=10')
      ).json<ProductList>();
      expect(byId.productList).toEqual(byPath.productList);
      expect(byId.category?.name).toBe('Обезболивающие и жаропонижающие');
    });

    test('prices and availability follow the session region', async () => {
      const visitor = new Visitor(app);
      const moscow = (await visitor.get('/api/products?category=lekarstvennye-sredstva&limit=10')).json<ProductList>();
      const moved = await visitor.post('/api/delivery/update-region', { regionId: 27 });
      expect(moved.statusCode).toBeLessThan(300);
      const spb = (await visitor.get('/api/products?category=lekarstvennye-sredstva&limit=10')).json<ProductList>();
      const { base } = await one<{ base: number }>(
        'SELECT base FROM product_prices WHERE region_id = 27 AND product_id = $1',
        [spb.productList.items[0]!.id],
      );
      expect(spb.productList.items[0]!.price!.base).toBe(base);
      expect(JSON.stringify(spb.productList.items)).not.toBe(JSON.stringify(moscow.productList.items));
    });

    test.each([
      ['unknown sort', '/api/products?sort=random'],
      ['negative page', '/api/products?page=-1'],
      ['page size over the limit', '/api/products?limit=500'],
      ['a 1,000-character query', `/api/products?q=${'а'.repeat(1000)}`],
      ['bad id list', '/api/products?brand=1;DROP'],
      ['unknown parameter', '/api/products?foo=1'],
      ['min price above max', '/api/products?priceMin=500&priceMax=100'],
      ['relevance without a query', '/api/products?sort=relevance'],
      ['non-numeric category id', '/api/category/abc/products'],
    ])('%s is a 400 with a Russian message', async (_, url) => {
      const response = await new Visitor(app).get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String), message: expect.stringMatching(/[а-я]/i) });
    });

    test('/category/products lists several categories at once; custom_order is the category order', async () => {
      const [first, second] = (
        await database.db.query<{ id: number }>(
          `SELECT id FROM categories WHERE slug IN ('obezbolivayushchie', 'vitamin-d') ORDER BY slug`,
        )
      ).rows.map((row) => row.id);
      const total = async (url: string) =>
        (await new Visitor(app).get(url)).json<ProductList>().productList.pagination.total;
      const both = await total(`/api/category/products?categories=${first},${second}`);
      expect(both).toBeGreaterThan(0);
      expect(both).toBe(
        (await total(`/api/category/${first}/products`)) + (await total(`/api/category/${second}/products`)),
      );
      expect(await total(`/api/category/products?categories=${first},${first}`)).toBe(
        await total(`/api/category/${first}/products`),
      );
      const ids = async (url: string) =>
        (await new Visitor(app).get(url)).json<ProductList>().productList.items.map((card) => card.id);
      expect(await ids(`/api/category/${first}/products?sort=custom_order`)).toEqual(
        await ids(`/api/category/${first}/products?sort=popular`),
      );
      expect((await new Visitor(app).get(`/api/category/products?categories=${first},999999`)).statusCode).toBe(404);
      for (const bad of ['', 'abc', '1;2', `${first},`]) {
        expect((await new Visitor(app).get(`/api/category/products?categories=${bad}`)).statusCode).toBe(400);
      }
    });

    test('unknown category is a 404; SQL or HTML in q is just text', async () => {
      expect((await new Visitor(app).get('/api/products?category=no-such-thing')).statusCode).toBe(404);
      expect((await new Visitor(app).get('/api/category/999999/products')).statusCode).toBe(404);
      for (const q of ["'; DROP TABLE products; --", '<script>alert(1)</script>', '%_\\', '!!!']) {
        const response = await new Visitor(app).get(`/api/products?q=${encodeURIComponent(q)}`);
        expect(response.statusCode).toBe(200);
      }
      expect((await one<{ n: number }>('SELECT count(*)::int AS n FROM products')).n).toBeGreaterThan(0);
    });
  });

  describe('search', () => {
    test('forgives typos, wrong layout and transliteration and says what it searched for', async () => {
      for (const q of ['парацитамол', 'gfhfwtnfvjk', 'paracetamol', 'парацетамола']) {
        const body = (
          await new Visitor(app).get(`/api/products?q=${encodeURIComponent(q)}&limit=5`)
        ).json<ProductList>();
        expect(body.productList.items.some((card) => card.mnn?.name === 'парацетамол')).toBe(true);
      }
      const corrected = (await new Visitor(app).get('/api/products?q=gfhfwtnfvjk')).json<ProductList>();
      expect(corrected.correctedQuery).toBe('парацетамол');
    });

    test('an unknown word gives an empty result, not an error', async () => {
      const body = (await new Visitor(app).get('/api/products?q=zzqqxxw')).json<ProductList>();
      expect(body.productList.items).toEqual([]);
      expect(body.productList.pagination.total).toBe(0);
    });

    test('suggestions hold products, substances and the history, which can be deleted', async () => {
      const visitor = new Visitor(app);
      await visitor.get('/api/products?q=ибупрофен');
      const suggestions = (await visitor.get('/api/catalog/search?q=ибупр&history_limit=3')).json<Suggestions>();
      const kinds = suggestions.suggestions.map((s) => s.kind);
      expect(kinds).toContain('product');
      expect(kinds).toContain('substance');
      expect(suggestions.suggestions[0]).toEqual({
        kind: 'history',
        text: 'ибупрофен',
        href: '/search?q=%D0%B8%D0%B1%D1%83%D0%BF%D1%80%D0%BE%D1%84%D0%B5%D0%BD',
      });

      const emptyQuery = (await visitor.get('/api/catalog/search?history_limit=5')).json<Suggestions>();
      expect(emptyQuery.suggestions.map((s) => s.text)).toEqual(['ибупрофен']);

      expect(
        (await visitor.request({ method: 'DELETE', url: '/api/catalog/search/history', csrf: false })).statusCode,
      ).toBe(403);
      await visitor.get('/api/products?q=нурофен');
      const byGet = await visitor.get(`/api/catalog/search/history/delete?q=${encodeURIComponent('нурофен')}`);
      expect(byGet.json()).toEqual({ deleted: 1 });
      const deleted = await visitor.request({ method: 'DELETE', url: '/api/catalog/search/history?q=ибупрофен' });
      expect(deleted.json()).toEqual({ deleted: 1 });
      expect((await visitor.get('/api/catalog/search?history_limit=5')).json<Suggestions>().suggestions).toEqual([]);
      expect((await visitor.get('/api/catalog/search?history_limit=50')).statusCode).toBe(400);
    });
  });

  describe('product page and related lists', () => {
    test('detail by slug and by id, with the attribute table and "Нет МНН" when there is no substance', async () => {
      const medicine = await one<{ id: number; slug: string }>(
        'SELECT id, slug FROM products WHERE substance_id IS NOT NULL ORDER BY id LIMIT 1',
      );
      const visitor = new Visitor(app);
      const bySlug = (await visitor.get(`/api/products/${medicine.slug}`)).json<ProductDetail>();
      const byId = (await visitor.get(`/api/products/${medicine.id}`)).json<ProductDetail>();
      expect(bySlug).toEqual(byId);
      expect(bySlug.attributes.map((a) => a.key)).toEqual(
        expect.arrayContaining(['brand', 'mnn', 'medform', 'manufacturer', 'tradeName', 'validDate', 'country']),
      );
      expect(bySlug.infoTitle).toBe('Инструкция по применению');

      const goods = await one<{ id: number }>('SELECT id FROM products WHERE substance_id IS NULL ORDER BY id LIMIT 1');
      const detail = (await visitor.get(`/api/products/${goods.id}`)).json<ProductDetail>();
      expect(detail.attributes.find((a) => a.key === 'mnn')?.value).toBe('Нет МНН');

      const visitedList = (await visitor.get('/api/products/visited')).json<{ items: ProductCard[] }>();
      expect(visitedList.items.map((card) => card.id)).toEqual([goods.id, medicine.id]);
      expect((await visitor.get('/api/products/no-such-product')).statusCode).toBe(404);
      expect((await visitor.get('/api/products/DROP%20TABLE')).statusCode).toBe(400);
    });

    test('brand, substance and manufacturer link to their alphabetical directory pages, which list the product', async () => {
      const { id } = await one<{ id: number }>(
        `SELECT p.id FROM products p JOIN catalog_offers o ON o.product_id = p.id AND o.region_id = 14 AND o.chain = 'samson'
          WHERE p.substance_id IS NOT NULL ORDER BY p.id LIMIT 1`,
      );
      const visitor = new Visitor(app);
      const detail = (await visitor.get(`/api/products/${id}`)).json<ProductDetail>();
      const directories = {
        brand: 'alphabet_brand',
        mnn: 'alphabet_mnn',
        manufacturer: 'alphabet_manufacturer',
      } as const;
      const api = {
        alphabet_brand: 'brands',
        alphabet_mnn: 'substances',
        alphabet_manufacturer: 'manufacturers',
      } as const;
      for (const [key, directory] of Object.entries(directories)) {
        const href = detail.attributes.find((attribute) => attribute.key === key)?.href ?? '';
        const [, page, letter, slug] = href.split('/');
        expect([key, page]).toEqual([key, directory]);
        const name = await visitor.get(`/api/alphabet/${api[directory]}/${letter}/${slug}`);
        expect([key, name.statusCode]).toEqual([key, 200]);
        const { filter } = name.json<{ filter: { key: string; value: string } }>();
        const listed = (
          await visitor.get(`/api/products?${filter.key}=${encodeURIComponent(filter.value)}&limit=60`)
        ).json<ProductList>();
        expect(listed.productList.pagination.total).toBeGreaterThan(0);
      }
      expect(detail.attributes.find((attribute) => attribute.key === 'tradeName')?.href).toBeUndefined();
    });

    test('prescription items are pickup only and never offered for courier', async () => {
      const rx = await one<{ id: number }>(
        'SELECT id FROM products WHERE is_prescription ORDER BY popularity DESC LIMIT 1',
      );
      const visitor = new Visitor(app);
      const pickup = (await visitor.get(`/api/products/${rx.id}`)).json<ProductDetail>();
      expect(pickup.availability.pickupOnly).toBe(true);
      await database.db.query(
        `UPDATE sessions SET data = jsonb_set(data, '{deliveryMode}', '"courier"') WHERE id = $1`,
        [visitor.cookies.get('sid')],
      );
      const courier = (await visitor.get(`/api/products/${rx.id}`)).json<ProductDetail>();
      if (courier.availability.status !== 'not_available') expect(courier.availability.status).toBe('no_delivery');
    });

    test('analogs share the substance; form-type links share the trade name; sets, discounts, recommend, popular answer', async () => {
      const product = await one<{ id: number; substance_id: number; trade_name: string }>(
        `SELECT p.id, p.substance_id, p.trade_name FROM products p
          WHERE EXISTS (SELECT 1 FROM products o WHERE o.substance_id = p.substance_id AND o.trade_name <> p.trade_name)
          ORDER BY p.id LIMIT 1`,
      );
      // the small test catalogue has one pack per trade name: add a second pack of product 1
      await database.db.query(
        `INSERT INTO products (id, guid, slug, name, trade_name, substance_id, brand_id, manufacturer_id, category_id, country,
                               medform, form_type, dosage, units_in_package, valid_months, is_prescription, is_medicine,
                               is_dark_store_only, popularity, image, description)
         SELECT 900001, gen_random_uuid(), slug || '-twin', name || ' (2)', trade_name, substance_id, brand_id, manufacturer_id,
                category_id, country, medform, form_type, dosage, units_in_package, valid_months, is_prescription, is_medicine,
                is_dark_store_only, popularity, image, description
           FROM products WHERE id = 1 ON CONFLICT DO NOTHING`,
      );
      const withForms = await one<{ id: number; trade_name: string }>(
        'SELECT id, trade_name FROM products WHERE id = 1',
      );
      const visitor = new Visitor(app);
      const analogs = (await visitor.get(`/api/products/${product.id}/analogs`)).json<{ items: ProductCard[] }>().items;
      expect(analogs.length).toBeGreaterThan(0);
      expect(analogs.length).toBeGreaterThan(0);
      expect(analogs.filter((card) => !(card.mnn?.id === product.substance_id))).toEqual([]);
      const links = (await visitor.get(`/api/products/${withForms.id}/form-type-links`)).json<{
        items: FormTypeLink[];
      }>().items;
      expect(links.length).toBeGreaterThan(0);
      expect(links.length).toBeGreaterThan(0);
      expect(links.filter((link) => !(link.name.startsWith(withForms.trade_name) && link.id !== withForms.id))).toEqual(
        [],
      );
      const sets = (await visitor.get(`/api/products/${product.id}/sets`)).json<{ items: ProductSet[] }>().items;
      expect(sets.length).toBeGreaterThan(0);
      expect(sets.map((set) => set.total)).toEqual(
        sets.map((set) => set.items.reduce((sum, card) => sum + (card.price!.special ?? card.price!.base), 0)),
      );
      expect((await visitor.get(`/api/products/${product.id}/discounts`)).statusCode).toBe(200);
      const recommend = (await visitor.get(`/api/products/recommend?productId=${product.id}`)).json<{
        items: ProductCard[];
      }>().items;
      expect(recommend.some((card) => card.id === product.id)).toBe(false);
      const popular = (await visitor.get('/api/products/popular?limit=3')).json<{ items: ProductCard[] }>().items;
      expect(popular).toHaveLength(3);
      expect((await visitor.get('/api/products/999999/analogs')).statusCode).toBe(404);
      expect((await visitor.get('/api/products/popular?limit=100')).statusCode).toBe(400);
    });

    test('/category/menu has the top categories with their children', async () => {
      const menu = (await new Visitor(app).get('/api/category/menu')).json<
        Array<{ parentId: number | null; children: unknown[] }>
      >();
      expect(menu.length).toBeGreaterThan(5);
      expect(menu.length).toBeGreaterThan(0);
      expect(menu.filter((node) => !(node.parentId === null && node.children.length > 0))).toEqual([]);
    });
  });
});
