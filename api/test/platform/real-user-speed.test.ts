import '../support/native-modules';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '@apteka/contracts';
import { buildApp } from '../../src/app';
import type { Db } from '../../src/platform/database/types';
import { openPostgresDb } from '../../src/platform/database/postgres';
import { localDeployToken } from '../../src/releases/deploy/deploy-tokens';
import { SPEED_LIMITS } from '../../src/releases/speed/real-user-speed';
import { engineForRoutes, openMigratedDatabase, testConfig, type TestDatabase } from '../support/test-app';

const sample = (overrides: Record<string, unknown> = {}) => ({
  metric: 'LCP',
  value: 1500,
  pageType: 'product',
  app: 'catalog',
  version: '1.2.0',
  ...overrides,
});

/** As a browser's sendBeacon sends a string: JSON as text/plain, no session, no CSRF header, from its address. */
const beacon = (instance: FastifyInstance, address: string, body: unknown, contentType = 'text/plain;charset=UTF-8') =>
  instance.inject({
    method: 'POST',
    url: '/api/rum',
    headers: { 'content-type': contentType, 'x-forwarded-for': address },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe.each(engineForRoutes)("real users' speed (%s)", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let second: FastifyInstance;
  /** another instance's pool on the same database (PGlite: the same one) */
  let secondDb: Db;

  beforeAll(async () => {
    database = await openMigratedDatabase(engine);
    secondDb = database.connectionString ? openPostgresDb(database.connectionString, 2) : database.db;
    app = await buildApp(testConfig({ trustProxy: true }), database.db, { logger: false });
    second = await buildApp(testConfig({ trustProxy: true }), secondDb, { logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await second?.close();
    if (secondDb !== database?.db) await secondDb?.close();
    await database?.dispose();
  });

  test('a beacon is taken without a session or CSRF token, and the registry shows the 75th percentile per version and page type', async () => {
    const values = [1000, 1200, 1400, 1600, 3000];
    const response = await beacon(app, '10.80.0.1', {
      samples: [
        ...values.map((value) => sample({ value })),
        sample({ metric: 'CLS', value: 0.05 }),
        sample({ value: 900, pageType: 'listing' }),
        sample({ value: 2500, version: '1.3.0-canary' }),
      ],
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toBeUndefined();

    const registry = await app.inject({
      method: 'GET',
      url: '/api/platform/registry',
      headers: { authorization: `Bearer ${localDeployToken(testConfig().sessionSecret)}` },
    });
    const catalog = registry.json<Array<{ app: string; speed: unknown[] }>>().find((entry) => entry.app === 'catalog')!;
    // percentile_cont: the 75th of 900, 1000, 1200, 1400, 1600, 3000 (all pages) and of the product pages alone
    expect(catalog.speed).toEqual(
      expect.arrayContaining([
        { version: '1.2.0', pageType: null, metric: 'LCP', p75: 1550, samples: 6 },
        { version: '1.2.0', pageType: 'product', metric: 'LCP', p75: 1600, samples: 5 },
        { version: '1.2.0', pageType: 'listing', metric: 'LCP', p75: 900, samples: 1 },
        { version: '1.2.0', pageType: null, metric: 'CLS', p75: 0.05, samples: 1 },
        { version: '1.3.0-canary', pageType: null, metric: 'LCP', p75: 2500, samples: 1 },
      ]),
    );
  });

  test('nothing but the declared fields: a wrong metric, page type or app, a CLS beyond 10, too many samples, or anything else is a 400', async () => {
    for (const body of [
      { samples: [sample({ metric: 'FID' })] },
      { samples: [sample({ pageType: 'admin' })] },
      { samples: [sample({ app: 'evil' })] },
      { samples: [sample({ version: '1.0; DROP' })] },
      { samples: [sample({ value: -1 })] },
      { samples: [sample({ metric: 'CLS', value: 11 })] },
      { samples: [sample({ phone: '+79990000000' })] },
      { samples: Array.from({ length: 21 }, () => sample()) },
      { samples: [] },
      { samples: [sample()], userId: 7 },
    ]) {
      const response = await beacon(app, '10.80.0.2', body);
      expect([JSON.stringify(body).slice(0, 60), response.statusCode]).toEqual([
        JSON.stringify(body).slice(0, 60),
        400,
      ]);
      expect(response.json<ApiErrorBody>()).toEqual({
        error: expect.any(String),
        message: expect.stringMatching(/[а-я]/),
      });
    }
    for (const [body, type] of [
      ['{"samples": [', 'text/plain'],
      ['not json at all', 'text/plain;charset=UTF-8'],
    ] as const) {
      const response = await beacon(app, '10.80.0.2', body, type);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().message).toMatch(/[а-я]/);
    }
    // a client sending JSON as JSON is taken as well
    expect((await beacon(app, '10.80.0.3', { samples: [sample()] }, 'application/json')).statusCode).toBe(204);
    const { rows } = await database.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM speed_samples WHERE version = '1.0; DROP' OR metric = 'FID'",
    );
    expect(rows[0]!.n).toBe(0);
  });

  test('one address sends at most its limit in ten minutes, counted across instances; another address is unaffected', async () => {
    const address = `10.81.${engine === 'postgres' ? 1 : 2}.1`;
    for (let i = 0; i < SPEED_LIMITS.address.limit; i += 1) {
      const instance = i % 2 === 0 ? app : second;
      expect((await beacon(instance, address, { samples: [sample()] })).statusCode).toBe(204);
    }
    for (const instance of [app, second]) {
      const refused = await beacon(instance, address, { samples: [sample()] });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    }
    expect((await beacon(second, '10.81.9.9', { samples: [sample()] })).statusCode).toBe(204);
  });
});
