import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody, Cart, CategoryNode, Slide, Store, StoreList, UserState } from '@apteka/contracts';
import { buildTestApp, engines, openCatalogueDatabase, type TestDatabase, Visitor } from './test-app';

describe.each(engines)('catalogue, stores, content, cart and system endpoints (%s)', (engine) => {
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

  const storesOf = async (regionId: number) =>
    (
      await database.db.query<{ id: number }>(
        'SELECT id FROM stores WHERE region_id = $1 AND NOT is_dark_store ORDER BY id',
        [regionId],
      )
    ).rows.map((row) => row.id);

  describe('GET /api/categories', () => {
    test('returns the nested tree with counts that include descendants', async () => {
      const response = await new Visitor(app).get('/api/categories');
      expect(response.statusCode).toBe(200);
      const tree = response.json<CategoryNode[]>();
      const { rows } = await database.db.query<{ total: number; roots: number }>(
        'SELECT (SELECT count(*) FROM products)::int AS total, (SELECT count(*) FROM categories WHERE parent_id IS NULL)::int AS roots',
      );
      expect(tree).toHaveLength(rows[0]!.roots);
      expect(tree.reduce((sum, node) => sum + node.productCount, 0)).toBe(rows[0]!.total);

      const visit = (node: CategoryNode, parentPath: string[]) => {
        expect(node.path).toEqual([...parentPath, node.slug]);
        const childSum = node.children.reduce((sum, child) => sum + child.productCount, 0);
        expect(node.productCount).toBeGreaterThanOrEqual(childSum);
        node.children.forEach((child) => {
          expect(child.parentId).toBe(node.id);
          visit(child, node.path);
        });
      };
      tree.forEach((root) => {
        expect(root.parentId).toBeNull();
        visit(root, []);
      });
    });
  });

  describe('GET /api/stores', () => {
    test("lists the session region's pickup pharmacies with opening hours, dark stores excluded", async () => {
      const response = await new Visitor(app).get('/api/stores/');
      expect(response.statusCode).toBe(200);
      const body = response.json<StoreList>();
      expect(body.isPriceVaries).toBe(false);
      expect(body.stores.map((store) => store.id).sort((a, b) => a - b)).toEqual(await storesOf(14));
      const store = body.stores[0]!;
      expect(store).toMatchObject({ regionId: 14, isSelected: false, isFavorite: false });
      expect(store.coordinates).toEqual({ lat: expect.any(Number), lon: expect.any(Number) });
      expect(store.openingHours).toHaveLength(7);
      expect(store.openingHours.map((hours) => hours.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    });

    test('takes another region by query and follows the session region by default', async () => {
      const visitor = new Visitor(app);
      const spb = (await visitor.get('/api/stores?regionId=27')).json<StoreList>();
      expect(spb.stores.map((store) => store.id).sort((a, b) => a - b)).toEqual(await storesOf(27));
      await visitor.post('/api/delivery/update-region', { regionId: 27 });
      const own = (await visitor.get('/api/stores')).json<StoreList>();
      expect(own.stores.every((store) => store.regionId === 27)).toBe(true);
    });

    test('answers 404 for an unknown region and 400 for a malformed one', async () => {
      const visitor = new Visitor(app);
      const unknown = await visitor.get('/api/stores/?regionId=999');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<ApiErrorBody>().error).toBe('region_not_found');
      for (const bad of ['abc', '-1', '1.5', '99999999999']) {
        const response = await visitor.get(`/api/stores/?regionId=${bad}`);
        expect(response.statusCode).toBe(400);
        expect(response.json<ApiErrorBody>()).toEqual({
          error: 'validation',
          message: expect.stringContaining('regionId'),
        });
      }
    });

    test('GET /api/stores/:id returns one pharmacy, 404 when unknown or a dark store, 400 when not an id', async () => {
      const visitor = new Visitor(app);
      const [storeId] = await storesOf(14);
      const found = await visitor.get(`/api/stores/${storeId}`);
      expect(found.statusCode).toBe(200);
      expect(found.json<Store>()).toMatchObject({ id: storeId, regionId: 14 });

      const missing = await visitor.get('/api/stores/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json<ApiErrorBody>()).toEqual({ error: 'not_found', message: 'Аптека не найдена.' });

      const dark = await database.db.query<{ id: number }>('SELECT id FROM stores WHERE is_dark_store LIMIT 1');
      if (dark.rows[0]) expect((await visitor.get(`/api/stores/${dark.rows[0].id}`)).statusCode).toBe(404);

      const notAnId = await visitor.get('/api/stores/abc');
      expect(notAnId.statusCode).toBe(400);
      expect(notAnId.json<ApiErrorBody>().error).toBe('validation');
    });
  });

  describe('GET /api/slides', () => {
    test('returns HOME_TOP slides by default in position order, in the Slide shape', async () => {
      const response = await new Visitor(app).get('/api/slides');
      expect(response.statusCode).toBe(200);
      const slides = response.json<Slide[]>();
      const { rows } = await database.db.query<{ id: number }>(
        "SELECT id FROM slides WHERE type = 'HOME_TOP' ORDER BY position, id",
      );
      expect(slides.map((slide) => slide.id)).toEqual(rows.map((row) => row.id));
      expect(slides.every((slide) => slide.type === 'HOME_TOP')).toBe(true);
      const slide = slides[0]!;
      expect(Object.keys(slide).sort()).toEqual(
        ['analytics', 'id', 'images', 'link', 'name', 'open_link_in_new_tab', 'ord', 'promoSlug', 'type'].sort(),
      );
      expect(slide.images).toEqual({ base: expect.any(String), small: expect.any(String) });
      expect(Object.keys(slide.analytics).sort()).toEqual(['brand', 'product_name']);
    });

    test('filters by type and rejects a malformed type', async () => {
      const visitor = new Visitor(app);
      const side = (await visitor.get('/api/slides?type=HOME_SIDE')).json<Slide[]>();
      expect(side.length).toBeGreaterThan(0);
      expect(side.every((slide) => slide.type === 'HOME_SIDE')).toBe(true);
      expect((await visitor.get('/api/slides?type=NO_SUCH_TYPE')).json()).toEqual([]);
      expect((await visitor.get("/api/slides?type=x'%3B--")).statusCode).toBe(400);
    });
  });

  describe('GET /api/customer and /api/cart', () => {
    test('a new visitor is anonymous with an empty customer and no basket yet', async () => {
      const response = await new Visitor(app).get('/api/customer/');
      expect(response.statusCode).toBe(200);
      const state = response.json<UserState>();
      expect(state).toMatchObject({ basketId: null, bonus: null, isAuthenticated: false, hasEighteen: false });
      expect(state.customer).toMatchObject({ id: null, phone: null, email: null, mailingAgree: false, gender: null });
    });

    test('the cart is created empty once per session and named in the user state', async () => {
      const visitor = new Visitor(app);
      const first = await visitor.get('/api/cart/');
      expect(first.statusCode).toBe(200);
      const cart = first.json<Cart>();
      expect(cart).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        items: [],
        count: 0,
        totals: { goods: 0, discount: 0, coupon: 0, bonus: 0, delivery: 0, total: 0 },
        coupon: null,
        canCheckout: false,
      });
      expect((await visitor.get('/api/cart')).json<Cart>().id).toBe(cart.id);
      expect((await visitor.get('/api/customer')).json<UserState>().basketId).toBe(cart.id);
      expect((await new Visitor(app).get('/api/cart')).json<Cart>().id).not.toBe(cart.id);
    });

    test('lines are priced in the session region, with discounts and courier cost in kopecks', async () => {
      const visitor = new Visitor(app);
      const { id } = (await visitor.get('/api/cart')).json<Cart>();
      const { rows } = await database.db.query<{ product_id: number; base: number; special: number | null }>(
        `SELECT product_id, base, special FROM product_prices WHERE region_id = 14
          ORDER BY special IS NULL, product_id LIMIT 2`,
      );
      const [discounted, plain] = rows as [(typeof rows)[0], (typeof rows)[0]];
      await database.db.query(
        'INSERT INTO basket_items (basket_id, product_id, quantity) VALUES ($1, $2, 2), ($1, $3, 1)',
        [id, discounted.product_id, plain.product_id],
      );
      const goods = discounted.base * 2 + plain.base;
      const discount =
        (discounted.base - (discounted.special ?? discounted.base)) * 2 + (plain.base - (plain.special ?? plain.base));

      const pickup = (await visitor.get('/api/cart')).json<Cart>();
      expect(pickup.count).toBe(3);
      expect(pickup.items.map((item) => item.productId)).toEqual([discounted.product_id, plain.product_id]);
      expect(pickup.items[0]).toMatchObject({
        quantity: 2,
        price: { base: discounted.base, special: discounted.special },
      });
      expect(pickup.totals).toEqual({ goods, discount, coupon: 0, bonus: 0, delivery: 0, total: goods - discount });

      await database.db.query(`UPDATE sessions SET data = data || '{"deliveryMode":"courier"}' WHERE id = $1`, [
        visitor.cookies.get('sid'),
      ]);
      const region = await database.db.query<{ courier_cost: number; courier_free_from: number }>(
        'SELECT courier_cost, courier_free_from FROM regions WHERE id = 14',
      );
      const { courier_cost, courier_free_from } = region.rows[0]!;
      const courier = (await visitor.get('/api/cart')).json<Cart>();
      const delivery = goods - discount >= courier_free_from ? 0 : courier_cost;
      expect(courier.totals).toEqual({
        goods,
        discount,
        coupon: 0,
        bonus: 0,
        delivery,
        total: goods - discount + delivery,
      });
    });
  });

  describe('POST /api/client-log', () => {
    test('accepts a report with 204, validates it and limits each session to 20 a minute', async () => {
      const visitor = new Visitor(app);
      await visitor.get('/api/regions/current');
      const report = { status: 500, path: '/catalog/lekarstva', message: 'TypeError: x is undefined' };
      expect((await visitor.post('/api/client-log', report)).statusCode).toBe(204);

      for (const bad of [
        { ...report, status: 'boom' },
        { ...report, path: '' },
        { status: 500 },
        { ...report, status: 99 },
      ]) {
        const response = await visitor.post('/api/client-log', bad);
        expect(response.statusCode).toBe(400);
        expect(response.json<ApiErrorBody>().error).toBe('validation');
      }

      for (let i = 0; i < 19; i += 1) expect((await visitor.post('/api/client-log', report)).statusCode).toBe(204);
      const limited = await visitor.post('/api/client-log', report);
      expect(limited.statusCode).toBe(429);
      expect(limited.json<ApiErrorBody>()).toEqual({ error: 'rate_limited', message: expect.stringMatching(/[а-я]/) });

      // Another session has its own budget.
      const other = new Visitor(app);
      await other.get('/api/regions/current');
      expect((await other.post('/api/client-log', report)).statusCode).toBe(204);
    });
  });

  describe('system', () => {
    test('GET /api/health checks the database', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', db: engine });
    });

    test("GET /api/build-id is 'dev' without a deploy and the env value when given", async () => {
      expect((await app.inject({ method: 'GET', url: '/api/build-id' })).json()).toEqual({ buildId: 'dev' });
      const pinned = await buildTestApp(database.db, { buildId: 'b-42' });
      try {
        expect((await pinned.inject({ method: 'GET', url: '/api/build-id' })).json()).toEqual({ buildId: 'b-42' });
      } finally {
        await pinned.close();
      }
    });

    test('the OpenAPI document lists every route with its schemas', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      const doc = response.json<{
        openapi: string;
        paths: Record<string, Record<string, unknown>>;
        components: { schemas: Record<string, unknown> };
      }>();
      expect(Object.keys(doc.components.schemas)).toContain('CategoryNode');
      expect(doc.openapi).toMatch(/^3\./);
      for (const path of [
        '/api/regions',
        '/api/regions/current',
        '/api/layout/location',
        '/api/delivery/update-region',
        '/api/categories',
        '/api/stores',
        '/api/stores/{id}',
        '/api/customer',
        '/api/cart',
        '/api/slides',
        '/api/client-log',
        '/api/health',
        '/api/build-id',
      ]) {
        expect(Object.keys(doc.paths)).toContain(path);
      }
      expect(JSON.stringify(doc.paths['/api/delivery/update-region'])).toContain('regionId');
      expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
    });

    test('unknown API routes answer a JSON 404', async () => {
      const visitor = new Visitor(app);
      for (const response of [
        await visitor.get('/api/nope'),
        await visitor.request({ method: 'DELETE', url: '/api/regions/x' }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json<ApiErrorBody>()).toEqual({ error: 'not_found', message: 'Страница не найдена.' });
      }
    });

    test('security headers are on every response', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBeDefined();
    });
  });
});
