import type { FastifyInstance } from 'fastify';
import type { Cart, CartShort, PaySystems, ReplacementList } from '@apteka/contracts';
import { buildTestApp, engineForRoutes, openCatalogueDatabase, type TestDatabase, Visitor } from '../support/test-app';
import { setSession, stockedProduct } from '../support/checkout-helpers';
import { signInBySms } from '../support/auth';

describe.each(engineForRoutes)('basket API (%s)', (engine) => {
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

  async function visitorWithCart() {
    const visitor = new Visitor(app);
    const cart = (await visitor.get('/api/cart/')).json<Cart>();
    return { visitor, cart };
  }

  test('add, change quantity, remove and clear; /cart/short and the totals follow', async () => {
    const { visitor, cart: empty } = await visitorWithCart();
    expect(empty).toMatchObject({ items: [], count: 0, totals: { total: 0 } });
    const a = await stockedProduct(database.db, 3);
    const b = await stockedProduct(database.db, 3, [a.product_id]);

    let response = await visitor.post('/api/cart/', { productId: a.product_id, quantity: 2 });
    expect(response.statusCode).toBe(200);
    response = await visitor.post('/api/cart/', { productId: b.product_id, quantity: 1 });
    response = await visitor.post('/api/cart/', { productId: a.product_id, quantity: 1 });
    let cart = response.json<Cart>();
    expect(cart.items.map((i) => [i.productId, i.quantity])).toEqual([
      [a.product_id, 3],
      [b.product_id, 1],
    ]);
    expect(cart.count).toBe(4);
    const prices = await database.db.query<{ product_id: number; base: number; special: number | null }>(
      'SELECT product_id, base, special FROM product_prices WHERE region_id = 14 AND product_id = ANY($1::integer[])',
      [[a.product_id, b.product_id]],
    );
    const goods = prices.rows.reduce((sum, p) => sum + p.base * (p.product_id === a.product_id ? 3 : 1), 0);
    const discount = prices.rows.reduce(
      (sum, p) => sum + (p.special === null ? 0 : (p.base - p.special) * (p.product_id === a.product_id ? 3 : 1)),
      0,
    );
    expect(cart.totals).toEqual({ goods, discount, coupon: 0, bonus: 0, delivery: 0, total: goods - discount });

    cart = (
      await visitor.request({
        method: 'POST',
        url: '/api/cart/input',
        payload: { productId: a.product_id, quantity: 1 },
      })
    ).json<Cart>();
    expect(cart.items[0]!.quantity).toBe(1);
    const short = (await visitor.get('/api/cart/short')).json<CartShort>();
    expect(short).toEqual({
      id: cart.id,
      count: 2,
      items: [
        { productId: a.product_id, quantity: 1 },
        { productId: b.product_id, quantity: 1 },
      ],
    });

    cart = (
      await visitor.request({ method: 'DELETE', url: '/api/cart/input', payload: { productId: a.product_id } })
    ).json<Cart>();
    expect(cart.items.map((i) => i.productId)).toEqual([b.product_id]);
    expect((await visitor.get(`/api/basket/${cart.id}`)).json<Cart>().count).toBe(1);

    cart = (await visitor.request({ method: 'DELETE', url: '/api/cart/' })).json<Cart>();
    expect(cart.count).toBe(0);
  });

  test.each([
    ['zero', { quantity: 0 }],
    ['negative', { quantity: -1 }],
    ['huge', { quantity: 1e9 }],
    ['fractional', { quantity: 1.5 }],
    ['a string', { quantity: 'two' }],
    ['an unknown field', { quantity: 1, price: 1 }],
  ])('a quantity that is %s is a 400 and changes nothing', async (_name, patch) => {
    const { visitor } = await visitorWithCart();
    const a = await stockedProduct(database.db);
    const response = await visitor.post('/api/cart/', { productId: a.product_id, ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation', message: expect.stringMatching(/[А-Яа-я]/) });
    expect((await visitor.get('/api/cart/short')).json<CartShort>().count).toBe(0);
  });

  test('an unknown product, a line not in the basket and a foreign basket id are clear 4xx', async () => {
    const { visitor } = await visitorWithCart();
    const unknown = await visitor.post('/api/cart/', { productId: 99999999, quantity: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'product_not_found', message: 'Такой товар не найден.' });
    const a = await stockedProduct(database.db);
    const notInBasket = await visitor.request({
      method: 'POST',
      url: '/api/cart/input',
      payload: { productId: a.product_id, quantity: 2 },
    });
    expect(notInBasket.statusCode).toBe(404);

    const { visitor: other, cart: foreign } = await visitorWithCart();
    await other.post('/api/cart/', { productId: a.product_id, quantity: 1 });
    const response = await visitor.get(`/api/basket/${foreign.id}`);
    expect(response.statusCode).toBe(404);
    expect((await visitor.get('/api/basket/not-a-uuid')).statusCode).toBe(400);
    expect((await other.get('/api/cart/short')).json<CartShort>().count).toBe(1);
  });

  test('the line is capped at 99 units however often it is added', async () => {
    const { visitor } = await visitorWithCart();
    const a = await stockedProduct(database.db);
    await visitor.post('/api/cart/', { productId: a.product_id, quantity: 60 });
    const cart = (await visitor.post('/api/cart/', { productId: a.product_id, quantity: 60 })).json<Cart>();
    expect(cart.items[0]!.quantity).toBe(99);
  });

  test('line statuses against the chosen pharmacy: in stock, not enough with the quantity there, not available', async () => {
    const { visitor } = await visitorWithCart();
    const a = await stockedProduct(database.db, 4);
    await setSession(database.db, visitor, { storeId: a.store_id, deliveryMode: 'pickup' });
    let cart = (await visitor.post('/api/cart/', { productId: a.product_id, quantity: 1 })).json<Cart>();
    expect(cart.items[0]).toMatchObject({ status: 'in_stock', availableQuantity: a.quantity });
    expect(cart.canCheckout).toBe(true);

    cart = (
      await visitor.request({
        method: 'POST',
        url: '/api/cart/input',
        payload: { productId: a.product_id, quantity: a.quantity + 1 },
      })
    ).json<Cart>();
    expect(cart.items[0]).toMatchObject({ status: 'not_enough', availableQuantity: a.quantity });
    expect(cart.canCheckout).toBe(false);

    const { rows } = await database.db.query<{ product_id: number }>(
      // A product the pharmacy lacks, while it stocks another of the same substance to offer instead.
      `SELECT p.id AS product_id FROM products p JOIN product_prices pr ON pr.product_id = p.id AND pr.region_id = 14
        WHERE NOT p.is_dark_store_only AND p.substance_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM stock s WHERE s.store_id = $1 AND s.product_id = p.id AND s.quantity > 0)
          AND EXISTS (SELECT 1 FROM products q
                        JOIN product_prices qp ON qp.product_id = q.id AND qp.region_id = 14
                        JOIN stock qs ON qs.product_id = q.id AND qs.store_id = $1 AND qs.quantity > 0
                       WHERE q.substance_id = p.substance_id AND q.id <> p.id AND NOT q.is_dark_store_only)
        ORDER BY p.id LIMIT 1`,
      [a.store_id],
    );
    cart = (await visitor.post('/api/cart/', { productId: rows[0]!.product_id, quantity: 1 })).json<Cart>();
    expect(cart.items.find((i) => i.productId === rows[0]!.product_id)).toMatchObject({ status: 'not_available' });

    const replacements = (await visitor.get(`/api/cart/${rows[0]!.product_id}/replace`)).json<ReplacementList>();
    expect(replacements.replacements.length).toBeGreaterThan(0);
    expect(replacements.replacements.filter((r) => r.availableQuantity <= 0)).toEqual([]);
    const [first] = replacements.replacements;
    const swapped = (
      await visitor.post(`/api/cart/${rows[0]!.product_id}/replace`, { productId: first!.productId })
    ).json<Cart>();
    expect(swapped.items.map((i) => i.productId)).toContain(first!.productId);
    expect(swapped.items.map((i) => i.productId)).not.toContain(rows[0]!.product_id);
    const bogus = await visitor.post(`/api/cart/${a.product_id}/replace`, { productId: a.product_id });
    expect(bogus.statusCode).toBe(422);
  });

  test('courier: prescription lines are not deliverable and block checkout; delivery cost follows the region rules', async () => {
    const { visitor } = await visitorWithCart();
    await setSession(database.db, visitor, { deliveryMode: 'courier', storeId: null });
    const { rows } = await database.db.query<{ id: number }>(
      `SELECT p.id FROM products p JOIN product_prices pr ON pr.product_id = p.id AND pr.region_id = 14
        WHERE p.is_prescription AND NOT p.is_dark_store_only ORDER BY p.id LIMIT 1`,
    );
    const cart = (await visitor.post('/api/cart/', { productId: rows[0]!.id, quantity: 1 })).json<Cart>();
    expect(cart).toMatchObject({ deliveryMode: 'courier', hasPrescription: true, canCheckout: false });
    expect(cart.items[0]!.status).toBe('not_available_delivery');
    const region = (
      await database.db.query<{ courier_cost: number; courier_free_from: number }>(
        'SELECT courier_cost, courier_free_from FROM regions WHERE id = 14',
      )
    ).rows[0]!;
    const payable = cart.totals.goods - cart.totals.discount;
    expect(cart.totals.delivery).toBe(payable < region.courier_free_from ? region.courier_cost : 0);
    expect(cart.totals.total).toBe(payable + cart.totals.delivery);
  });

  test("coupons: 'Условия применения соблюдены' when applied, 'Некорректный купон' otherwise", async () => {
    const { visitor } = await visitorWithCart();
    const a = await stockedProduct(database.db);
    await visitor.post('/api/cart/', { productId: a.product_id, quantity: 5 });
    const bad = await visitor.post('/api/cart/input/coupon', { coupon: 'NOPE' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ error: 'coupon_invalid', message: 'Некорректный купон' });
    expect((await visitor.post('/api/cart/input/coupon', { coupon: 'OLD2020' })).statusCode).toBe(422);

    const good = await visitor.post('/api/cart/input/coupon', { coupon: 'zdorovie10' });
    expect(good.statusCode).toBe(200);
    const cart = good.json<Cart>();
    const payable = cart.totals.goods - cart.totals.discount;
    expect(cart.coupon).toEqual({ code: 'ZDOROVIE10', applied: true, message: 'Условия применения соблюдены' });
    expect(cart.totals.coupon).toBe(Math.floor(payable / 10));
    expect(cart.totals.total).toBe(payable - cart.totals.coupon);

    const removed = (await visitor.request({ method: 'DELETE', url: '/api/cart/input/coupon' })).json<Cart>();
    expect(removed.coupon).toBeNull();
    expect(removed.totals.coupon).toBe(0);
  });

  test('bonuses: spent up to the balance and the programme limit of 30%', async () => {
    const { visitor } = await visitorWithCart();
    const a = await stockedProduct(database.db);
    await visitor.post('/api/cart/', { productId: a.product_id, quantity: 1 });
    let cart = (await visitor.post('/api/cart/input/bonus', { bonus: 100 })).json<Cart>();
    expect(cart.bonus).toEqual({ balance: 0, max: 0, applied: 0 });
    // Bonuses belong to customers: an anonymous shopper has none until signed in.
    const { customer } = await signInBySms(visitor);
    await database.db.query(
      "INSERT INTO bonus_ledger (customer_id, amount, kind) VALUES ($1, 100000, 'order_refund')",
      [customer.id],
    );
    cart = (await visitor.post('/api/cart/input/bonus', { bonus: 100000 })).json<Cart>();
    const payable = cart.totals.goods - cart.totals.discount;
    const limit = Math.floor((payable * 0.3) / 100);
    expect(cart.bonus).toEqual({ balance: 100000, max: limit, applied: limit });
    expect(cart.totals.bonus).toBe(limit * 100);
    expect(cart.totals.total).toBe(payable - limit * 100);
    expect((await visitor.post('/api/cart/input/bonus', { bonus: -5 })).statusCode).toBe(400);
  });

  test('pay systems: prepayment label and card only when a dark-store product is in the basket', async () => {
    const { visitor } = await visitorWithCart();
    const a = await stockedProduct(database.db);
    await visitor.post('/api/cart/', { productId: a.product_id, quantity: 1 });
    let pay = (await visitor.get('/api/cart/paysystems')).json<PaySystems>();
    expect(pay).toEqual({
      paySystems: [
        { id: 'card', name: 'Картой онлайн', available: true },
        { id: 'receipt', name: 'При получении', available: true },
      ],
      prepaymentRequired: false,
      prepaymentLabel: null,
    });
    const { rows } = await database.db.query<{ id: number }>(
      'SELECT id FROM products WHERE is_dark_store_only ORDER BY id LIMIT 1',
    );
    await visitor.post('/api/cart/', { productId: rows[0]!.id, quantity: 1 });
    pay = (await visitor.get('/api/cart/paysystems')).json<PaySystems>();
    expect(pay.prepaymentRequired).toBe(true);
    expect(pay.prepaymentLabel).toBe('Предоплата');
    expect(pay.paySystems.find((p) => p.id === 'receipt')!.available).toBe(false);
  });

  test('sharing: a snapshot another visitor can open and take into their own basket', async () => {
    const { visitor } = await visitorWithCart();
    expect((await visitor.post('/api/shared-cart')).statusCode).toBe(422);
    const a = await stockedProduct(database.db);
    await visitor.post('/api/cart/', { productId: a.product_id, quantity: 2 });
    const shared = await visitor.post('/api/shared-cart');
    expect(shared.statusCode).toBe(201);
    const { id } = shared.json<{ id: string }>();

    const { visitor: friend } = await visitorWithCart();
    const view = (await friend.get(`/api/shared-cart/${id}`)).json<{
      items: Array<{ productId: number; quantity: number }>;
    }>();
    expect(view.items).toEqual([expect.objectContaining({ productId: a.product_id, quantity: 2 })]);
    const taken = (await friend.post(`/api/shared-cart/${id}/take`)).json<Cart>();
    expect(taken.items.map((i) => [i.productId, i.quantity])).toEqual([[a.product_id, 2]]);
    expect((await friend.get('/api/shared-cart/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    // walking through ids stops after 60 reads a session in 15 minutes
    const walker = new Visitor(app);
    const walked = [];
    for (let i = 0; i < 61; i++) {
      walked.push(
        (await walker.get(`/api/shared-cart/00000000-0000-4000-8000-${String(i).padStart(12, '0')}`)).statusCode,
      );
    }
    expect([walked.filter((status) => status === 404).length, walked.at(-1)]).toEqual([60, 429]);
  });

  test('pharmacies for pickup are ranked by how many basket lines they hold in full', async () => {
    const { visitor } = await visitorWithCart();
    const a = await stockedProduct(database.db, 2);
    await visitor.post('/api/cart/', { productId: a.product_id, quantity: 2 });
    const { lines, stores } = (await visitor.get('/api/cart/stores')).json<{
      lines: number;
      stores: Array<{ id: number; availableLines: number }>;
    }>();
    expect(lines).toBe(1);
    expect(stores[0]!.availableLines).toBe(1);
    expect(stores.find((s) => s.id === a.store_id)!.availableLines).toBe(1);
    const counts = stores.map((s) => s.availableLines);
    expect([...counts].sort((x, y) => y - x)).toEqual(counts);
  });

  test('writes without the CSRF header are refused', async () => {
    const { visitor } = await visitorWithCart();
    const a = await stockedProduct(database.db);
    const response = await visitor.request({
      method: 'POST',
      url: '/api/cart/',
      payload: { productId: a.product_id, quantity: 1 },
      csrf: false,
    });
    expect(response.statusCode).toBe(403);
  });
});
