import '../support/native-modules';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '@apteka/contracts';
import type { RemoteErrorReport } from '@apteka/contracts/schemas';
import { buildApp } from '../../src/app';
import { openPostgresDb } from '../../src/platform/database/postgres';
import type { Db } from '../../src/platform/database/types';
import { localDeployToken } from '../../src/releases/deploy/deploy-tokens';
import { HEALTH_LIMITS, recordRemoteError, versionHealth } from '../../src/releases/health/version-health';
import { rendererFailureLog } from '../../src/releases/render-hosts/renderer-failures';
import { moveApp } from '../../src/releases/registry/registry-service';
import { TEST_ACTOR, publishFixture, remoteBuild, shellBuild, useOriginFolder } from '../support/published-builds';
import { engineForRoutes, openMigratedDatabase, testConfig, type TestDatabase } from '../support/test-app';

const LOCAL_TOKEN = localDeployToken(testConfig().sessionSecret);

let addresses = 0;
const freshAddress = () => `10.81.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

/** As a browser's sendBeacon sends a string: JSON as text/plain, no CSRF header, from its address. */
const beacon = (
  instance: FastifyInstance,
  url: string,
  body: unknown,
  { address = freshAddress(), session }: { address?: string; session?: string } = {},
) =>
  instance.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'x-forwarded-for': address,
      ...(session ? { cookie: `sid=${session}` } : {}),
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const errorReport = (overrides: Record<string, unknown> = {}): RemoteErrorReport => ({
  app: 'catalog',
  version: '1.1.0',
  pageType: 'product',
  fingerprint: '00c0ffee00c0ff',
  source: 'boundary',
  message: "TypeError: Cannot read properties of undefined (reading 'price')",
  ...(overrides as Partial<RemoteErrorReport>),
});

const views = (pages: Array<Record<string, unknown>>, rate = 1) => ({ rate, pages });
const page = (version: string, count: number, adds = 0, pageType = 'listing') => ({
  app: 'catalog',
  version,
  pageType,
  views: count,
  adds,
});

describe.each(engineForRoutes)("each remote version's health (%s)", (engine) => {
  const origin = useOriginFolder();
  let database: TestDatabase;
  let app: FastifyInstance;
  let second: FastifyInstance;
  /** another instance's pool on the same database (PGlite: the same one) */
  let secondDb: Db;

  beforeAll(async () => {
    database = await openMigratedDatabase(engine);
    secondDb = database.connectionString ? openPostgresDb(database.connectionString, 2) : database.db;
    const deps = { db: database.db, origin: origin.origin };
    await publishFixture(deps, 'shell', '1.0.0', shellBuild('1.0.0'));
    await publishFixture(deps, 'catalog', '1.0.0', remoteBuild('catalog', '1.0.0'));
    await publishFixture(deps, 'catalog', '1.1.0', remoteBuild('catalog', '1.1.0'));
    const { rows } = await database.db.query<{ revision: number }>(
      "SELECT revision FROM registry_apps WHERE app = 'catalog'",
    );
    await moveApp(
      database.db,
      'catalog',
      { action: 'canary', version: '1.1.0', percent: 10 },
      rows[0]!.revision,
      TEST_ACTOR,
    );
    const config = testConfig({ trustProxy: true, ...origin.config, registryRefreshSeconds: 3600 });
    app = await buildApp(config, database.db, { logger: false });
    second = await buildApp(config, secondDb, { logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await second?.close();
    if (secondDb !== database?.db) await secondDb?.close();
    await database?.dispose();
  });

  test('an error report is taken without a CSRF token and counted once per minute and fingerprint', async () => {
    for (let i = 0; i < 3; i += 1) {
      const response = await beacon(app, '/api/rum/errors', errorReport({ version: '9.0.0' }));
      expect(response.statusCode).toBe(204);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    // the three may straddle a minute: what is certain is their sum
    const { rows } = await database.db.query<{ errors: number; message: string }>(
      "SELECT sum(errors)::int AS errors, max(message) AS message FROM remote_errors WHERE version = '9.0.0'",
    );
    expect(rows).toEqual([{ errors: 3, message: errorReport().message }]);
    const minute = new Date('2030-01-01T10:00:00Z');
    for (const second of [1, 30, 59]) {
      await recordRemoteError(
        database.db,
        errorReport({ version: '9.0.1' }),
        { session: 's', address: freshAddress() },
        new Date(minute.getTime() + second * 1000),
      );
    }
    await recordRemoteError(
      database.db,
      errorReport({ version: '9.0.1' }),
      { session: 's', address: freshAddress() },
      new Date(minute.getTime() + 60_000),
    );
    const perMinute = await database.db.query<{ minute: Date; errors: number }>(
      "SELECT minute, errors FROM remote_errors WHERE version = '9.0.1' ORDER BY minute",
    );
    expect(perMinute.rows.map((row) => [new Date(row.minute).toISOString(), row.errors])).toEqual([
      ['2030-01-01T10:00:00.000Z', 3],
      ['2030-01-01T10:01:00.000Z', 1],
    ]);
  });

  test('page views and adds are added up per minute, app, version and page type, scaled by the sample rate', async () => {
    expect(
      (await beacon(app, '/api/rum/views', views([page('9.0.0', 3, 1), page('9.0.0', 1, 0, 'product')], 0.5)))
        .statusCode,
    ).toBe(204);
    expect((await beacon(second, '/api/rum/views', views([page('9.0.0', 2, 2)], 0.5))).statusCode).toBe(204);
    const { rows } = await database.db.query<Record<string, unknown>>(
      `SELECT page_type, sum(views)::int AS views, sum(adds)::int AS adds, sum(weighted_views) AS weighted_views
         FROM page_counts WHERE version = '9.0.0' GROUP BY page_type ORDER BY page_type`,
    );
    expect(rows).toEqual([
      { page_type: 'listing', views: 5, adds: 3, weighted_views: 10 },
      { page_type: 'product', views: 1, adds: 0, weighted_views: 2 },
    ]);
  });

  test('nothing but the declared fields: a wrong app, fingerprint, source, page type, long message or rate is a 400', async () => {
    for (const [url, body] of [
      ['/api/rum/errors', errorReport({ app: 'shell' })],
      ['/api/rum/errors', errorReport({ fingerprint: 'not-a-hash' })],
      ['/api/rum/errors', errorReport({ source: 'console' })],
      ['/api/rum/errors', errorReport({ pageType: 'admin' })],
      ['/api/rum/errors', errorReport({ message: 'x'.repeat(201) })],
      ['/api/rum/errors', errorReport({ path: '/lk/orders?phone=79990000000' })],
      ['/api/rum/views', views([page('1.0.0', 1)], 0)],
      ['/api/rum/views', views([page('1.0.0', 1)], 2)],
      ['/api/rum/views', views([page('1.0.0', -1)])],
      ['/api/rum/views', views([])],
      ['/api/rum/views', views(Array.from({ length: 21 }, () => page('1.0.0', 1)))],
      ['/api/rum/views', '{"rate": 1, "pages": ['],
    ] as const) {
      const response = await beacon(app, url, body);
      expect([url, JSON.stringify(body).slice(0, 80), response.statusCode]).toEqual([
        url,
        JSON.stringify(body).slice(0, 80),
        400,
      ]);
      expect(response.json<ApiErrorBody>()).toEqual({
        error: expect.any(String),
        message: expect.stringMatching(/[а-я]/),
      });
    }
  });

  test('reports are limited per session across instances (the count lives in the database)', async () => {
    const session = 'limited-session';
    const { limit } = HEALTH_LIMITS.errorsPerSession;
    const answers: number[] = [];
    for (let i = 0; i < limit + 1; i += 1) {
      const instance = i % 2 === 0 ? app : second;
      answers.push(
        (await beacon(instance, '/api/rum/errors', errorReport({ version: '9.1.0' }), { session })).statusCode,
      );
    }
    expect(answers.slice(0, limit)).toEqual(Array.from({ length: limit }, () => 204));
    const refused = await beacon(app, '/api/rum/errors', errorReport({ version: '9.1.0' }), { session });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ApiErrorBody>()).toEqual({ error: 'rate_limited', message: expect.stringMatching(/[а-я]/) });
  });

  test('registry status shows the canary beside the current version on the same minutes', async () => {
    expect(
      (await beacon(app, '/api/rum/views', views([page('1.1.0', 200, 10), page('1.0.0', 900, 90)]))).statusCode,
    ).toBe(204);
    for (const [fingerprint, count, message] of [
      ['0000000000000a', 4, 'TypeError: price of <n> is undefined'],
      ['0000000000000b', 3, 'RangeError: Invalid time value'],
      ['0000000000000c', 2, 'Error: no stock'],
      ['0000000000000d', 1, 'Error: the least frequent'],
    ] as const) {
      for (let i = 0; i < count; i += 1) {
        await beacon(app, '/api/rum/errors', errorReport({ fingerprint, message, version: '1.1.0' }));
      }
    }
    await beacon(app, '/api/rum/errors', errorReport({ version: '1.0.0', fingerprint: '0000000000000e' }));
    await database.db.query(
      "INSERT INTO remote_load_failures (remote, version, message) VALUES ('catalog', '1.1.0', 'timeout')",
    );
    const failures = rendererFailureLog(database.db, (error) => {
      throw error;
    });
    failures.record('catalog', '1.1.0', { reason: 'crash', message: 'ended' });
    failures.record('catalog', '1.1.0', { reason: 'late', message: 'past its budget' });
    failures.record('catalog', '1.1.0', { reason: 'late', message: 'past its budget' });
    await failures.stop();
    await beacon(app, '/api/rum', {
      samples: [
        { metric: 'LCP', value: 3000, pageType: 'listing', app: 'catalog', version: '1.1.0' },
        { metric: 'LCP', value: 2000, pageType: 'listing', app: 'catalog', version: '1.0.0' },
      ],
    });

    const registry = await app.inject({
      method: 'GET',
      url: '/api/platform/registry',
      headers: { authorization: `Bearer ${LOCAL_TOKEN}` },
    });
    expect(registry.statusCode).toBe(200);
    const catalog = registry
      .json<Array<{ app: string; health: { since: string; versions: Array<Record<string, unknown>> } }>>()
      .find((entry) => entry.app === 'catalog')!;
    const [canary, current] = catalog.health.versions;
    // 10 thrown of 200 views, and a failed load and a crashed render of every shopper: (10 + 2) per 200
    expect(canary).toEqual({
      version: '1.1.0',
      views: 200,
      weightedViews: 200,
      adds: 10,
      addsPerView: 0.05,
      errors: 10,
      topErrors: [
        {
          fingerprint: '0000000000000a',
          errors: 4,
          source: 'boundary',
          message: 'TypeError: price of <n> is undefined',
        },
        { fingerprint: '0000000000000b', errors: 3, source: 'boundary', message: 'RangeError: Invalid time value' },
        { fingerprint: '0000000000000c', errors: 2, source: 'boundary', message: 'Error: no stock' },
      ],
      loadFailures: 1,
      serverFailures: { crash: 1 },
      slowRenders: 2,
      errorsPer1000: 60,
      speed: { LCP: { p75: 3000, samples: 1 }, INP: null, CLS: null },
    });
    expect(current).toMatchObject({ version: '1.0.0', views: 900, addsPerView: 0.1, errors: 1, loadFailures: 0 });
    expect(current!.errorsPer1000).toBeCloseTo(1000 / 900);
    // the canary started moments ago: the minutes compared are its own, not the whole hour
    expect(Date.parse(catalog.health.since)).toBeGreaterThan(Date.now() - 5 * 60_000);
  });

  test('a window of minutes counts only what fell in it', async () => {
    const later = new Date(Date.now() + 3 * 60_000);
    const [canary] = await versionHealth(database.db, 'catalog', ['1.1.0'], {
      since: later,
      until: new Date(later.getTime() + 60_000),
    });
    expect(canary).toMatchObject({ views: 0, errors: 0, loadFailures: 0, errorsPer1000: null, addsPerView: null });
  });
});
