import type { FastifyInstance } from 'fastify';
import type { Cart, UserState } from '@apteka/contracts';
import { buildTestApp, engineForRoutes, openCatalogueDatabase, type TestDatabase, Visitor } from '../support/test-app';

describe.each(engineForRoutes)('the visitor and the basket (%s)', (engine) => {
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
});
