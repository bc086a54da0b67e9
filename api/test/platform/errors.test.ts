import '../support/native-modules';
import { Writable } from 'node:stream';
import { buildApp } from '../../src/app';
import { openPostgresDb } from '../../src/platform/database/postgres';
import type { Db } from '../../src/platform/database/types';
import { engineForRoutes, openCatalogueDatabase, testConfig, type TestDatabase, Visitor } from '../support/test-app';

/** Collects the JSON log lines the app writes. */
function logCollector() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

describe.each(engineForRoutes)('error handling (%s)', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openCatalogueDatabase(engine);
  });
  afterAll(() => database?.dispose());

  test('a crash answers a generic 500 in Russian, logs the details and leaks nothing', async () => {
    const { lines, logger } = logCollector();
    const app = await buildApp(testConfig(), database.db, { logger });
    app.get('/api/test-crash', async () => {
      throw new Error('password=hunter2 at /srv/secret/db.ts:42');
    });
    app.get('/api/test-sql', async () => database.db.query('SELECT * FROM no_such_table_xyz'));
    await app.ready();
    try {
      for (const url of ['/api/test-crash', '/api/test-sql']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ error: 'internal', message: expect.stringMatching(/[а-я]/) });
        expect(response.body).not.toMatch(/hunter2|secret|no_such_table|stack|\.ts/);
      }
      expect(lines.some((line) => JSON.stringify(line).includes('hunter2'))).toBe(true);
      expect(lines.some((line) => JSON.stringify(line).includes('no_such_table_xyz'))).toBe(true);
    } finally {
      await app.close();
    }
  });

  test('a client that closes the connection mid-answer is logged as information, not as a failure', async () => {
    const { lines, logger } = logCollector();
    const app = await buildApp(testConfig(), database.db, { logger });
    app.get('/api/test-gone', async () => {
      throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    });
    await app.ready();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/test-gone' });
      expect(response.statusCode).toBe(499);
      const logged = lines.filter((line) => JSON.stringify(line).includes('Premature close'));
      expect(logged.map((line) => line.level)).toEqual([30]);
    } finally {
      await app.close();
    }
  });

  test('oversized and non-JSON bodies are client errors, not 500s', async () => {
    const app = await buildApp(testConfig(), database.db, { logger: false });
    await app.ready();
    try {
      const visitor = new Visitor(app);
      await visitor.get('/api/regions/current');
      const huge = await visitor.request({
        method: 'POST',
        url: '/api/client-log',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ status: 500, path: '/', message: 'x'.repeat(100_000) }),
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().message).toMatch(/[а-я]/);
      const wrongType = await visitor.request({
        method: 'POST',
        url: '/api/client-log',
        headers: { 'content-type': 'application/xml' },
        payload: '<log/>',
      });
      expect(wrongType.statusCode).toBe(415);
      expect(wrongType.json().error).toBe('bad_request');
      const plainText = await visitor.request({
        method: 'POST',
        url: '/api/client-log',
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expect(plainText.statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });

  test('a route can opt out of the CSRF check (webhooks)', async () => {
    const app = await buildApp(testConfig(), database.db, { logger: false });
    app.post('/api/test-webhook', { config: { csrf: false } }, async () => ({ received: true }));
    app.post('/api/test-protected', async () => ({ received: true }));
    await app.ready();
    try {
      const webhook = await app.inject({ method: 'POST', url: '/api/test-webhook', payload: { event: 'paid' } });
      expect(webhook.statusCode).toBe(200);
      expect(webhook.json()).toEqual({ received: true });
      const protectedRoute = await app.inject({
        method: 'POST',
        url: '/api/test-protected',
        payload: { event: 'paid' },
      });
      expect(protectedRoute.statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });

  // Last: it closes this engine's database.
  test('a closed database: readiness and data routes answer 503 without internals', async () => {
    await database.db.close();
    await expectOutageAnswers(database.db);
  });
});

describe('database outage', () => {
  test('an unreachable PostgreSQL server: readiness and data routes answer 503 without internals', async () => {
    const db = openPostgresDb('postgres://postgres@127.0.0.1:1/none', 1);
    try {
      await expectOutageAnswers(db);
    } finally {
      await db.close().catch(() => undefined);
    }
  });
});

async function expectOutageAnswers(db: Db) {
  const app = await buildApp(testConfig(), db, { logger: false });
  await app.ready();
  try {
    // alive, but not ready: a load balancer sends it nothing until the database answers
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      error: 'not_ready',
      message: expect.stringMatching(/[а-я]/),
      reasons: expect.arrayContaining(['database']),
    });

    const regions = await app.inject({ method: 'GET', url: '/api/regions' });
    expect(regions.statusCode).toBe(503);
    expect(regions.json()).toEqual({ error: 'unavailable', message: expect.stringMatching(/[а-я]/) });
    expect(regions.body).not.toMatch(/ECONNREFUSED|PGlite|127\.0\.0\.1|pool/);
  } finally {
    await app.close();
  }
}
