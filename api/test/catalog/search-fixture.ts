import type { FastifyInstance } from 'fastify';
import type { ProductList } from '@apteka/contracts';
import { buildTestApp, openCatalogueDatabase, type TestDatabase, Visitor } from '../support/test-app';

type Engine = Parameters<typeof openCatalogueDatabase>[0];

export interface SearchSuite {
  database: TestDatabase;
  app: FastifyInstance;
  /** the listing of `/api/products?q=…` as a new visitor, with `params` appended */
  search(q: string, params?: string): Promise<ProductList>;
}

/** A seeded catalogue of `products` on the engine and the API over it, for the tests of the calling suite. */
export function searchSuite(engine: Engine, products: number): SearchSuite {
  const suite = {
    async search(q: string, params = '') {
      const response = await new Visitor(suite.app).get(`/api/products?q=${encodeURIComponent(q)}${params}`);
      expect(response.statusCode).toBe(200);
      return response.json<ProductList>();
    },
  } as SearchSuite;
  beforeAll(async () => {
    suite.database = await openCatalogueDatabase(engine, products);
    suite.app = await buildTestApp(suite.database.db);
  });
  afterAll(async () => {
    await suite.app?.close();
    await suite.database?.dispose();
  });
  return suite;
}
