import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '@apteka/contracts';
import { devToken } from '../../src/modules/orders/advance-order';
import { buildTestApp, engineForRoutes, openCatalogueDatabase, type TestDatabase, Visitor } from '../support/test-app';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe.each(engineForRoutes)('client error reports and system endpoints (%s)', (engine) => {
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

  describe('POST /api/client-log', () => {
    test('accepts a report with 204, validates it and limits each session to 20 a minute', async () => {
      const visitor = new Visitor(app);
      await visitor.get('/api/regions/current');
      const report = { status: 500, path: '/catalog/lekarstva', message: 'TypeError: x is undefined' };
      expect((await visitor.post('/api/client-log', report)).statusCode).toBe(204);

      for (const bad of [
        { ...report, status: 'boom' },
        { ...report, path: '' },
        { status: 500 },
        { ...report, status: 99 },
      ]) {
        const response = await visitor.post('/api/client-log', bad);
        expect(response.statusCode).toBe(400);
        expect(response.json<ApiErrorBody>().error).toBe('validation');
      }

      for (let i = 0; i < 19; i += 1) expect((await visitor.post('/api/client-log', report)).statusCode).toBe(204);
      const limited = await visitor.post('/api/client-log', report);
      expect(limited.statusCode).toBe(429);
      expect(limited.json<ApiErrorBody>()).toEqual({ error: 'rate_limited', message: expect.stringMatching(/[а-я]/) });

      // Another session has its own budget.
      const other = new Visitor(app);
      await other.get('/api/regions/current');
      expect((await other.post('/api/client-log', report)).statusCode).toBe(204);
    });

    test('counts remotes that failed to load per version, for the registry status of the last hour', async () => {
      const visitor = new Visitor(app);
      await visitor.get('/api/regions/current');
      const failure = { status: 503, path: '/catalog', message: 'ChunkLoadError: chunk 12 failed' };
      const canary = `9.${Date.now()}.0`;
      for (let i = 0; i < 3; i += 1) {
        const response = await visitor.post('/api/client-log', { ...failure, remote: 'catalog', version: canary });
        expect(response.statusCode).toBe(204);
      }
      await visitor.post('/api/client-log', { ...failure, remote: 'catalog', version: '1.0.0' });
      for (const bad of [
        { ...failure, remote: 'evil', version: '1.0.0' },
        { ...failure, remote: 'catalog', version: '1.0.0; DROP TABLE x' },
        { ...failure, remote: 'catalog', version: 'x'.repeat(65) },
      ]) {
        expect((await visitor.post('/api/client-log', bad)).statusCode).toBe(400);
      }

      const url = '/api/dev/remote-failures?minutes=60';
      expect((await app.inject({ method: 'GET', url, headers: { 'x-dev-token': 'guess' } })).statusCode).toBe(403);
      const counts = await app.inject({ method: 'GET', url, headers: { 'x-dev-token': devToken('test-secret') } });
      expect(counts.statusCode).toBe(200);
      expect(counts.json()).toEqual(
        expect.arrayContaining([
          { remote: 'catalog', version: canary, failures: 3, lastMessage: failure.message },
          { remote: 'catalog', version: '1.0.0', failures: expect.any(Number), lastMessage: failure.message },
        ]),
      );
    });
  });

  describe('system', () => {
    test('GET /api/health says the process is alive; GET /api/ready also checks the database and the registry', async () => {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok', db: engine });
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.headers['cache-control']).toBe('no-store');
      expect(ready.json()).toEqual({
        status: 'ready',
        revisions: { shell: 0, content: 0, catalog: 0, basket: 0, account: 0, pharmacies: 0 },
        verified: 0,
        refused: [],
      });
    });

    test('a stopping instance is no longer ready, and closes each connection it still answers on', async () => {
      const stopping = await buildTestApp(database.db);
      try {
        stopping.lifecycle.stop();
        const ready = await stopping.inject({ method: 'GET', url: '/api/ready' });
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toEqual({
          error: 'not_ready',
          message: expect.stringMatching(/[а-я]/),
          reasons: ['stopping'],
        });
        const health = await stopping.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(200);
        expect(health.headers.connection).toBe('close');
      } finally {
        await stopping.close();
      }
    });

    test('metrics are not public: /api/metrics needs the token, or they are served on a port of their own', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
      const token = 'metrics-token-of-the-test';
      const port = await freePort();
      const watched = await buildTestApp(database.db, { metrics: { token, port } });
      try {
        await watched.inject({ method: 'GET', url: '/api/regions' });
        expect((await watched.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
        const wrong = { authorization: 'Bearer metrics-token-of-another' };
        expect((await watched.inject({ method: 'GET', url: '/api/metrics', headers: wrong })).statusCode).toBe(401);
        const metrics = await watched.inject({
          method: 'GET',
          url: '/api/metrics',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(metrics.statusCode).toBe(200);
        expect(metrics.body).toMatch(
          /apteka_http_request_duration_seconds_count\{method="GET",route="\/api\/regions",status="200"\} 1/,
        );
        expect(metrics.body).toContain('apteka_db_connections{state="waiting"}');
        expect(metrics.body).toContain('apteka_registry_revision{app="catalog"} 0');
        expect(metrics.body).toContain('nodejs_eventloop_lag_seconds');
        const own = await fetch(`http://127.0.0.1:${port}/metrics`);
        expect(own.status).toBe(200);
        expect(await own.text()).toContain('apteka_registry_revision{app="catalog"} 0');
        expect((await fetch(`http://127.0.0.1:${port}/api/regions`)).status).toBe(404);
      } finally {
        await watched.close();
      }
    });

    test("GET /api/build-id is 'dev' before a shell is published and the env value when given", async () => {
      expect((await app.inject({ method: 'GET', url: '/api/build-id' })).json()).toEqual({ buildId: 'dev' });
      const pinned = await buildTestApp(database.db, { buildId: 'b-42' });
      try {
        expect((await pinned.inject({ method: 'GET', url: '/api/build-id' })).json()).toEqual({ buildId: 'b-42' });
      } finally {
        await pinned.close();
      }
    });

    test('the OpenAPI document lists every route with its schemas', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      const doc = response.json<{
        openapi: string;
        paths: Record<string, Record<string, unknown>>;
        components: { schemas: Record<string, unknown> };
      }>();
      expect(Object.keys(doc.components.schemas)).toContain('CategoryNode');
      expect(doc.openapi).toMatch(/^3\./);
      for (const path of [
        '/api/regions',
        '/api/regions/current',
        '/api/layout/location',
        '/api/delivery/update-region',
        '/api/categories',
        '/api/stores',
        '/api/stores/{id}',
        '/api/customer',
        '/api/cart',
        '/api/slides',
        '/api/client-log',
        '/api/health',
        '/api/build-id',
      ]) {
        expect(Object.keys(doc.paths)).toContain(path);
      }
      expect(JSON.stringify(doc.paths['/api/delivery/update-region'])).toContain('regionId');
      expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
    });

    test('unknown API routes answer a JSON 404', async () => {
      const visitor = new Visitor(app);
      for (const response of [
        await visitor.get('/api/nope'),
        await visitor.request({ method: 'DELETE', url: '/api/regions/x' }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json<ApiErrorBody>()).toEqual({ error: 'not_found', message: 'Страница не найдена.' });
      }
    });

    test('security headers are on every response', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });
  });
});
