import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '@apteka/contracts';
import { buildTestApp, engineForRoutes, openCatalogueDatabase, type TestDatabase, Visitor } from '../support/test-app';

describe.each(engineForRoutes)('the lost-user metric (%s)', (engine) => {
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

  const stored = async (clientId: string) =>
    (
      await database.db.query<{ device_type: string; ip_address: string }>(
        'SELECT device_type, ip_address FROM lost_user_metrics WHERE client_id = $1',
        [clientId],
      )
    ).rows;

  async function browser(instance = app, address?: string) {
    const visitor = new Visitor(instance, address);
    await visitor.get('/api/regions/current');
    return visitor;
  }

  test('stores the client id and device type with the address the server sees, not one the browser names', async () => {
    const visitor = await browser();
    const clientId = `1795600000000${Math.floor(Math.random() * 900) + 100}`;
    expect((await visitor.post('/api/metric/lost-user', { clientId, deviceType: 'Смартфоны' })).statusCode).toBe(204);
    expect(await stored(clientId)).toEqual([{ device_type: 'Смартфоны', ip_address: visitor.address }]);

    const named = await visitor.post('/api/metric/lost-user', { clientId, deviceType: 'ПК', ip_address: '1.2.3.4' });
    expect(named.statusCode).toBe(400);
  });

  test('refuses bad input with a message, and sending without the CSRF token', async () => {
    const visitor = await browser();
    for (const bad of [
      { clientId: 'x', deviceType: 'ПК' },
      { clientId: 'a'.repeat(65), deviceType: 'ПК' },
      { clientId: 'abc<script>', deviceType: 'ПК' },
      { clientId: '12345', deviceType: 'Телевизоры' },
      { clientId: '12345' },
    ]) {
      const response = await visitor.post('/api/metric/lost-user', bad);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>()).toMatchObject({ error: 'validation', message: expect.any(String) });
    }
    const forged = await visitor.request({
      method: 'POST',
      url: '/api/metric/lost-user',
      payload: { clientId: '12345', deviceType: 'ПК' },
      csrf: false,
    });
    expect(forged.statusCode).toBe(403);
  });

  test('limits one client to 3 an hour and one address to 60, across two API instances', async () => {
    const second = await buildTestApp(database.db);
    try {
      const address = `10.77.${Math.floor(Math.random() * 250)}.9`;
      const one = await browser(app, address);
      const other = await browser(second, address);
      const clientId = `client-${Date.now()}`;
      const sends = [];
      for (let i = 0; i < 4; i += 1) {
        const instance = i % 2 === 0 ? one : other;
        sends.push((await instance.post('/api/metric/lost-user', { clientId, deviceType: 'ПК' })).statusCode);
      }
      expect(sends).toEqual([204, 204, 204, 429]);

      const statuses: number[] = [];
      for (let i = 0; i < 60; i += 1) {
        const instance = i % 2 === 0 ? one : other;
        statuses.push(
          (await instance.post('/api/metric/lost-user', { clientId: `c-${Date.now()}-${i}`, deviceType: 'ПК' }))
            .statusCode,
        );
      }
      // 3 of the address's 60 went to the first client
      expect(statuses.filter((status) => status === 204)).toHaveLength(57);
      const refused = await one.post('/api/metric/lost-user', { clientId: 'fresh-client', deviceType: 'ПК' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json<ApiErrorBody>().message).toMatch(/Слишком много/);
    } finally {
      await second.close();
    }
  });
});
