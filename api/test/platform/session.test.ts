import type { FastifyInstance } from 'fastify';
import type { Region } from '@apteka/contracts';
import { buildTestApp, engineForRoutes, openCatalogueDatabase, type TestDatabase, Visitor } from '../support/test-app';

describe.each(engineForRoutes)('the session and its cookies (%s)', (engine) => {
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

  test('a new visitor gets an HttpOnly sid cookie and a readable XSRF-TOKEN cookie', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/regions/current' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Region>()).toMatchObject({ id: 14, isSelected: true });
    const cookies = response.cookies as Array<{
      name: string;
      value: string;
      httpOnly?: boolean;
      sameSite?: string;
      path?: string;
    }>;
    const sid = cookies.find((cookie) => cookie.name === 'sid');
    const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(xsrf?.value).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const { rows } = await database.db.query('SELECT 1 FROM sessions WHERE id = $1', [sid?.value]);
    expect(rows).toHaveLength(1);
  });

  test('unsafe requests need the XSRF header matching the session token', async () => {
    const visitor = new Visitor(app);
    await visitor.get('/api/regions/current');

    const missing = await visitor.request({
      method: 'POST',
      url: '/api/delivery/update-region',
      payload: { regionId: 27 },
      csrf: false,
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ error: 'csrf', message: expect.stringMatching(/[а-я]/) });

    const wrong = await visitor.request({
      method: 'POST',
      url: '/api/delivery/update-region',
      payload: { regionId: 27 },
      headers: { 'x-xsrf-token': 'forged-token-value' },
    });
    expect(wrong.statusCode).toBe(403);

    // A token from another session, even sent in both cookie and header, does not pass.
    const other = new Visitor(app);
    await other.get('/api/regions/current');
    const stolen = other.xsrfToken!;
    const crossed = await visitor.request({
      method: 'POST',
      url: '/api/delivery/update-region',
      payload: { regionId: 27 },
      csrf: false,
      headers: { 'x-xsrf-token': stolen, cookie: `sid=${visitor.cookies.get('sid')}; XSRF-TOKEN=${stolen}` },
    });
    expect(crossed.statusCode).toBe(403);

    const noSession = await app.inject({
      method: 'POST',
      url: '/api/client-log',
      payload: { status: 500, path: '/', message: 'x' },
    });
    expect(noSession.statusCode).toBe(403);

    expect((await visitor.get('/api/regions/current')).json<Region>().id).toBe(14);
    const ok = await visitor.post('/api/delivery/update-region', { regionId: 27 });
    expect(ok.statusCode).toBe(200);
  });

  test('a forged or expired session cookie gets a fresh session, not an error', async () => {
    const forged = await app.inject({
      method: 'GET',
      url: '/api/regions/current',
      headers: { cookie: 'sid=not-a-session' },
    });
    expect(forged.statusCode).toBe(200);
    const newSid = (forged.cookies as Array<{ name: string; value: string }>).find(
      (cookie) => cookie.name === 'sid',
    )?.value;
    expect(newSid).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const visitor = new Visitor(app);
    await visitor.post('/api/delivery/update-region', { regionId: 27 }).catch(() => undefined);
    await visitor.get('/api/regions/current');
    const oldSid = visitor.cookies.get('sid');
    await database.db.query(`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE id = $1`, [oldSid]);
    await visitor.get('/api/regions/current');
    expect(visitor.cookies.get('sid')).not.toBe(oldSid);
  });

  test('production cookies are Secure', async () => {
    const production = await buildTestApp(database.db, { env: 'production' });
    try {
      const response = await production.inject({ method: 'GET', url: '/api/regions/current' });
      const cookies = response.cookies as Array<{ name: string; secure?: boolean }>;
      expect(cookies.map((cookie) => [cookie.name, cookie.secure])).toEqual([
        ['sid', true],
        ['XSRF-TOKEN', true],
      ]);
    } finally {
      await production.close();
    }
  });
});
