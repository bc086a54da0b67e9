import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import {
  CategoriesProductsQuerySchema,
  CategoryMenuSchema,
  CategoryProductsQuerySchema,
  FormTypeLinksSchema,
  IdParamsSchema,
  PopularQuerySchema,
  ProductCardListSchema,
  ProductDetailSchema,
  ProductKeyParamsSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSetsSchema,
  RecommendQuerySchema,
  RelatedQuerySchema,
} from '@apteka/contracts/schemas';
import { errorResponses } from '../../platform/http/error-responses';
import {
  categoriesListing,
  categoryListing,
  categoryMenu,
  popularProducts,
  productListing,
  productPage,
  recommendedProducts,
  relatedProducts,
  visitedProducts,
  type CatalogDeps,
  type RelatedList,
} from './catalog-service';

const DEFAULT_LIST_LENGTH = 12;

export const productsRoutes: FastifyPluginAsyncTypebox<{ deps: CatalogDeps }> = async (app, { deps }) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products of a category path, a selection or a search, with filters, facets, sort and paging',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => productListing(deps, await request.session(), request.query),
  );

  app.get(
    '/category/:id/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products of a category and all below it',
        params: IdParamsSchema,
        querystring: CategoryProductsQuerySchema,
        response: { 200: ProductListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => categoryListing(deps, (await request.session()).data, request.params.id, request.query),
  );

  app.get(
    '/category/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products of several categories at once (each with all below it)',
        querystring: CategoriesProductsQuerySchema,
        response: { 200: ProductListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { categories, ...query } = request.query;
      return categoriesListing(deps, (await request.session()).data, categories, query);
    },
  );

  app.get(
    '/category/menu',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The catalogue menu: top categories with their subcategories',
        response: { 200: CategoryMenuSchema },
      },
    },
    async () => categoryMenu(deps),
  );

  app.get(
    '/products/popular',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The most popular products in the region',
        querystring: PopularQuerySchema,
        response: { 200: ProductCardListSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({
      items: await popularProducts(deps, (await request.session()).data, request.query.limit ?? DEFAULT_LIST_LENGTH),
    }),
  );

  app.get(
    '/products/recommend',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Recommendations (for a product, or overall)',
        querystring: RecommendQuerySchema,
        response: { 200: ProductCardListSchema, ...errorResponses(400, 404, 410) },
      },
    },
    async (request) => {
      const { productId, limit = DEFAULT_LIST_LENGTH } = request.query;
      return { items: await recommendedProducts(deps, (await request.session()).data, productId, limit) };
    },
  );

  app.get(
    '/products/visited',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Recently viewed in this session',
        querystring: RelatedQuerySchema,
        response: { 200: ProductCardListSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({
      items: await visitedProducts(deps, await request.session(), request.query.limit ?? DEFAULT_LIST_LENGTH),
    }),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A product page (by id, slug or a former slug); remembered as viewed; 410 once withdrawn from sale',
        params: ProductKeyParamsSchema,
        response: { 200: ProductDetailSchema, ...errorResponses(400, 404, 410) },
      },
    },
    async (request) => productPage(deps, await request.session(), request.params.id),
  );

  const related = (list: RelatedList, summary: string, schema: TSchema) =>
    app.get(
      `/products/:id/${list}`,
      {
        schema: {
          tags: ['catalogue'],
          summary,
          params: ProductKeyParamsSchema,
          querystring: RelatedQuerySchema,
          response: { 200: schema, ...errorResponses(400, 404, 410) },
        },
      },
      async (request) => {
        const { data } = await request.session();
        const limit = request.query.limit ?? DEFAULT_LIST_LENGTH;
        return { items: await relatedProducts(deps, data, request.params.id, list, limit) };
      },
    );

  related('analogs', 'Analogues: the same active substance under other trade names', ProductCardListSchema);
  related('form-type-links', 'Other release forms and packs of the same trade name', FormTypeLinksSchema);
  related('discounts', 'Discounted products of the same category', ProductCardListSchema);
  related('sets', 'Kits with this product', ProductSetsSchema);
};
