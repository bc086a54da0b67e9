import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody, Order, PlacedOrder, UserState } from '@apteka/contracts';
import { arrived, codeIn, freshPhone, lastSms, signInBySms } from '../support/auth';
import { pickupOrder, stockedProduct } from '../support/checkout-helpers';
import {
  buildTestApp,
  engineForRoutes,
  openCatalogueDatabase,
  type TestDatabase,
  type Visitor,
} from '../support/test-app';

describe.each(engineForRoutes)('passwords, external providers, phone change and deletion (%s)', (engine) => {
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

  async function registered(password = 'Zdorovie2026') {
    const visitor = await arrived(app);
    const phone = freshPhone();
    expect((await visitor.post('/api/customer/register/code', { phone })).statusCode).toBe(200);
    const code = codeIn(await lastSms(visitor, phone));
    const answer = await visitor.post('/api/customer/register', {
      phone,
      code,
      firstName: 'Анна',
      password,
      personalDataConsent: true,
    });
    expect(answer.statusCode).toBe(200);
    return { visitor, phone, password, user: answer.json<UserState>() };
  }

  test('register with a confirmed phone, sign out, sign in by phone with the password; the hash is argon2id', async () => {
    const { visitor, phone, password, user } = await registered();
    expect(user).toMatchObject({ isAuthenticated: true, customer: { firstName: 'Анна', phone } });
    const { rows } = await database.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM customers WHERE id = $1',
      [user.customer.id],
    );
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await visitor.post('/api/customer/logout');

    const again = await arrived(app);
    const signedIn = await again.post('/api/customer/auth', { login: phone.replace(/\D/g, ''), password });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<UserState>().customer.id).toBe(user.customer.id);

    const repeated = await (await arrived(app)).post('/api/customer/register/code', { phone });
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json<ApiErrorBody>().error).toBe('phone_registered');
  });

  test('a weak password is refused beside its field; a wrong one says nothing about which part was wrong', async () => {
    const visitor = await arrived(app);
    const phone = freshPhone();
    await visitor.post('/api/customer/register/code', { phone });
    const code = codeIn(await lastSms(visitor, phone));
    const weak = await visitor.post('/api/customer/register', {
      phone,
      code,
      firstName: 'Анна',
      password: 'onlyletters',
      personalDataConsent: true,
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<ApiErrorBody>()).toEqual({
      error: 'password_weak',
      message: 'В пароле должны быть и буквы, и цифры.',
      fields: { password: 'В пароле должны быть и буквы, и цифры.' },
    });
    const { rows } = await database.db.query('SELECT 1 FROM customers WHERE phone = $1', [phone]);
    expect(rows).toEqual([]);

    for (const login of [phone, 'nobody@example.ru']) {
      const wrong = await visitor.post('/api/customer/auth', { login, password: 'Wrong12345' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json<ApiErrorBody>()).toEqual({
        error: 'invalid_credentials',
        message: 'Неверный телефон, почта или пароль.',
      });
    }
  });

  test('10 wrong passwords in a row lock the account for 15 minutes, with a message saying so', async () => {
    const { phone, password, user } = await registered();
    const attacker = await arrived(app);
    const statuses = [];
    for (let i = 0; i < 10; i++) {
      statuses.push(
        (await attacker.post('/api/customer/auth', { login: phone, password: `Wrong${i}pass` })).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(9).fill(401), 429]);
    const locked = await (await arrived(app)).post('/api/customer/auth', { login: phone, password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json<ApiErrorBody>()).toEqual({
      error: 'account_locked',
      message: expect.stringMatching(
        /^Вход по паролю заблокирован до \d{2}:\d{2} \(МСК\): 10 неверных паролей подряд\. Войдите по коду из SMS или восстановите пароль\.$/,
      ),
    });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    await database.db.query(`UPDATE customers SET locked_until = now() - interval '1 second' WHERE id = $1`, [
      user.customer.id,
    ]);
    const after = await (await arrived(app)).post('/api/customer/auth', { login: phone, password });
    expect(after.statusCode).toBe(200);
    const { rows } = await database.db.query<{ failed_password_attempts: number }>(
      'SELECT failed_password_attempts FROM customers WHERE id = $1',
      [user.customer.id],
    );
    expect(rows[0]!.failed_password_attempts).toBe(0);
  });

  test('forgot password: a code by SMS, a ticket once, a new password, and signed in', async () => {
    const { phone, user } = await registered();
    const visitor = await arrived(app);
    expect((await visitor.post('/api/customer/forgot-password', { phone })).statusCode).toBe(200);
    const sms = await lastSms(visitor, phone);
    expect(sms).toMatch(/^Код для смены пароля: \d{6}\./);
    const checked = await visitor.post('/api/customer/forgot-password-check', { phone, code: codeIn(sms) });
    expect(checked.statusCode).toBe(200);
    const { resetToken } = checked.json<{ resetToken: string }>();

    const weak = await visitor.post('/api/customer/update-password', { resetToken, password: 'short1' });
    expect(weak.statusCode).toBe(400);
    const changed = await visitor.post('/api/customer/update-password', { resetToken, password: 'NovyParol77' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<UserState>().customer.id).toBe(user.customer.id);

    const reused = await (
      await arrived(app)
    ).post('/api/customer/update-password', { resetToken, password: 'Drugoy888a' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json<ApiErrorBody>().error).toBe('reset_expired');
    expect(
      (await (await arrived(app)).post('/api/customer/auth', { login: phone, password: 'NovyParol77' })).statusCode,
    ).toBe(200);
    const unknown = await visitor.post('/api/customer/forgot-password', { phone: freshPhone() });
    expect(unknown.statusCode).toBe(404);
  });

  test('a signed-in customer changes the password with the current one', async () => {
    const { visitor, phone } = await registered('Pervy111parol');
    const wrong = await visitor.post('/api/customer/update-password', {
      currentPassword: 'Nevernyi1',
      password: 'Vtoroy222parol',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiErrorBody>().fields).toEqual({ currentPassword: 'Текущий пароль указан неверно.' });
    const ok = await visitor.post('/api/customer/update-password', {
      currentPassword: 'Pervy111parol',
      password: 'Vtoroy222parol',
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await (await arrived(app)).post('/api/customer/auth', { login: phone, password: 'Vtoroy222parol' })).statusCode,
    ).toBe(200);
  });

  /** Walks the sandbox provider's pages as a browser would; answers where the store sends the browser at the end. */
  async function throughProvider(visitor: Visitor, provider: string, phone: string, decision = 'allow') {
    const link = await visitor.get(`/api/oauth/${provider}/oauth-link?returnTo=${encodeURIComponent('/lk/orders')}`);
    expect(link.statusCode).toBe(200);
    const url = new URL(link.json<{ url: string }>().url);
    expect(url.pathname).toBe(`/api/oauth-sandbox/${provider}/authorize`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const page = await visitor.get(url.pathname + url.search);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Разрешить');
    const decided = await visitor.request({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...Object.fromEntries(url.searchParams), phone, decision }).toString(),
    });
    expect(decided.statusCode).toBe(303);
    const callback = new URL(decided.headers.location as string);
    expect(callback.pathname).toBe('/api/auth');
    const back = await visitor.get(callback.pathname + callback.search);
    expect(back.statusCode).toBe(303);
    return { location: back.headers.location as string, callback };
  }

  test('Yandex ID through the sandbox provider: a first sign-in creates the customer; VK ID with the same phone links to them', async () => {
    const phone = freshPhone();
    const visitor = await arrived(app);
    const { location, callback } = await throughProvider(visitor, 'yandex', phone);
    expect(location).toBe('/lk/orders?authorizedBy=yandex&state=yandexWidget');
    const user = (await visitor.get('/api/customer/')).json<UserState>();
    expect(user).toMatchObject({ isAuthenticated: true, customer: { phone } });

    const replayed = await visitor.get(callback.pathname + callback.search);
    expect(replayed.headers.location).toBe('/lk?authError=state');

    const other = await arrived(app);
    expect((await throughProvider(other, 'vk', phone)).location).toBe('/lk/orders?authorizedBy=vk&state=yandexWidget');
    expect((await other.get('/api/customer/')).json<UserState>().customer.id).toBe(user.customer.id);
    const { rows } = await database.db.query<{ provider: string }>(
      'SELECT provider FROM external_identities WHERE customer_id = $1 ORDER BY provider',
      [user.customer.id],
    );
    expect(rows.map((row) => row.provider)).toEqual(['vk', 'yandex']);
  });

  test('a refusal at the provider, or a callback of another session, signs nobody in', async () => {
    const visitor = await arrived(app);
    const { location } = await throughProvider(visitor, 'tinkoff', freshPhone(), 'deny');
    expect(location).toBe('/lk?authError=access_denied');
    expect((await visitor.get('/api/customer/')).json<UserState>().isAuthenticated).toBe(false);

    const victim = await arrived(app);
    const link = (await victim.get('/api/oauth/yandex/oauth-link')).json<{ url: string }>().url;
    const state = new URL(link).searchParams.get('state')!;
    const attacker = await arrived(app);
    const forced = await attacker.get(`/api/auth?state=${state}&code=anything`);
    expect(forced.headers.location).toBe('/lk?authError=state');
  });

  test('the sandbox token endpoint checks PKCE and uses a code once', async () => {
    const visitor = await arrived(app);
    const link = new URL((await visitor.get('/api/oauth/yandex/oauth-link')).json<{ url: string }>().url);
    const decided = await visitor.request({
      method: 'POST',
      url: link.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...Object.fromEntries(link.searchParams),
        phone: freshPhone(),
        decision: 'allow',
      }).toString(),
    });
    const code = new URL(decided.headers.location as string).searchParams.get('code')!;
    const token = await app.inject({
      method: 'POST',
      url: '/api/oauth-sandbox/yandex/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: link.searchParams.get('redirect_uri')!,
        code_verifier: 'a-verifier-that-does-not-match-the-challenge-at-all',
      }).toString(),
    });
    expect(token.statusCode).toBe(400);
    expect(token.json()).toEqual({ error: 'invalid_grant' });
  });

  test('the phone changes only with the code sent to the new number, which must be free', async () => {
    const visitor = await arrived(app);
    const { customer } = await signInBySms(visitor);
    const taken = (await signInBySms(await arrived(app))).phone;
    const refused = await visitor.post('/api/customer/update-phone', { phone: taken });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>().error).toBe('phone_taken');

    const next = freshPhone();
    expect((await visitor.post('/api/customer/update-phone', { phone: next })).statusCode).toBe(200);
    const sms = await lastSms(visitor, next);
    expect(sms).toMatch(/^Код для привязки этого номера к личному кабинету: \d{6}\.$/);
    const wrong = await visitor.post('/api/customer/set-phone', {
      phone: next,
      code: codeIn(sms) === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    const set = await visitor.post('/api/customer/set-phone', { phone: next, code: codeIn(sms) });
    expect(set.statusCode).toBe(200);
    expect(set.json<UserState>().customer).toMatchObject({ id: customer.id, phone: next });
  });

  test('deleting the account erases personal data, keeps orders without it, ends the session; the phone then starts anew', async () => {
    const product = await stockedProduct(database.db, 3);
    const visitor = await arrived(app);
    const { customer, phone } = await signInBySms(visitor);
    await visitor.post('/api/cart/', { productId: product.product_id, quantity: 1 });
    const order = (await visitor.post('/api/orders/', pickupOrder(product.store_id))).json<PlacedOrder>().order;

    expect(
      (await visitor.request({ method: 'DELETE', url: '/api/customer/delete', payload: { code: '123456' } }))
        .statusCode,
    ).toBe(422);
    expect((await visitor.post('/api/customer/delete/code')).statusCode).toBe(200);
    const code = codeIn(await lastSms(visitor, phone));
    const deleted = await visitor.request({ method: 'DELETE', url: '/api/customer/delete', payload: { code } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await visitor.get('/api/customer/')).json<UserState>().isAuthenticated).toBe(false);

    const { rows } = await database.db.query<Record<string, unknown>>(
      'SELECT phone, first_name, deleted_at IS NOT NULL AS deleted FROM customers WHERE id = $1',
      [customer.id],
    );
    expect(rows[0]).toEqual({ phone: null, first_name: null, deleted: true });
    const kept = await database.db.query<{ recipient_name: string; phone: string; total_amount: number }>(
      'SELECT recipient_name, phone, total_amount FROM orders WHERE id = $1',
      [order.id],
    );
    expect(kept.rows[0]).toEqual({ recipient_name: '', phone: '', total_amount: order.totalAmount });

    // The 60-second pause between codes to one phone has passed.
    await database.db.query(
      `UPDATE one_time_codes SET created_at = created_at - interval '2 minutes' WHERE phone = $1`,
      [phone],
    );
    const fresh = await arrived(app);
    const again = await signInBySms(fresh, phone);
    expect(again.customer.id).not.toBe(customer.id);
    expect(again.customer.wasRecentlyCreated).toBe(true);
    expect((await fresh.get('/api/orders/')).json<{ orders: Order[] }>().orders).toEqual([]);
  });
});
