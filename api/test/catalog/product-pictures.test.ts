import type { FastifyInstance } from 'fastify';
import { buildTestApp, openCatalogueDatabase, type TestDatabase, Visitor } from '../support/test-app';

describe('built-in product pictures', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openCatalogueDatabase('pglite');
    app = await buildTestApp(database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  test("draws a product's packshot with its trade name", async () => {
    const { rows } = await database.db.query<{ image: string; trade_name: string }>(
      'SELECT image, trade_name FROM products ORDER BY id LIMIT 1',
    );
    const response = await new Visitor(app).get(rows[0]!.image);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toContain(rows[0]!.trade_name.split(' ')[0]);
  });

  test('answers 404 for unknown pictures and 400 for malformed names', async () => {
    const visitor = new Visitor(app);
    expect((await visitor.get('/images/products/999999999.svg')).statusCode).toBe(404);
    expect((await visitor.get('/images/products/..%2f..%2fetc.svg')).statusCode).toBe(400);
  });
});
