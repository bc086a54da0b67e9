import type { FastifyInstance } from 'fastify';
import { arrived } from '../support/auth';
import {
  buildTestApp,
  engineForRoutes,
  openCatalogueDatabase,
  type TestDatabase,
  type Visitor,
} from '../support/test-app';

describe.each(engineForRoutes)('bad input never reaches the database (%s)', (engine) => {
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

  const json = (visitor: Visitor, url: string, raw: string) =>
    visitor.request({ method: 'POST', url, payload: raw, headers: { 'content-type': 'application/json' } });

  test.each([
    [
      'a body number that overflows to Infinity',
      (v: Visitor) => json(v, '/api/cart/', '{"productId":1e999,"quantity":1}'),
    ],
    [
      'a body id beyond PostgreSQL integers',
      (v: Visitor) => json(v, '/api/cart/', '{"productId":2147483648,"quantity":1}'),
    ],
    ['a query number 1e999', (v: Visitor) => v.get('/api/stores?regionId=1e999')],
    ['a path number 1e999', (v: Visitor) => v.get('/api/orders/1e999')],
    ['a NUL in a query string', (v: Visitor) => v.get('/api/catalog/search?q=%D0%B0%00')],
    [
      'a NUL in a body string',
      (v: Visitor) => json(v, '/api/orders/find', '{"number":1,"phone":"+7 900 000-00-00\\u0000"}'),
    ],
    [
      'a lone surrogate in a body string',
      (v: Visitor) => json(v, '/api/customer/auth', '{"login":"anna\\ud800","password":"x"}'),
    ],
  ])('%s is a 400 with a Russian message, not a 500', async (_, send) => {
    const visitor = await arrived(app);
    const answer = await send(visitor);
    expect(answer.statusCode).toBe(400);
    const body = answer.json<{ error: string; message: string }>();
    expect(typeof body.message).toBe('string');
    expect(body.message).toMatch(/[А-Яа-я]/);
    expect(answer.body).not.toMatch(/stack|node_modules|SELECT|invalid byte sequence/i);
  });
});
