import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody, Cart, PersonalCoupon, UserState } from '@apteka/contracts';
import { arrived, codeIn, freshPhone, lastSms, signInBySms } from '../support/auth';
import { stockedProduct } from '../support/checkout-helpers';
import { buildTestApp, engineForRoutes, openCatalogueDatabase, type TestDatabase, Visitor } from '../support/test-app';

describe.each(engineForRoutes)('signing in by SMS code (%s)', (engine) => {
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

  /** Lets the 60-second resend pause pass for a phone's codes (the limits keep counting). */
  const ageCodes = (phone: string) =>
    database.db.query(`UPDATE one_time_codes SET created_at = created_at - interval '2 minutes' WHERE phone = $1`, [
      phone,
    ]);
  const customers = async (phone: string) =>
    (
      await database.db.query<{ n: number }>(
        'SELECT count(*)::integer AS n FROM customers WHERE phone = $1 AND deleted_at IS NULL',
        [phone],
      )
    ).rows[0]!.n;

  test('a code creates the account on the first sign-in, moves the session to a new id and gives a welcome coupon', async () => {
    const visitor = new Visitor(app);
    await visitor.get('/api/customer/');
    const anonymousSid = visitor.cookies.get('sid')!;
    const anonymousXsrf = visitor.xsrfToken;
    const phone = freshPhone();

    const sent = await visitor.post('/api/customer/auth-sms', { phone: phone.replace(/\D/g, '') });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ phone, resendAfterSeconds: 60, expiresInSeconds: 300 });
    const sms = await lastSms(visitor, phone);
    expect(sms).toMatch(/^Код для входа в интернет-аптеку: \d{6}\. Никому его не сообщайте\.$/);
    const stored = await database.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM one_time_codes WHERE phone = $1',
      [phone],
    );
    expect(stored.rows[0]!.code_hash).not.toContain(codeIn(sms));

    const signedIn = await visitor.post('/api/customer/auth-sms/check', { phone, code: codeIn(sms) });
    expect(signedIn.statusCode).toBe(200);
    const user = signedIn.json<UserState>();
    expect(user).toMatchObject({
      isAuthenticated: true,
      bonus: 0,
      customer: { phone, wasRecentlyCreated: true, email: null },
    });
    expect(visitor.cookies.get('sid')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(visitor.cookies.get('sid')).not.toBe(anonymousSid);
    expect(visitor.xsrfToken).not.toBe(anonymousXsrf);
    expect((await visitor.get('/api/customer/')).json<UserState>().customer.id).toBe(user.customer.id);

    // The id the session had before is worthless now: whoever knew or planted it is a stranger.
    const planted = new Visitor(app);
    planted.cookies.set('sid', anonymousSid);
    planted.cookies.set('XSRF-TOKEN', anonymousXsrf!);
    const stranger = await planted.get('/api/customer/');
    expect(stranger.json<UserState>().isAuthenticated).toBe(false);
    // ...and a request the browser sent with it before the sign-in answered does not sign the shopper out again:
    // a read sets no cookie, a change is refused and goes with the new session when asked again.
    expect(stranger.cookies).toEqual([]);
    const change = await planted.post('/api/delivery/update-region', { regionId: 27 });
    expect(change.statusCode).toBe(409);
    expect(change.json()).toEqual({ error: 'session_replaced', message: expect.stringMatching(/Повторите/) });
    expect(change.cookies).toEqual([]);
    expect((await visitor.get('/api/customer/')).json<UserState>().isAuthenticated).toBe(true);
    // once no such request can still be on its way, the old id is an unknown one: a fresh session with cookies
    await database.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      anonymousSid,
    ]);
    const later = await planted.get('/api/customer/');
    expect(later.json<UserState>().isAuthenticated).toBe(false);
    expect(planted.cookies.get('sid')).not.toBe(anonymousSid);

    const coupons = (await visitor.get('/api/customer/coupons')).json<{ coupons: PersonalCoupon[] }>().coupons;
    expect(coupons).toEqual([
      {
        code: expect.stringMatching(/^WELCOME-[A-Z2-9]{6}$/),
        title: 'Скидка 10% на первый заказ от 1 000 ₽',
        percent: 10,
        amount: null,
        minTotal: 100000,
        validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
    expect(await customers(phone)).toBe(1);
  });

  test('a second sign-in with the same phone is the same customer, who is no longer new', async () => {
    const phone = freshPhone();
    const first = await signInBySms(new Visitor(app), phone);
    await database.db.query(`UPDATE customers SET created_at = now() - interval '1 day' WHERE id = $1`, [
      first.customer.id,
    ]);
    await ageCodes(phone);
    const again = await signInBySms(new Visitor(app), phone);
    expect(again.customer).toMatchObject({ id: first.customer.id, wasRecentlyCreated: false });
    expect(await customers(phone)).toBe(1);
  });

  test('bad codes are refused with a Russian message and change nothing', async () => {
    const visitor = await arrived(app);
    const phone = freshPhone();
    await visitor.post('/api/customer/auth-sms', { phone });
    const code = codeIn(await lastSms(visitor, phone));
    const wrong = code === '000000' ? '111111' : '000000';

    const short = await visitor.post('/api/customer/auth-sms/check', { phone, code: code.slice(0, 5) });
    expect(short.statusCode).toBe(400);
    expect(short.json<ApiErrorBody>().error).toBe('validation');

    const guessed = await visitor.post('/api/customer/auth-sms/check', { phone, code: wrong });
    expect(guessed.statusCode).toBe(422);
    expect(guessed.json<ApiErrorBody>()).toEqual({
      error: 'code_invalid',
      message: 'Неверный код. Осталось попыток: 4.',
    });

    const otherPhone = await visitor.post('/api/customer/auth-sms/check', { phone: freshPhone(), code });
    expect(otherPhone.statusCode).toBe(422);
    expect(otherPhone.json<ApiErrorBody>().error).toBe('code_invalid');

    // Without the session's CSRF token nothing happens; with another session's, the code is not theirs.
    expect((await new Visitor(app).post('/api/customer/auth-sms/check', { phone, code })).statusCode).toBe(403);
    const otherSession = await arrived(app);
    const foreign = await otherSession.post('/api/customer/auth-sms/check', { phone, code });
    expect(foreign.statusCode).toBe(422);
    expect(await customers(phone)).toBe(0);

    expect((await visitor.post('/api/customer/auth-sms/check', { phone, code })).statusCode).toBe(200);
    // Used once; the session it was asked in has moved to a new id with the sign-in, so it is nobody's now.
    const reused = await visitor.post('/api/customer/auth-sms/check', { phone, code });
    expect(reused.statusCode).toBe(422);
    expect(reused.json<ApiErrorBody>()).toEqual({
      error: 'code_invalid',
      message: 'Неверный код. Запросите код ещё раз.',
    });
  });

  test('a code older than 5 minutes is refused', async () => {
    const visitor = await arrived(app);
    const phone = freshPhone();
    await visitor.post('/api/customer/auth-sms', { phone });
    const code = codeIn(await lastSms(visitor, phone));
    await database.db.query(`UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE phone = $1`, [
      phone,
    ]);
    const late = await visitor.post('/api/customer/auth-sms/check', { phone, code });
    expect(late.statusCode).toBe(422);
    expect(late.json<ApiErrorBody>().error).toBe('code_expired');
    expect(await customers(phone)).toBe(0);
  });

  test('guessing stops after 5 wrong tries: even the right code is refused then', async () => {
    const visitor = await arrived(app);
    const phone = freshPhone();
    await visitor.post('/api/customer/auth-sms', { phone });
    const code = codeIn(await lastSms(visitor, phone));
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await visitor.post('/api/customer/auth-sms/check', { phone, code: wrong })).json());
    expect(answers.map((answer: ApiErrorBody) => answer.message)).toEqual([
      'Неверный код. Осталось попыток: 4.',
      'Неверный код. Осталось попыток: 3.',
      'Неверный код. Осталось попыток: 2.',
      'Неверный код. Осталось попыток: 1.',
      'Слишком много неверных попыток. Запросите новый код.',
    ]);
    const right = await visitor.post('/api/customer/auth-sms/check', { phone, code });
    expect(right.statusCode).toBe(422);
    expect(right.json<ApiErrorBody>().error).toBe('code_attempts_exhausted');
    expect(await customers(phone)).toBe(0);
  });

  test('only Russian mobile numbers get codes', async () => {
    const visitor = await arrived(app);
    for (const phone of ['+7 495 123-45-67', '+1 202 555-01-23', '8 800 555-35-35']) {
      const refused = await visitor.post('/api/customer/auth-sms', { phone });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ApiErrorBody>()).toEqual({
        error: 'phone_invalid',
        message: 'Укажите российский мобильный номер в формате +7 9XX XXX-XX-XX.',
      });
    }
    expect((await visitor.post('/api/customer/auth-sms', { phone: 'not a phone' })).statusCode).toBe(400);
  });

  test('a new code no sooner than 60 s; the 6th code of an hour for a phone is refused with the wait', async () => {
    const phone = freshPhone();
    const ask = async () => (await arrived(app)).post('/api/customer/auth-sms', { phone });
    expect((await ask()).statusCode).toBe(200);
    const soon = await ask();
    expect(soon.statusCode).toBe(429);
    expect(soon.json<ApiErrorBody>().message).toMatch(/^Новый код можно получить через (\d+ секунд[уы]?|1 минуту)\.$/);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(50);

    for (let i = 2; i <= 5; i++) {
      await ageCodes(phone);
      expect((await ask()).statusCode).toBe(200);
    }
    await ageCodes(phone);
    const sixth = await ask();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json<ApiErrorBody>()).toEqual({
      error: 'too_many_codes',
      // The hour began with the first code a few seconds ago.
      message: 'Слишком много запросов кода. Попробуйте через 1 час.',
    });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3000);
    const sent = await database.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM one_time_codes WHERE phone = $1',
      [phone],
    );
    expect(sent.rows[0]!.n).toBe(5);
  });

  test('one session and one address get only so many codes, whatever the phones', async () => {
    const visitor = await arrived(app);
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push((await visitor.post('/api/customer/auth-sms', { phone: freshPhone() })).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);

    const address = '10.250.250.250';
    const fromOneAddress = [];
    for (let i = 0; i < 11; i++) {
      fromOneAddress.push(
        (await (await arrived(app, address)).post('/api/customer/auth-sms', { phone: freshPhone() })).statusCode,
      );
    }
    expect(fromOneAddress).toEqual([...Array(10).fill(200), 429]);
  });

  test('the limits hold across two API instances on one database', async () => {
    const second = await buildTestApp(database.db);
    try {
      const phone = freshPhone();
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        await ageCodes(phone);
        const instance = i % 2 === 0 ? app : second;
        statuses.push((await (await arrived(instance)).post('/api/customer/auth-sms', { phone })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await second.close();
    }
  });

  test('a signed-in session survives a restart of the API (sessions live in the database)', async () => {
    const before = await buildTestApp(database.db);
    const visitor = new Visitor(before);
    const { phone } = await signInBySms(visitor, freshPhone());
    await before.close();

    const after = await buildTestApp(database.db);
    try {
      const returning = new Visitor(after, visitor.address);
      for (const [name, value] of visitor.cookies) returning.cookies.set(name, value);
      const user = (await returning.get('/api/customer/')).json<UserState>();
      expect([user.isAuthenticated, user.customer.phone]).toEqual([true, phone]);
    } finally {
      await after.close();
    }
  });

  test('signing in merges the anonymous basket into the one the customer kept, losing nothing', async () => {
    const a = await stockedProduct(database.db, 10);
    const b = await stockedProduct(database.db, 5, [a.product_id]);
    const phone = freshPhone();

    const earlier = new Visitor(app);
    await signInBySms(earlier, phone);
    await earlier.post('/api/cart/', { productId: a.product_id, quantity: 2 });
    await earlier.post('/api/customer/logout');

    const now = await arrived(app);
    await now.post('/api/cart/', { productId: a.product_id, quantity: 3 });
    await now.post('/api/cart/', { productId: b.product_id, quantity: 1 });
    await ageCodes(phone);
    await signInBySms(now, phone);
    const cart = (await now.get('/api/cart/')).json<Cart>();
    expect(cart.items.map((item) => [item.productId, item.quantity]).sort((x, y) => x[0]! - y[0]!)).toEqual(
      [
        [a.product_id, 5],
        [b.product_id, 1],
      ].sort((x, y) => x[0]! - y[0]!),
    );
  });

  test('sign-out ends the session on the server', async () => {
    const visitor = await arrived(app);
    await signInBySms(visitor);
    const sid = visitor.cookies.get('sid')!;
    const out = await visitor.post('/api/customer/logout');
    expect(out.json()).toEqual({ signedOut: true });
    expect(visitor.cookies.has('sid')).toBe(false);
    const { rows } = await database.db.query('SELECT 1 FROM sessions WHERE id = $1', [sid]);
    expect(rows).toEqual([]);
    expect((await visitor.get('/api/customer/')).json<UserState>().isAuthenticated).toBe(false);
  });
});
