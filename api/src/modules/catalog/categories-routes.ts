import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CategoryTreeSchema } from '@apteka/contracts/schemas';
import { categoryTree } from './categories-repository';

export const categoriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The category tree with product counts',
        response: { 200: CategoryTreeSchema },
      },
    },
    async () => app.catalogCaches.categoryTree.get('tree', () => categoryTree(app.db)),
  );
};
