import type { FastifyInstance } from 'fastify';
import type { Region } from '@apteka/contracts';
import { REGION_ORDER } from '@apteka/contracts';
import { buildTestApp, engineForRoutes, openCatalogueDatabase, type TestDatabase, Visitor } from '../support/test-app';

describe.each(engineForRoutes)('delivery cities (%s)', (engine) => {
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
