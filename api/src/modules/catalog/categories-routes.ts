import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CategoryTreeQuerySchema, CategoryTreeSchema } from '@apteka/contracts/schemas';
import { categoryTreeOf, type CatalogDeps } from './catalog-service';
import { treeDownTo } from './category-tree-depth';

export const categoriesRoutes: FastifyPluginAsyncTypebox<{ deps: CatalogDeps }> = async (app, { deps }) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The category tree with product counts, whole or `depth` levels from the top',
        querystring: CategoryTreeQuerySchema,
        response: { 200: CategoryTreeSchema },
      },
    },
    async (request) => {
      const tree = await categoryTreeOf(deps);
      return request.query.depth === undefined ? tree : treeDownTo(tree, request.query.depth);
    },
  );
};
