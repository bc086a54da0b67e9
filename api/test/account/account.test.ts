import type { FastifyInstance } from 'fastify';
import type {
  ApiErrorBody,
  BonusHistory,
  BonusSummary,
  BoughtProduct,
  Cart,
  Charity,
  FavoritableCategories,
  Order,
  PersonalCoupon,
  PlacedOrder,
  SavedCard,
  UserState,
} from '@apteka/contracts';
import { advanceOrder } from '../../src/modules/orders';
import { arrived, signInBySms } from '../support/auth';
import { pickupOrder, stockedProduct } from '../support/checkout-helpers';
import {
  buildTestApp,
  engineForRoutes,
  openCatalogueDatabase,
  type TestDatabase,
  type Visitor,
} from '../support/test-app';

describe.each(engineForRoutes)('the personal account (%s)', (engine) => {
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

  const mailsTo = async (visitor: Visitor, email: string) =>
    (await visitor.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json<{
      messages: Array<{ subject: string; body: string }>;
    }>().messages;
  const giveBonuses = (customerId: number, amount: number) =>
    database.db.query("INSERT INTO bonus_ledger (customer_id, amount, kind) VALUES ($1, $2, 'order_refund')", [
      customerId,
      amount,
    ]);

  /** A signed-in shopper with one unit of a fresh product in the basket. */
  async function customerWithBasket(min = 5) {
    const visitor = await arrived(app);
    const user = await signInBySms(visitor);
    const product = await stockedProduct(database.db, min, used);
    used.push(product.product_id);
    await visitor.post('/api/cart/', { productId: product.product_id, quantity: 1 });
    return { visitor, user, product };
  }

  test('anonymous visitors get 401 with a Russian reason from every account call', async () => {
    const visitor = await arrived(app);
    for (const url of [
      '/api/customer/bonus',
      '/api/customer/charity',
      '/api/customer/cards',
      '/api/customer/coupons',
      '/api/lk/order-goods',
    ]) {
      const answer = await visitor.get(url);
      expect([url, answer.statusCode, answer.json<ApiErrorBody>().error]).toEqual([url, 401, 'auth_required']);
      expect(answer.json<ApiErrorBody>().message).toMatch(/^Войдите в личный кабинет, чтобы /);
    }
  });

  test('the profile: names, gender, birth date, consents and 18+, saved and answered as the user state', async () => {
    const visitor = await arrived(app);
    await signInBySms(visitor);
    const updated = await visitor.put('/api/customer/', {
      firstName: ' Мария ',
      lastName: 'Иванова',
      secondName: 'Петровна',
      gender: 'female',
      birthdate: '1956-03-08',
      smsAgree: true,
      hasEighteen: true,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<UserState>()).toMatchObject({
      hasEighteen: true,
      customer: {
        firstName: 'Мария',
        lastName: 'Иванова',
        secondName: 'Петровна',
        gender: 'female',
        birthdate: '1956-03-08',
        smsAgree: true,
        mailingAgree: false,
      },
    });
    const future = await visitor.put('/api/customer/', { birthdate: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json<ApiErrorBody>().fields).toEqual({ birthdate: 'Дата рождения не может быть в будущем.' });
    expect((await visitor.put('/api/customer/', { hasEighteen: false })).statusCode).toBe(400);
  });

  test('a new e-mail is confirmed by the link of the mail sent to it; a mailing unsubscribes in one click', async () => {
    const visitor = await arrived(app);
    await signInBySms(visitor);
    const email = `shopper-${Date.now()}@example.ru`;
    const saved = (await visitor.put('/api/customer/', { email, mailingAgree: true })).json<UserState>();
    expect(saved.customer).toMatchObject({ email, sentMail: true, mailingAgree: true });
    const [mail] = await mailsTo(visitor, email);
    expect(mail!.subject).toBe('Подтвердите адрес электронной почты');
    const verifyToken = /\/lk\/verify-email\?token=([A-Za-z0-9_.-]+)/.exec(mail!.body)![1]!;
    const unsubscribeToken = /\/lk\/unsubscribe-email\?token=([A-Za-z0-9_.-]+)/.exec(mail!.body)![1]!;

    expect((await visitor.post('/api/customer/verify-email', { token: `${verifyToken}x` })).statusCode).toBe(400);
    const stranger = await arrived(app);
    const verified = await stranger.post('/api/customer/verify-email', { token: verifyToken });
    expect(verified.json()).toEqual({ email });
    expect((await visitor.get('/api/customer/')).json<UserState>().customer.sentMail).toBe(false);

    expect((await stranger.post('/api/customer/unsubscribe', { token: unsubscribeToken })).json()).toEqual({
      unsubscribed: true,
    });
    expect((await visitor.get('/api/customer/')).json<UserState>().customer.mailingAgree).toBe(false);

    const other = await arrived(app);
    await signInBySms(other);
    const taken = await other.put('/api/customer/', { email: email.toUpperCase() });
    expect(taken.statusCode).toBe(400);
    expect(taken.json<ApiErrorBody>().fields).toEqual({ email: 'Этот адрес уже указан в другом личном кабинете.' });
  });

  test('bonuses are a ledger: 250 for the first order received, spends and returns, with the order of each', async () => {
    const { visitor, user, product } = await customerWithBasket();
    const first = (await visitor.post('/api/orders/', pickupOrder(product.store_id))).json<PlacedOrder>().order;
    await advanceOrder(database.db, first.id);
    await advanceOrder(database.db, first.id);
    const summary = (await visitor.get('/api/customer/bonus')).json<BonusSummary>();
    expect(summary).toEqual({ balance: 250, firstOrderBonus: 250, appMultiplier: 2, spendLimitPercent: 30 });

    await visitor.post('/api/cart/', { productId: product.product_id, quantity: 1 });
    const cart = (await visitor.post('/api/cart/input/bonus', { bonus: 250 })).json<Cart>();
    const spent = cart.bonus.applied;
    expect(spent).toBeGreaterThan(0);
    const second = (await visitor.post('/api/orders/', pickupOrder(product.store_id))).json<PlacedOrder>().order;
    expect((await visitor.get('/api/customer/bonus')).json<BonusSummary>().balance).toBe(250 - spent);
    await visitor.request({ method: 'PUT', url: `/api/orders/${second.id}`, payload: { cancel: true, comment: '' } });

    const history = (await visitor.get('/api/customer/bonus/history')).json<BonusHistory>();
    expect(history.entries.map((entry) => [entry.kind, entry.amount, entry.orderId])).toEqual([
      ['order_refund', spent, second.id],
      ['order_spend', -spent, second.id],
      ['first_order', 250, first.id],
    ]);
    expect(history).toMatchObject({ page: 1, pages: 1 });
    expect((await visitor.get('/api/customer/bonus')).json<BonusSummary>().balance).toBe(250);
    expect(user.customer.id).toBe((await visitor.get('/api/customer/')).json<UserState>().customer.id);
  });

  if (engine === 'postgres') {
    test('bonus spends at once cannot overdraw: ten moves of 30 from 100 bonuses, three go through', async () => {
      const visitor = await arrived(app);
      const { customer } = await signInBySms(visitor);
      await giveBonuses(customer.id!, 100);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => visitor.post('/api/customer/charity-move', { programmeId: 1, bonuses: 30 })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, ...Array(7).fill(422)]);
      const { rows } = await database.db.query<{ balance: number }>(
        'SELECT coalesce(sum(amount), 0)::integer AS balance FROM bonus_ledger WHERE customer_id = $1',
        [customer.id],
      );
      expect(rows[0]!.balance).toBe(10);
    });
  }

  test('charity: bonuses move within the balance, with their history; nothing moves beyond it', async () => {
    const visitor = await arrived(app);
    const { customer } = await signInBySms(visitor);
    await giveBonuses(customer.id!, 300);
    const before = (await visitor.get('/api/customer/charity')).json<Charity>();
    expect(before.programmes.map((programme) => programme.id)).toEqual([1, 2, 3]);
    expect(before).toMatchObject({ balance: 300, moves: [] });

    const moved = await visitor.post('/api/customer/charity-move', { programmeId: 2, bonuses: 120 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Charity>()).toMatchObject({
      balance: 180,
      moves: [{ programmeId: 2, programmeName: 'Старшее поколение', bonuses: 120 }],
    });
    const beyond = await visitor.post('/api/customer/charity-move', { programmeId: 1, bonuses: 181 });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json<ApiErrorBody>()).toEqual({
      error: 'bonus_short',
      message: 'На счёте меньше бонусов, чем вы хотите перевести.',
    });
    expect((await visitor.post('/api/customer/charity-move', { programmeId: 99, bonuses: 1 })).statusCode).toBe(404);
    expect((await visitor.post('/api/customer/charity-move', { programmeId: 1, bonuses: 0 })).statusCode).toBe(400);
    expect((await visitor.get('/api/customer/charity')).json<Charity>().balance).toBe(180);
  });

  test('a card remembered at the sandbox acquirer is listed (masked) and can be forgotten; a foreign card id is a 404', async () => {
    const { visitor, product } = await customerWithBasket();
    const placed = (
      await visitor.post('/api/orders/', pickupOrder(product.store_id, { paymentMethod: 'card' }))
    ).json<PlacedOrder>();
    const pay = new URL(placed.paymentUrl!, 'http://store.local').pathname;
    const back = await app.inject({
      method: 'POST',
      url: pay,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve&remember=1',
    });
    expect(back.statusCode).toBe(303);
    const cards = (await visitor.get('/api/customer/cards')).json<{ cards: SavedCard[] }>().cards;
    expect(cards).toEqual([{ id: expect.any(Number), brand: 'МИР', last4: '0004', expires: '12/29' }]);
    const { rows } = await database.db.query<{ token: string }>('SELECT token FROM saved_cards WHERE id = $1', [
      cards[0]!.id,
    ]);
    expect(rows[0]!.token).toMatch(/^sandbox-/);

    const other = await arrived(app);
    await signInBySms(other);
    const foreign = await other.request({ method: 'DELETE', url: `/api/customer/cards/${cards[0]!.id}` });
    expect(foreign.statusCode).toBe(404);
    const forgotten = await visitor.request({ method: 'DELETE', url: `/api/customer/cards/${cards[0]!.id}` });
    expect(forgotten.json()).toEqual({ cards: [] });
  });

  test("the welcome coupon is the customer's own: the basket takes it for them and refuses it to anyone else", async () => {
    const { visitor } = await customerWithBasket();
    const [coupon] = (await visitor.get('/api/customer/coupons')).json<{ coupons: PersonalCoupon[] }>().coupons;
    const product = await stockedProduct(database.db, 2, used);
    used.push(product.product_id);
    await visitor.post('/api/cart/input', { productId: product.product_id, quantity: 1 });
    const price = await database.db.query<{ base: number }>(
      'SELECT base FROM product_prices WHERE product_id = $1 AND region_id = 14',
      [product.product_id],
    );
    // Enough units for the coupon's minimum of 1 000 ₽.
    await visitor.post('/api/cart/', {
      productId: product.product_id,
      quantity: Math.ceil(100000 / price.rows[0]!.base) + 1,
    });
    const applied = await visitor.post('/api/cart/input/coupon', { coupon: coupon!.code.toLowerCase() });
    expect(applied.statusCode).toBe(200);
    expect(applied.json<Cart>().coupon).toEqual({
      code: coupon!.code,
      applied: true,
      message: 'Условия применения соблюдены',
    });

    const stranger = await customerWithBasket();
    await stranger.visitor.post('/api/cart/', { productId: product.product_id, quantity: 30 });
    const refused = await stranger.visitor.post('/api/cart/input/coupon', { coupon: coupon!.code });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ApiErrorBody>()).toEqual({ error: 'coupon_invalid', message: 'Некорректный купон' });
  });

  test('orders placed before signing in become the customer’s, seen from any device; goods bought and «Повторить заказ»', async () => {
    const visitor = await arrived(app);
    const product = await stockedProduct(database.db, 6, used);
    used.push(product.product_id);
    await visitor.post('/api/cart/', { productId: product.product_id, quantity: 2 });
    const order = (await visitor.post('/api/orders/', pickupOrder(product.store_id))).json<PlacedOrder>().order;
    const { phone } = await signInBySms(visitor);

    await database.db.query(
      `UPDATE one_time_codes SET created_at = created_at - interval '2 minutes' WHERE phone = $1`,
      [phone],
    );
    const laptop = await arrived(app);
    await signInBySms(laptop, phone);
    expect((await laptop.get('/api/orders/')).json<{ orders: Order[] }>().orders.map((o) => o.id)).toEqual([order.id]);
    expect((await laptop.get(`/api/orders/${order.id}`)).statusCode).toBe(200);
    expect((await (await arrived(app)).get(`/api/orders/${order.id}`)).statusCode).toBe(404);

    const goods = (await laptop.get('/api/lk/order-goods')).json<{ items: BoughtProduct[] }>().items;
    expect(goods).toEqual([
      expect.objectContaining({
        productId: product.product_id,
        timesBought: 1,
        price: expect.objectContaining({ base: expect.any(Number) }),
      }),
    ]);

    const repeated = await laptop.post(`/api/orders/${order.id}/repeat`);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json<Cart>().items.map((item) => [item.productId, item.quantity])).toEqual([
      [product.product_id, 2],
    ]);
    expect((await (await arrived(app)).post(`/api/orders/${order.id}/repeat`)).statusCode).toBe(404);
  });

  test('a favourite category among the top ones, and a Telegram link naming the customer', async () => {
    const visitor = await arrived(app);
    const { customer } = await signInBySms(visitor);
    const offered = (await visitor.get('/api/customer/favoritable-categories')).json<FavoritableCategories>();
    expect(offered.chosenId).toBeNull();
    expect(offered.categories.length).toBeGreaterThan(3);
    const chosen = await visitor.put('/api/customer/favoritable-categories', { categoryId: offered.categories[1]!.id });
    expect(chosen.json<FavoritableCategories>().chosenId).toBe(offered.categories[1]!.id);
    const { rows } = await database.db.query<{ id: number }>(
      'SELECT id FROM categories WHERE parent_id IS NOT NULL LIMIT 1',
    );
    expect((await visitor.put('/api/customer/favoritable-categories', { categoryId: rows[0]!.id })).statusCode).toBe(
      400,
    );

    const link = (await visitor.post('/api/customer/subscribe-telegramm')).json<{ link: string }>().link;
    expect(link).toMatch(new RegExp(`^https://t\\.me/apteka_help_bot\\?start=c${customer.id}_[A-Za-z0-9_-]{22}$`));
  });
});
