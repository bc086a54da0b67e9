import type { FastifyInstance } from 'fastify';
import { buildTestApp, openCatalogueDatabase, type TestDatabase, Visitor } from '../support/test-app';

describe('built-in slide pictures', () => {
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

  test('answers 400 for malformed picture names', async () => {
    expect((await new Visitor(app).get("/images/slides/1'%20OR%201=1.svg")).statusCode).toBe(400);
  });
});
