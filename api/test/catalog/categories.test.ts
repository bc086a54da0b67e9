import type { FastifyInstance } from 'fastify';
import type { CategoryNode } from '@apteka/contracts';
import { buildTestApp, engineForRoutes, openCatalogueDatabase, type TestDatabase, Visitor } from '../support/test-app';

describe.each(engineForRoutes)('the category tree (%s)', (engine) => {
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

  describe('GET /api/categories', () => {
    test('returns the nested tree with counts that include descendants', async () => {
      const response = await new Visitor(app).get('/api/categories');
      expect(response.statusCode).toBe(200);
      const tree = response.json<CategoryNode[]>();
      const { rows } = await database.db.query<{ total: number; roots: number }>(
        'SELECT (SELECT count(*) FROM products)::int AS total, (SELECT count(*) FROM categories WHERE parent_id IS NULL)::int AS roots',
      );
      expect(tree).toHaveLength(rows[0]!.roots);
      expect(tree.reduce((sum, node) => sum + node.productCount, 0)).toBe(rows[0]!.total);

      const visit = (node: CategoryNode, parentPath: string[]) => {
        expect(node.path).toEqual([...parentPath, node.slug]);
        const childSum = node.children.reduce((sum, child) => sum + child.productCount, 0);
        expect(node.productCount).toBeGreaterThanOrEqual(childSum);
        node.children.forEach((child) => {
          expect(child.parentId).toBe(node.id);
          visit(child, node.path);
        });
      };
      tree.forEach((root) => {
        expect(root.parentId).toBeNull();
        visit(root, []);
      });
    });

    test('with depth: the top levels of the same tree, with the same counts', async () => {
      const visitor = new Visitor(app);
      const tree = (await visitor.get('/api/categories')).json<CategoryNode[]>();
      const top = (await visitor.get('/api/categories?depth=1')).json<CategoryNode[]>();
      expect(top).toEqual(tree.map((root) => ({ ...root, children: [] })));
      const two = (await visitor.get('/api/categories?depth=2')).json<CategoryNode[]>();
      expect(two.flatMap((root) => root.children.map((child) => child.id))).toEqual(
        tree.flatMap((root) => root.children.map((child) => child.id)),
      );
      expect(two.flatMap((root) => root.children.flatMap((child) => child.children))).toEqual([]);
    });

    test.each(['0', '11', 'x', '1.5'])('refuses depth=%s with a 400', async (depth) => {
      const response = await new Visitor(app).get(`/api/categories?depth=${depth}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    });
  });
});
