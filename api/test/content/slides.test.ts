import type { FastifyInstance } from 'fastify';
import type { Slide } from '@apteka/contracts';
import { buildTestApp, engineForRoutes, openCatalogueDatabase, type TestDatabase, Visitor } from '../support/test-app';

describe.each(engineForRoutes)('home slides (%s)', (engine) => {
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

  describe('GET /api/slides', () => {
    test('returns HOME_TOP slides by default in position order, in the Slide shape', async () => {
      const response = await new Visitor(app).get('/api/slides');
      expect(response.statusCode).toBe(200);
      const slides = response.json<Slide[]>();
      const { rows } = await database.db.query<{ id: number }>(
        "SELECT id FROM slides WHERE type = 'HOME_TOP' ORDER BY position, id",
      );
      expect(slides.map((slide) => slide.id)).toEqual(rows.map((row) => row.id));
      expect(slides.length).toBeGreaterThan(0);
      expect(slides.filter((slide) => !(slide.type === 'HOME_TOP'))).toEqual([]);
      const slide = slides[0]!;
      expect(Object.keys(slide).sort()).toEqual(
        ['analytics', 'id', 'images', 'link', 'name', 'open_link_in_new_tab', 'ord', 'promoSlug', 'type'].sort(),
      );
      expect(slide.images).toEqual({ base: expect.any(String), small: expect.any(String) });
      expect(Object.keys(slide.analytics).sort()).toEqual(['brand', 'product_name']);
    });

    test('filters by type and rejects a malformed type', async () => {
      const visitor = new Visitor(app);
      const side = (await visitor.get('/api/slides?type=HOME_SIDE')).json<Slide[]>();
      expect(side.length).toBeGreaterThan(0);
      expect(side.length).toBeGreaterThan(0);
      expect(side.filter((slide) => !(slide.type === 'HOME_SIDE'))).toEqual([]);
      expect((await visitor.get('/api/slides?type=NO_SUCH_TYPE')).json()).toEqual([]);
      expect((await visitor.get("/api/slides?type=x'%3B--")).statusCode).toBe(400);
    });
  });
});
