import type { FastifyInstance } from 'fastify';
import type { Location, Region } from '@apteka/contracts';
import { buildTestApp, engineForRoutes, openCatalogueDatabase, type TestDatabase, Visitor } from '../support/test-app';

describe.each(engineForRoutes)('the location of a session (%s)', (engine) => {
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
      "SELECT id FROM stores WHERE region_id = 14 AND chain = 'samson' AND NOT is_dark_store ORDER BY id LIMIT 1",
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
});
