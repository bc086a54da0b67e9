import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CategoryTreeSchema } from '@apteka/contracts/schemas';
import { categoryTreeOf, type CatalogDeps } from './catalog-service';

export const categoriesRoutes: FastifyPluginAsyncTypebox<{ deps: CatalogDeps }> = async (app, { deps }) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The category tree with product counts',
        response: { 200: CategoryTreeSchema },
      },
    },
    async () => categoryTreeOf(deps),
  );
};
