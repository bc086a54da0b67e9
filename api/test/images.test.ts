import type { FastifyInstance } from 'fastify';
import { buildTestApp, openCatalogueDatabase, type TestDatabase, Visitor } from './test-app';
import { wrap } from '../src/platform/images/svg-drawing';

describe('built-in image provider', () => {
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

  test('draws a slide banner in both sizes', async () => {
    const { rows } = await database.db.query<{ image_base: string; image_small: string; name: string }>(
      "SELECT image_base, image_small, name FROM slides WHERE type = 'HOME_TOP' LIMIT 1",
    );
    const visitor = new Visitor(app);
    const big = await visitor.get(rows[0]!.image_base);
    const small = await visitor.get(rows[0]!.image_small);
    expect(big.statusCode).toBe(200);
    expect(big.body).toContain('width="670"');
    expect(small.body).toContain('width="375"');
    expect(big.body).toContain(`aria-label="${rows[0]!.name.replace(/"/g, '&quot;')}"`);
  });

  test('answers 404 for unknown images and 400 for malformed names', async () => {
    const visitor = new Visitor(app);
    expect((await visitor.get('/images/products/999999999.svg')).statusCode).toBe(404);
    expect((await visitor.get('/images/products/..%2f..%2fetc.svg')).statusCode).toBe(400);
    expect((await visitor.get("/images/slides/1'%20OR%201=1.svg")).statusCode).toBe(400);
  });
});

test('wraps long names into a bounded number of lines', () => {
  expect(wrap('Нурофен таблетки покрытые оболочкой 200 мг 20 шт', 14, 2)).toEqual(['Нурофен', 'таблетки…']);
  expect(wrap('Аспирин', 14, 2)).toEqual(['Аспирин']);
});
