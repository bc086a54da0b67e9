import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '@apteka/contracts';
import { devToken } from '../../src/modules/orders/advance-order';
import { buildTestApp, engines, openCatalogueDatabase, type TestDatabase, Visitor } from '../support/test-app';

describe.each(engines)('client error reports and system endpoints (%s)', (engine) => {
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
    test('GET /api/health checks the database', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', db: engine });
    });

    test("GET /api/build-id is 'dev' without a deploy and the env value when given", async () => {
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
