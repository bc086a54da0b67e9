import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody, Store, StoreList } from '@apteka/contracts';
import { buildTestApp, engineForRoutes, openCatalogueDatabase, type TestDatabase, Visitor } from '../support/test-app';

describe.each(engineForRoutes)('pharmacies of a region (%s)', (engine) => {
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
  const storesOf = async (regionId: number) =>
    (
      await database.db.query<{ id: number }>(
        "SELECT id FROM stores WHERE region_id = $1 AND chain = 'samson' AND NOT is_dark_store ORDER BY id",
        [regionId],
      )
    ).rows.map((row) => row.id);

  describe('GET /api/stores', () => {
    test("lists the session region's pickup pharmacies with opening hours, dark stores excluded", async () => {
      const response = await new Visitor(app).get('/api/stores/');
      expect(response.statusCode).toBe(200);
      const body = response.json<StoreList>();
      expect(body.isPriceVaries).toBe(false);
      expect(body.stores.map((store) => store.id).sort((a, b) => a - b)).toEqual(await storesOf(14));
      const store = body.stores[0]!;
      expect(store).toMatchObject({ regionId: 14, isSelected: false, isFavorite: false });
      expect(store.coordinates).toEqual({ lat: expect.any(Number), lon: expect.any(Number) });
      expect(store.openingHours).toHaveLength(7);
      expect(store.openingHours.map((hours) => hours.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    });

    test('takes another region by query and follows the session region by default', async () => {
      const visitor = new Visitor(app);
      const spb = (await visitor.get('/api/stores?regionId=27')).json<StoreList>();
      expect(spb.stores.map((store) => store.id).sort((a, b) => a - b)).toEqual(await storesOf(27));
      await visitor.post('/api/delivery/update-region', { regionId: 27 });
      const own = (await visitor.get('/api/stores')).json<StoreList>();
      expect(own.stores.length).toBeGreaterThan(0);
      expect(own.stores.filter((store) => !(store.regionId === 27))).toEqual([]);
    });

    test('answers 404 for an unknown region and 400 for a malformed one', async () => {
      const visitor = new Visitor(app);
      const unknown = await visitor.get('/api/stores/?regionId=999');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<ApiErrorBody>().error).toBe('region_not_found');
      for (const bad of ['abc', '-1', '1.5', '99999999999']) {
        const response = await visitor.get(`/api/stores/?regionId=${bad}`);
        expect(response.statusCode).toBe(400);
        expect(response.json<ApiErrorBody>()).toEqual({
          error: 'validation',
          message: expect.stringContaining('regionId'),
        });
      }
    });

    test('GET /api/stores/:id returns one pharmacy, 404 when unknown or a dark store, 400 when not an id', async () => {
      const visitor = new Visitor(app);
      const [storeId] = await storesOf(14);
      const found = await visitor.get(`/api/stores/${storeId}`);
      expect(found.statusCode).toBe(200);
      expect(found.json<Store>()).toMatchObject({ id: storeId, regionId: 14 });

      const missing = await visitor.get('/api/stores/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json<ApiErrorBody>()).toEqual({ error: 'not_found', message: 'Аптека не найдена.' });

      // a dark store of the store's own chain: dark stores only ship goods
      const dark = await database.db.query<{ id: number }>(
        "SELECT id FROM stores WHERE is_dark_store AND chain = 'samson' AND region_id = 14 LIMIT 1",
      );
      expect((await visitor.get(`/api/stores/${dark.rows[0]!.id}`)).statusCode).toBe(404);

      const notAnId = await visitor.get('/api/stores/abc');
      expect(notAnId.statusCode).toBe(400);
      expect(notAnId.json<ApiErrorBody>().error).toBe('validation');
    });
  });
});
