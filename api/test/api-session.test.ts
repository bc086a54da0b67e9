import type { FastifyInstance } from 'fastify';
import type { Location, Region } from '@apteka/contracts';
import { REGION_ORDER } from '@apteka/contracts';
import { buildTestApp, engines, openCatalogueDatabase, type TestDatabase, Visitor } from './test-app';

describe.each(engines)('regions, location and session (%s)', (engine) => {
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

  test('GET /api/regions/ lists every region, main ones first (14, 27, 16, 29, 10, 15, 4, 18), disabled ones flagged', async () => {
    const visitor = new Visitor(app);
    const response = await visitor.get('/api/regions/');
    expect(response.statusCode).toBe(200);
    const regions = response.json<Region[]>();
    const { rows } = await database.db.query<{ id: number }>('SELECT id FROM regions');
    expect(regions).toHaveLength(rows.length);

    const ids = regions.map((region) => region.id);
    const mainIds = REGION_ORDER.filter((id) => ids.includes(id));
    expect(ids.slice(0, mainIds.length)).toEqual(mainIds);
    const rest = ids.slice(mainIds.length);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));

    const disabled = await database.db.query<{ id: number }>('SELECT id FROM regions WHERE disabled ORDER BY id');
    expect(disabled.rows.length).toBeGreaterThan(0);
    expect(
      regions
        .filter((region) => region.disabled)
        .map((region) => region.id)
        .sort((a, b) => a - b),
    ).toEqual(disabled.rows.map((row) => row.id));
    expect(regions.filter((region) => region.isSelected).map((region) => region.id)).toEqual([14]);

    const moscow = regions[0]!;
    const { rows: stored } = await database.db.query<Record<string, unknown>>('SELECT * FROM regions WHERE id = 14');
    const row = stored[0]!;
    expect(moscow).toMatchObject({
      id: 14,
      name: 'Москва',
      slug: 'moskva',
      name2: row.name2,
      additionlyName: row.additionly_name,
      skloneniya: { name_gde: row.name_gde, name_vin: row.name_vin, name_dat: row.name_dat, name_rod: row.name_rod },
      hasCourierDelivery: true,
      phone: row.phone,
      timeZone: 'Europe/Moscow',
      timeByZone: row.time_by_zone,
      regionCodes: row.region_codes,
      regionKladr: row.region_kladr,
    });
    expect(moscow.skloneniya.name_vin).toBe('Москву');
    expect(moscow.centre).toEqual({ lat: expect.any(Number), lon: expect.any(Number) });
    expect(Object.keys(moscow.bounds).sort()).toEqual(['east', 'north', 'south', 'west']);
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

  test('the default location is Moscow with pickup and no pharmacy', async () => {
    const response = await new Visitor(app).get('/api/layout/location');
    expect(response.statusCode).toBe(200);
    expect(response.json<Location>()).toMatchObject({
      region: { id: 14, isSelected: true },
      pharmacy: null,
      delivery: {
        id: 'deliverypickup',
        name: 'Самовывоз',
        isPickup: true,
        isCourier: false,
        isSelected: true,
        address: null,
      },
    });
  });

  test('a chosen region survives across requests through the session cookie', async () => {
    const visitor = new Visitor(app);
    await visitor.get('/api/regions/current');
    const update = await visitor.post('/api/delivery/update-region', { regionId: 27 });
    expect(update.statusCode).toBe(200);
    expect(update.json<Location>().region).toMatchObject({ id: 27, isSelected: true, name: 'Санкт-Петербург' });

    expect((await visitor.get('/api/regions/current')).json<Region>().id).toBe(27);
    expect((await visitor.get('/api/layout/location')).json<Location>().region.id).toBe(27);
    const list = (await visitor.get('/api/regions')).json<Region[]>();
    expect(list.filter((region) => region.isSelected).map((region) => region.id)).toEqual([27]);

    // Another visitor is unaffected.
    expect((await new Visitor(app).get('/api/regions/current')).json<Region>().id).toBe(14);
  });

  test('changing region drops a pharmacy of the old region and a courier address', async () => {
    const visitor = new Visitor(app);
    await visitor.get('/api/regions/current');
    const sid = visitor.cookies.get('sid');
    const { rows } = await database.db.query<{ id: number }>(
      'SELECT id FROM stores WHERE region_id = 14 AND NOT is_dark_store ORDER BY id LIMIT 1',
    );
    const storeId = rows[0]!.id;
    await database.db.query(
      `UPDATE sessions SET data = data || jsonb_build_object('storeId', $2::int, 'deliveryMode', 'courier',
         'courierAddress', jsonb_build_object('address', 'ул. Тверская', 'house', '1', 'flat', NULL)) WHERE id = $1`,
      [sid, storeId],
    );
    const before = (await visitor.get('/api/layout/location')).json<Location>();
    expect(before.pharmacy?.id).toBe(storeId);
    expect(before.delivery).toMatchObject({
      id: 'deliverycourier',
      name: 'Доставка',
      isCourier: true,
      address: { address: 'ул. Тверская' },
    });

    const after = (await visitor.post('/api/delivery/update-region', { regionId: 27 })).json<Location>();
    expect(after.pharmacy).toBeNull();
    expect(after.delivery.address).toBeNull();

    // Back to Moscow: the store is gone for good, staying in the same region keeps nothing surprising.
    const again = (await visitor.post('/api/delivery/update-region', { regionId: 14 })).json<Location>();
    expect(again.region.id).toBe(14);
    expect(again.pharmacy).toBeNull();
  });

  test('a region without courier delivery switches the session to pickup', async () => {
    const visitor = new Visitor(app);
    await visitor.get('/api/regions/current');
    await database.db.query(`UPDATE sessions SET data = data || '{"deliveryMode":"courier"}' WHERE id = $1`, [
      visitor.cookies.get('sid'),
    ]);
    const { rows } = await database.db.query<{ id: number }>(
      'SELECT id FROM regions WHERE NOT has_courier_delivery AND NOT disabled ORDER BY id LIMIT 1',
    );
    const pickupOnly = rows[0]!.id;
    const location = (await visitor.post('/api/delivery/update-region', { regionId: pickupOnly })).json<Location>();
    expect(location.region).toMatchObject({ id: pickupOnly, hasCourierDelivery: false });
    expect(location.delivery.id).toBe('deliverypickup');
  });

  test('update-region rejects unknown, disabled and malformed regions with Russian messages', async () => {
    const visitor = new Visitor(app);
    await visitor.get('/api/regions/current');

    const unknown = await visitor.post('/api/delivery/update-region', { regionId: 999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'region_not_found', message: expect.stringMatching(/[а-я]/) });

    const { rows } = await database.db.query<{ id: number; name_vin: string }>(
      'SELECT id, name_vin FROM regions WHERE disabled ORDER BY id LIMIT 1',
    );
    const disabledRegion = rows[0]!;
    const disabled = await visitor.post('/api/delivery/update-region', { regionId: disabledRegion.id });
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json()).toEqual({
      error: 'region_disabled',
      message: expect.stringContaining(disabledRegion.name_vin),
    });

    for (const payload of [{ regionId: 'abc' }, { regionId: -3 }, {}, { regionId: 14, extra: true }]) {
      const bad = await visitor.post('/api/delivery/update-region', payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: 'validation', message: expect.stringMatching(/[а-я]/) });
    }

    const notJson = await visitor.request({
      method: 'POST',
      url: '/api/delivery/update-region',
      headers: { 'content-type': 'application/json' },
      payload: '{"regionId":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error).toBe('bad_request');

    // Nothing of that changed the session.
    expect((await visitor.get('/api/regions/current')).json<Region>().id).toBe(14);
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
    expect(newSid).toBeDefined();
    expect(newSid).not.toBe('not-a-session');

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

  describe('white-label brand', () => {
    let whitelabel: FastifyInstance;
    beforeAll(async () => {
      whitelabel = await buildTestApp(database.db, { brand: 'whitelabel' });
    });
    afterAll(() => whitelabel?.close());

    test('lists only its single city and refuses others', async () => {
      const visitor = new Visitor(whitelabel);
      const regions = (await visitor.get('/api/regions/')).json<Region[]>();
      expect(regions.map((region) => region.id)).toEqual([14]);
      expect(regions[0]?.isSelected).toBe(true);

      const refused = await visitor.post('/api/delivery/update-region', { regionId: 27 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('region_unavailable');
    });
  });
});
