import type { FastifyInstance } from 'fastify';
import type { Cart, FoundOrder, Order, OrderList, PlacedOrder, TimeSlotList } from '@apteka/contracts';
import { advanceOrder, devToken } from '../../src/modules/orders/advance-order';
import { signNotification, webhookSecret } from '../../src/modules/payments/acquirer';
import { expireUnpaidOrders } from '../../src/modules/orders';
import { buildTestApp, engines, openCatalogueDatabase, type TestDatabase, Visitor } from '../support/test-app';
import { newKey, pickupOrder, setSession, stockedProduct, stockOf } from '../support/checkout-helpers';
import { signInBySms } from '../support/auth';

describe.each(engines)('orders and payment API (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const used: number[] = [];

  beforeAll(async () => {
    database = await openCatalogueDatabase(engine);
    app = await buildTestApp(database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  /** A visitor with `quantity` units of a fresh product in the basket, and that product's pharmacy. */
  async function shopper(quantity = 1, min = 5) {
    const visitor = new Visitor(app);
    await visitor.get('/api/cart/');
    const product = await stockedProduct(database.db, min, used);
    used.push(product.product_id);
    await visitor.post('/api/cart/', { productId: product.product_id, quantity });
    return { visitor, product };
  }

  const ordersCount = async () =>
    (await database.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM orders')).rows[0]!.n;

  test('a pickup order paid on receipt: stock reserved, basket emptied, statuses stored with their time, QR given', async () => {
    const { visitor, product } = await shopper(2);
    const before = await stockOf(database.db, product.store_id, product.product_id);
    const body = pickupOrder(product.store_id, { email: 'anna@example.ru', comment: 'Позвоните заранее' });
    const response = await visitor.post('/api/orders/', body);
    expect(response.statusCode).toBe(201);
    const { order, paymentUrl } = response.json<PlacedOrder>();
    expect(paymentUrl).toBeNull();
    expect(order).toMatchObject({
      status: 'assembly',
      receivingMethod: 'deliverypickup',
      store: { id: product.store_id },
      recipientName: 'Анна Иванова',
      phone: '+7 916 123-45-67',
      paymentMethod: 'receipt',
      payed: false,
      payment: { status: { code: 'not_payed' } },
      qrText: `APTEKA-ORDER-${order.id}`,
      items: [{ productId: product.product_id, quantity: 2 }],
      canCancel: true,
    });
    expect(order.statusHistory.map((h) => h.status)).toEqual(['created', 'assembly']);
    expect(order.totalAmount).toBe(order.goodsAmount - order.discountAmount);
    expect(await stockOf(database.db, product.store_id, product.product_id)).toBe(before - 2);
    expect((await visitor.get('/api/cart/')).json<Cart>().count).toBe(0);

    // The same attempt again (a retry or a double click) gives the same order and takes nothing more.
    const again = await visitor.post('/api/orders/', body);
    expect(again.statusCode).toBe(200);
    expect(again.json<PlacedOrder>().order.id).toBe(order.id);
    expect(await stockOf(database.db, product.store_id, product.product_id)).toBe(before - 2);
  });

  test('a double click (two concurrent requests with one key) creates one order', async () => {
    const { visitor, product } = await shopper(1);
    const before = await stockOf(database.db, product.store_id, product.product_id);
    const count = await ordersCount();
    const body = pickupOrder(product.store_id);
    const [a, b] = await Promise.all([visitor.post('/api/orders/', body), visitor.post('/api/orders/', body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json<PlacedOrder>().order.id).toBe(b.json<PlacedOrder>().order.id);
    expect(await ordersCount()).toBe(count + 1);
    expect(await stockOf(database.db, product.store_id, product.product_id)).toBe(before - 1);
  });

  test('a line that became unavailable fails the placement naming it, and nothing is written', async () => {
    const { visitor, product } = await shopper(3);
    const other = await stockedProduct(database.db, 5, used);
    used.push(other.product_id);
    await database.db.query(
      'INSERT INTO stock (store_id, product_id, quantity) VALUES ($1, $2, 10) ON CONFLICT (store_id, product_id) DO UPDATE SET quantity = 10',
      [product.store_id, other.product_id],
    );
    await visitor.post('/api/cart/', { productId: other.product_id, quantity: 1 });
    await database.db.query('UPDATE stock SET quantity = 2 WHERE store_id = $1 AND product_id = $2', [
      product.store_id,
      product.product_id,
    ]);
    const count = await ordersCount();

    const response = await visitor.post('/api/orders/', pickupOrder(product.store_id));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'line_unavailable',
      message: expect.stringContaining(`«${product.name}»`),
    });
    expect(await ordersCount()).toBe(count);
    expect(await stockOf(database.db, product.store_id, product.product_id)).toBe(2);
    expect(await stockOf(database.db, product.store_id, other.product_id)).toBe(10);
    expect((await visitor.get('/api/cart/')).json<Cart>().count).toBe(4);
  });

  test.each([
    ['a phone in another format', { phone: '89161234567' }],
    ['no personal-data consent', { personalDataConsent: false }],
    ['a bad email', { email: 'not-an-email' }],
    ['a missing name', { name: '' }],
    ['a price sent by the client', { totalAmount: 1 }],
  ])('%s is a 400', async (_name, patch) => {
    const { visitor, product } = await shopper(1);
    const response = await visitor.post('/api/orders/', pickupOrder(product.store_id, patch));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/[А-Яа-я]/);
  });

  test('pickup needs a pharmacy of the region; courier needs an address and refuses prescription goods', async () => {
    const { visitor, product } = await shopper(1);
    const noStore = { ...pickupOrder(product.store_id) } as Record<string, unknown>;
    delete noStore.storeId;
    expect((await visitor.post('/api/orders/', noStore)).json()).toMatchObject({ error: 'store_required' });
    await setSession(database.db, visitor, { storeId: product.store_id });
    const fromSession = await visitor.post('/api/orders/', { ...noStore, idempotencyKey: newKey() });
    expect(fromSession.statusCode).toBe(201);

    const courier = await shopper(1);
    const noAddress = await courier.visitor.post('/api/orders/', {
      ...pickupOrder(0),
      storeId: undefined,
      receivingMethod: 'deliverycourier',
    });
    expect(noAddress.statusCode).toBe(409);
    expect(noAddress.json()).toMatchObject({ error: 'courier_address_required' });
    const typedAddress = await courier.visitor.post('/api/orders/', {
      ...pickupOrder(0),
      storeId: undefined,
      receivingMethod: 'deliverycourier',
      address: 'Москва, Тверская ул., 1',
    });
    expect(typedAddress.statusCode).toBe(400);
    const { rows } = await database.db.query<{ id: number }>(
      'SELECT p.id FROM products p JOIN product_prices pr ON pr.product_id = p.id AND pr.region_id = 14 WHERE p.is_prescription AND NOT p.is_dark_store_only ORDER BY p.id LIMIT 1',
    );
    // The delivery API refuses a courier address while prescription goods are in the basket: they come after it.
    await setCourierAddress(courier.visitor);
    await courier.visitor.post('/api/cart/', { productId: rows[0]!.id, quantity: 1 });
    const blocked = await courier.visitor.post('/api/orders/', {
      ...pickupOrder(0),
      storeId: undefined,
      receivingMethod: 'deliverycourier',
      timeSlot: await firstSlotId(courier.visitor),
    });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json()).toMatchObject({ error: 'prescription_pickup_only' });
  });

  async function setCourierAddress(visitor: Visitor) {
    const response = await visitor.post('/api/delivery/set-courier', {
      isSet: true,
      address: { address: 'Москва, Тверская ул.', house: '1', flat: '5' },
    });
    expect(response.statusCode).toBe(200);
  }
  async function firstSlotId(visitor: Visitor): Promise<string> {
    const response = await visitor.get('/api/delivery/timeslots');
    expect(response.statusCode).toBe(200);
    return response.json<TimeSlotList>().slots[0]!.id;
  }

  test('a courier order paid on receipt goes to the session address in an offered slot, with delivery by the rules', async () => {
    const { visitor } = await shopper(1);
    await setCourierAddress(visitor);
    const cart = (await visitor.get('/api/cart/')).json<Cart>();
    const { slots } = (await visitor.get('/api/delivery/timeslots')).json<TimeSlotList>();
    const day = slots.find((s) => !s.isNight)!;
    const courierBody = { ...pickupOrder(0), storeId: undefined, receivingMethod: 'deliverycourier' };

    for (const timeSlot of [undefined, '10:00–14:00', '2020-01-01T07:00:00.000Z']) {
      const refused = await visitor.post('/api/orders/', { ...courierBody, idempotencyKey: newKey(), timeSlot });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ error: timeSlot ? 'time_slot_unavailable' : 'time_slot_required' });
    }
    expect((await visitor.get('/api/cart/')).json<Cart>().count).toBe(1);

    const response = await visitor.post('/api/orders/', { ...courierBody, timeSlot: day.id });
    expect(response.statusCode).toBe(201);
    const { order } = response.json<PlacedOrder>();
    const [, month, date] = day.date.split('-');
    expect(order).toMatchObject({
      receivingMethod: 'deliverycourier',
      courierAddress: 'Москва, Тверская ул., д. 1, кв. 5',
      timeSlot: `${date}.${month} ${day.from}–${day.to}`,
      qrText: null,
      store: null,
    });
    expect(order.deliveryAmount).toBe(cart.totals.delivery);
    expect(order.totalAmount).toBe(cart.totals.total);
  });

  test('a night slot charges the cost the slot list showed, surcharge included', async () => {
    const { visitor } = await shopper(1);
    await setCourierAddress(visitor);
    const cart = (await visitor.get('/api/cart/')).json<Cart>();
    const { slots } = (await visitor.get('/api/delivery/timeslots')).json<TimeSlotList>();
    const night = slots.find((s) => s.isNight)!;
    const day = slots.find((s) => !s.isNight)!;
    expect(night.cost).toBeGreaterThan(day.cost);
    const response = await visitor.post('/api/orders/', {
      ...pickupOrder(0),
      storeId: undefined,
      receivingMethod: 'deliverycourier',
      timeSlot: night.id,
    });
    expect(response.statusCode).toBe(201);
    const { order } = response.json<PlacedOrder>();
    expect([order.deliveryAmount, order.totalAmount]).toEqual([
      night.cost,
      cart.totals.total - cart.totals.delivery + night.cost,
    ]);
  });

  test('two shoppers racing for the last units: never more sold than there were', async () => {
    const product = await stockedProduct(database.db, 1, used);
    used.push(product.product_id);
    const stock = 3;
    await database.db.query('UPDATE stock SET quantity = $3 WHERE store_id = $1 AND product_id = $2', [
      product.store_id,
      product.product_id,
      stock,
    ]);
    const shoppers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const visitor = new Visitor(app);
        await visitor.get('/api/cart/');
        await visitor.post('/api/cart/', { productId: product.product_id, quantity: 1 });
        return visitor;
      }),
    );
    const results = await Promise.all(shoppers.map((v) => v.post('/api/orders/', pickupOrder(product.store_id))));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(stock);
    expect(codes.filter((c) => c === 409)).toHaveLength(8 - stock);
    expect(await stockOf(database.db, product.store_id, product.product_id)).toBe(0);
    const sold = await database.db.query<{ n: number }>(
      'SELECT coalesce(sum(quantity), 0)::integer AS n FROM order_items WHERE product_id = $1',
      [product.product_id],
    );
    expect(sold.rows[0]!.n).toBe(stock);
  });

  test('the status machine: a pharmacy moves the order along, each step stored; 250 bonuses after the first received order', async () => {
    const { visitor, product } = await shopper(1);
    // Bonuses belong to customers: the shopper signs in (the basket comes along).
    await signInBySms(visitor);
    const { order } = (await visitor.post('/api/orders/', pickupOrder(product.store_id))).json<PlacedOrder>();
    expect(await advanceOrder(database.db, order.id)).toBe('pickupable');
    expect(await advanceOrder(database.db, order.id)).toBe('pickuped');
    const received = (await visitor.get(`/api/orders/${order.id}`)).json<Order>();
    expect(received.statusHistory.map((h) => h.status)).toEqual(['created', 'assembly', 'pickupable', 'pickuped']);
    const times = received.statusHistory.map((h) => Date.parse(h.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(received.canCancel).toBe(false);
    expect((await visitor.get('/api/cart/')).json<Cart>().bonus.balance).toBe(250);

    const cancel = await visitor.request({
      method: 'PUT',
      url: `/api/orders/${order.id}`,
      payload: { cancel: true, comment: 'Передумал' },
    });
    expect(cancel.statusCode).toBe(409);
    expect(await advanceOrder(database.db, order.id)).toBe('closed');
    await expect(advanceOrder(database.db, order.id)).rejects.toMatchObject({
      kind: 'conflict',
      code: 'no_next_status',
    });

    // A second received order credits nothing more.
    await visitor.post('/api/cart/', { productId: product.product_id, quantity: 1 });
    const second = (await visitor.post('/api/orders/', pickupOrder(product.store_id))).json<PlacedOrder>().order;
    await advanceOrder(database.db, second.id);
    await advanceOrder(database.db, second.id);
    expect((await visitor.get('/api/cart/')).json<Cart>().bonus.balance).toBe(250);
  });

  test('the local advance endpoint behind `npm run orders:advance` needs the store secret', async () => {
    const { visitor, product } = await shopper(1);
    const { order } = (await visitor.post('/api/orders/', pickupOrder(product.store_id))).json<PlacedOrder>();
    const url = `/api/dev/orders/${order.id}/advance`;
    expect((await app.inject({ method: 'POST', url, headers: { 'x-dev-token': 'guess' } })).statusCode).toBe(403);
    const moved = await app.inject({ method: 'POST', url, headers: { 'x-dev-token': devToken('test-secret') } });
    expect(moved.json()).toEqual({ status: 'pickupable' });
    expect((await visitor.get(`/api/orders/${order.id}`)).json<Order>()).toMatchObject({
      status: 'pickupable',
      canExtendReserve: true,
    });
  });

  test('cancel with a comment returns the units to the shelf; lists and has-orders follow', async () => {
    const { visitor, product } = await shopper(2);
    expect((await visitor.get('/api/orders/has-orders')).json()).toEqual({ hasOrders: false });
    const before = await stockOf(database.db, product.store_id, product.product_id);
    const { order } = (await visitor.post('/api/orders/', pickupOrder(product.store_id))).json<PlacedOrder>();
    expect((await visitor.get('/api/orders/has-orders')).json()).toEqual({ hasOrders: true });
    expect((await visitor.get('/api/orders/active')).json<OrderList>().orders.map((o) => o.id)).toEqual([order.id]);

    const extended = await visitor.post(`/api/orders/${order.id}/extend-reserve`);
    expect(extended.statusCode).toBe(200);
    expect(Date.parse(extended.json<Order>().reserveUntil!) - Date.parse(order.reserveUntil!)).toBe(2 * 86400000);
    expect((await visitor.post(`/api/orders/${order.id}/extend-reserve`)).statusCode).toBe(409);

    expect(
      (await visitor.request({ method: 'PUT', url: `/api/orders/${order.id}`, payload: { cancel: false } })).statusCode,
    ).toBe(400);
    const response = await visitor.request({
      method: 'PUT',
      url: `/api/orders/${order.id}`,
      payload: { cancel: true, comment: 'Нашёл дешевле' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Order>()).toMatchObject({
      status: 'canceled',
      cancelComment: 'Нашёл дешевле',
      canCancel: false,
      payment: { status: { code: 'canceled' } },
    });
    expect(await stockOf(database.db, product.store_id, product.product_id)).toBe(before);
    expect((await visitor.get('/api/orders/active')).json<OrderList>().orders).toEqual([]);
    expect((await visitor.get('/api/orders/finished')).json<OrderList>().orders.map((o) => o.id)).toEqual([order.id]);
    expect((await visitor.get('/api/orders/finished?page=0')).statusCode).toBe(400);
  });

  test('guessing orders by number stops after 5 tries a session and 10 an address, on every instance', async () => {
    const second = await buildTestApp(database.db);
    try {
      const guesser = new Visitor(app);
      await guesser.get('/api/customer/');
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        statuses.push(
          (await guesser.post('/api/orders/find', { number: 900000 + i, phone: '+7 916 000-00-00' })).statusCode,
        );
      }
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
      expect((await guesser.post('/api/orders/find', { number: 1, phone: '+7 916 000-00-00' })).json()).toMatchObject({
        error: 'too_many_lookups',
        message: expect.stringMatching(/^Слишком много попыток найти заказ\. Попробуйте через/),
      });

      // new sessions from one address, spread over two API instances: the address limit is shared
      const address = '10.77.0.1';
      const fromOneAddress = [];
      for (let i = 0; i < 11; i++) {
        const visitor = new Visitor(i % 2 === 0 ? app : second, address);
        await visitor.get('/api/customer/');
        fromOneAddress.push(
          (await visitor.post('/api/orders/find', { number: 1, phone: '+7 916 000-00-00' })).statusCode,
        );
      }
      expect(fromOneAddress).toEqual([...Array(10).fill(404), 429]);
    } finally {
      await second.close();
    }
  });

  test('guessing signatures stops after 10 wrong ones a session and 20 an address, on every instance; the right link still opens', async () => {
    const { visitor, product } = await shopper(1);
    const { order } = (await visitor.post('/api/orders/', pickupOrder(product.store_id))).json<PlacedOrder>();
    const second = await buildTestApp(database.db);
    try {
      const forged = (i: number) => `/api/orders/${order.id}?signature=${String(i).padStart(43, 'B')}`;
      const guesser = new Visitor(app, '10.78.0.1');
      const statuses = [];
      for (let i = 0; i < 11; i++) statuses.push((await guesser.get(forged(i))).statusCode);
      expect(statuses).toEqual([...Array(10).fill(403), 429]);
      expect((await guesser.get(forged(99))).json()).toMatchObject({
        error: 'too_many_order_reads',
        message: expect.stringMatching(/^Слишком много попыток открыть заказ по ссылке\. Попробуйте через/),
      });
      expect((await guesser.get(`/api/orders/${order.id}?signature=${order.signature}`)).statusCode).toBe(200);

      const address = '10.78.0.2';
      const fromOneAddress = [];
      for (let i = 0; i < 21; i++) {
        const stranger = new Visitor(i % 2 === 0 ? app : second, address);
        fromOneAddress.push((await stranger.get(forged(i))).statusCode);
      }
      expect(fromOneAddress).toEqual([...Array(20).fill(403), 429]);
    } finally {
      await second.close();
    }
  });

  test('an order is read by its session or with its signature; a forged signature or a stranger gets nothing', async () => {
    const { visitor, product } = await shopper(1);
    const { order } = (await visitor.post('/api/orders/', pickupOrder(product.store_id))).json<PlacedOrder>();
    const stranger = new Visitor(app);
    expect((await stranger.get(`/api/orders/${order.id}`)).statusCode).toBe(404);
    const forged = await stranger.get(`/api/orders/${order.id}?signature=${'A'.repeat(43)}`);
    expect(forged.statusCode).toBe(403);
    const signed = await stranger.get(`/api/orders/${order.id}?signature=${order.signature}`);
    expect(signed.statusCode).toBe(200);
    expect(signed.json<Order>().id).toBe(order.id);
    expect((await stranger.get('/api/orders/99999999')).statusCode).toBe(404);
    expect((await stranger.get('/api/orders/abc')).statusCode).toBe(400);

    const found = await stranger.post('/api/orders/find', { number: order.id, phone: '+7 916 123-45-67' });
    expect(found.json<FoundOrder>()).toEqual({ id: order.id, signature: order.signature });
    expect((await stranger.post('/api/orders/find', { number: order.id, phone: '+7 999 000-00-00' })).statusCode).toBe(
      404,
    );
    const restrictions = await stranger.get(`/api/orders/restrictions?phone=${encodeURIComponent('+7 916 123-45-67')}`);
    expect(restrictions.json()).toMatchObject({ limit: 5, canOrder: expect.any(Boolean) });
  });

  test('one-click booking reserves one product at a pharmacy, idempotently, leaving the basket alone', async () => {
    const { visitor, product } = await shopper(1);
    const other = await stockedProduct(database.db, 3, used);
    used.push(other.product_id);
    const before = await stockOf(database.db, other.store_id, other.product_id);
    const body = {
      idempotencyKey: newKey(),
      store: other.store_id,
      productId: other.product_id,
      quantity: 2,
      name: 'Пётр',
      phone: '+7 916 000-11-22',
      personalDataConsent: true,
    };
    const first = await visitor.post('/api/booking', body);
    expect(first.statusCode).toBe(201);
    expect(first.json<PlacedOrder>().order).toMatchObject({
      items: [{ productId: other.product_id, quantity: 2 }],
      receivingMethod: 'deliverypickup',
    });
    expect((await visitor.post('/api/booking', body)).json<PlacedOrder>().order.id).toBe(
      first.json<PlacedOrder>().order.id,
    );
    expect(await stockOf(database.db, other.store_id, other.product_id)).toBe(before - 2);
    expect((await visitor.get('/api/cart/')).json<Cart>().items.map((i) => i.productId)).toEqual([product.product_id]);
    expect((await visitor.post('/api/booking', { ...body, idempotencyKey: newKey(), quantity: 0 })).statusCode).toBe(
      400,
    );
    const oneClick = await visitor.post('/api/cart/oneclickbuy', { ...body, idempotencyKey: newKey(), quantity: 1 });
    expect(oneClick.statusCode).toBe(201);
    expect(await stockOf(database.db, other.store_id, other.product_id)).toBe(before - 3);
  });

  test('PUT /orders/{id}/delivery moves the reservation to another pharmacy, or changes nothing', async () => {
    const { visitor, product } = await shopper(1);
    const { order } = (await visitor.post('/api/orders/', pickupOrder(product.store_id))).json<PlacedOrder>();
    const { rows } = await database.db.query<{ store_id: number }>(
      `SELECT s.store_id FROM stock s JOIN stores st ON st.id = s.store_id AND st.region_id = 14 AND st.chain = 'samson' AND NOT st.is_dark_store
        WHERE s.product_id = $1 AND s.store_id <> $2 AND s.quantity >= 1 ORDER BY s.store_id LIMIT 1`,
      [product.product_id, product.store_id],
    );
    const target = rows[0]!.store_id;
    const oldBefore = await stockOf(database.db, product.store_id, product.product_id);
    const newBefore = await stockOf(database.db, target, product.product_id);
    const moved = await visitor.request({
      method: 'PUT',
      url: `/api/orders/${order.id}/delivery`,
      payload: { storeId: target },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Order>().store!.id).toBe(target);
    expect(await stockOf(database.db, product.store_id, product.product_id)).toBe(oldBefore + 1);
    expect(await stockOf(database.db, target, product.product_id)).toBe(newBefore - 1);

    await database.db.query('UPDATE stock SET quantity = 0 WHERE store_id = $1 AND product_id = $2', [
      product.store_id,
      product.product_id,
    ]);
    const refused = await visitor.request({
      method: 'PUT',
      url: `/api/orders/${order.id}/delivery`,
      payload: { storeId: product.store_id },
    });
    expect(refused.statusCode).toBe(409);
    expect(await stockOf(database.db, target, product.product_id)).toBe(newBefore - 1);
    expect((await visitor.get(`/api/orders/${order.id}`)).json<Order>().store!.id).toBe(target);
  });

  describe('card payment through the sandbox acquirer', () => {
    const secret = webhookSecret('test-secret');
    const notify = (payload: object, timestamp = Date.now(), signature?: string) => {
      const body = JSON.stringify(payload);
      return app.inject({
        method: 'POST',
        url: '/api/payments/notifications',
        headers: {
          'content-type': 'application/json',
          'x-payment-timestamp': String(timestamp),
          'x-payment-signature': signature ?? signNotification(body, timestamp, secret),
        },
        payload: body,
      });
    };

    async function cardOrder() {
      const { visitor, product } = await shopper(1);
      const response = await visitor.post('/api/orders/', pickupOrder(product.store_id, { paymentMethod: 'card' }));
      expect(response.statusCode).toBe(201);
      return { visitor, ...response.json<PlacedOrder>() };
    }

    test('approve on the hosted page: signed notification, order paid with its QR, shopper sent back to the order', async () => {
      const { visitor, order, paymentUrl } = await cardOrder();
      expect(order).toMatchObject({ status: 'wait_payment', payed: false, canPay: true, qrText: null });
      expect(paymentUrl).toMatch(/^\/api\/sandbox-acquirer\/pay\/[0-9a-f-]{36}$/);
      const page = await visitor.get(paymentUrl!);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`Заказ № ${order.id}`);

      const decision = await app.inject({
        method: 'POST',
        url: paymentUrl!,
        payload: 'decision=approve',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(decision.statusCode).toBe(303);
      expect(decision.headers.location).toBe(
        `/order/${order.id}?signature=${encodeURIComponent(order.signature)}&payed=1`,
      );
      const paid = (await visitor.get(`/api/orders/${order.id}`)).json<Order>();
      expect(paid).toMatchObject({
        payed: true,
        payment: { status: { code: 'payed' } },
        status: 'assembly',
        qrText: `APTEKA-ORDER-${order.id}`,
        canPay: false,
      });
      expect(paid.statusHistory.map((h) => h.status)).toEqual(['created', 'wait_payment', 'assembly']);
      expect((await visitor.post(`/api/orders/${order.id}/pay`)).statusCode).toBe(409);
    });

    test('decline leaves the order waiting; paying again gives a page', async () => {
      const { visitor, order, paymentUrl } = await cardOrder();
      await app.inject({
        method: 'POST',
        url: paymentUrl!,
        payload: 'decision=decline',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect((await visitor.get(`/api/orders/${order.id}`)).json<Order>()).toMatchObject({
        payed: false,
        status: 'wait_payment',
      });
      const again = await visitor.post(`/api/orders/${order.id}/pay`);
      expect(again.statusCode).toBe(200);
      expect(again.json<{ paymentUrl: string }>().paymentUrl).not.toBe(paymentUrl);
    });

    test('an unpaid card order gives its goods back after 20 minutes, says why, refuses payment, and a late success is refunded', async () => {
      const { visitor, order, paymentUrl } = await cardOrder();
      const line = order.items[0]!;
      const { rows } = await database.db.query<{ store_id: number }>(
        'SELECT store_id FROM order_items WHERE order_id = $1',
        [order.id],
      );
      const before = await stockOf(database.db, rows[0]!.store_id, line.productId);

      expect(await expireUnpaidOrders(database.db, 20, new Date(Date.now() + 19 * 60_000))).toBe(0);
      expect(await expireUnpaidOrders(database.db, 20, new Date(Date.now() + 21 * 60_000))).toBeGreaterThanOrEqual(1);
      const expired = (await visitor.get(`/api/orders/${order.id}`)).json<Order>();
      expect(expired).toMatchObject({
        status: 'canceled',
        cancelComment: 'Заказ не оплачен за 20 минут: резерв товаров снят. Оформите заказ ещё раз.',
        canPay: false,
      });
      expect(await stockOf(database.db, rows[0]!.store_id, line.productId)).toBe(before + line.quantity);

      const pay = await visitor.post(`/api/orders/${order.id}/pay`);
      expect([pay.statusCode, pay.json<{ error: string }>().error]).toEqual([409, 'payment_expired']);

      // the shopper was on the hosted page all along and paid: the money goes back, the order stays cancelled
      const paymentId = paymentUrl!.split('/').at(-1)!;
      const late = await notify({
        notificationId: `late-${paymentId}`,
        paymentId,
        orderId: order.id,
        status: 'succeeded',
        amount: order.totalAmount,
      });
      expect(late.json()).toEqual({ status: 'refunded' });
      const { rows: payments } = await database.db.query<{ status: string }>(
        'SELECT status FROM payments WHERE id = $1::uuid',
        [paymentId],
      );
      expect(payments[0]!.status).toBe('refunded');
      expect((await visitor.get(`/api/orders/${order.id}`)).json<Order>()).toMatchObject({
        status: 'canceled',
        payed: false,
      });
      expect(await stockOf(database.db, rows[0]!.store_id, line.productId)).toBe(before + line.quantity);
    });

    test('notifications: bad signature, stale timestamp and replay are refused and change nothing', async () => {
      const { visitor, order, paymentUrl } = await cardOrder();
      const paymentId = paymentUrl!.split('/').pop()!;
      const payload = {
        notificationId: `n-${order.id}`,
        paymentId,
        orderId: order.id,
        status: 'succeeded',
        amount: order.totalAmount,
      };

      expect((await notify(payload, Date.now(), 'f'.repeat(64))).statusCode).toBe(401);
      const stale = await notify(payload, Date.now() - 6 * 60 * 1000);
      expect(stale.statusCode).toBe(401);
      expect(stale.json()).toMatchObject({ error: 'expired' });
      const tampered = JSON.stringify({ ...payload, amount: 1 });
      const ts = Date.now();
      const wrongBody = await app.inject({
        method: 'POST',
        url: '/api/payments/notifications',
        headers: {
          'content-type': 'application/json',
          'x-payment-timestamp': String(ts),
          'x-payment-signature': signNotification(JSON.stringify(payload), ts, secret),
        },
        payload: tampered,
      });
      expect(wrongBody.statusCode).toBe(401);
      expect((await visitor.get(`/api/orders/${order.id}`)).json<Order>().payed).toBe(false);

      expect((await notify({ ...payload, notificationId: 'n-wrong-amount', amount: 1 })).statusCode).toBe(400);
      expect((await notify(payload)).statusCode).toBe(200);
      const replay = await notify(payload);
      expect(replay.statusCode).toBe(409);
      expect(replay.json()).toMatchObject({ error: 'duplicate' });
      const paid = (await visitor.get(`/api/orders/${order.id}`)).json<Order>();
      expect(paid.payed).toBe(true);
      expect(paid.statusHistory.filter((h) => h.status === 'assembly')).toHaveLength(1);
    });

    test('a dark-store product must be prepaid by card', async () => {
      const visitor = new Visitor(app);
      await visitor.get('/api/cart/');
      const { rows } = await database.db.query<{ id: number }>(
        `SELECT p.id FROM products p JOIN product_prices pr ON pr.product_id = p.id AND pr.region_id = 14
          JOIN stock s ON s.product_id = p.id AND s.quantity > 2 JOIN stores st ON st.id = s.store_id AND st.region_id = 14 AND st.chain = 'samson' AND st.is_dark_store
          WHERE p.is_dark_store_only AND NOT p.is_prescription ORDER BY p.id LIMIT 1`,
      );
      if (!rows[0]) return;
      await visitor.post('/api/cart/', { productId: rows[0].id, quantity: 1 });
      const store = await stockedProduct(database.db, 1);
      const receipt = await visitor.post('/api/orders/', pickupOrder(store.store_id));
      expect(receipt.json()).toMatchObject({ error: 'prepayment_required' });
      const card = await visitor.post('/api/orders/', pickupOrder(store.store_id, { paymentMethod: 'card' }));
      expect(card.statusCode).toBe(201);
      const placed = card.json<PlacedOrder>();
      await app.inject({
        method: 'POST',
        url: placed.paymentUrl!,
        payload: 'decision=approve',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect((await visitor.get(`/api/orders/${placed.order.id}`)).json<Order>().status).toBe('wait_darkstore');
    });
  });
});
