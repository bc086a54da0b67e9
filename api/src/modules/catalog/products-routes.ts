import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import type { CategoryProductsQuery, ProductList } from '@apteka/contracts';
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
import { HttpError, notFound } from '../../platform/errors';
import { categoryTree } from './categories-repository';
import {
  analogs,
  categoryDiscounts,
  findProductDetail,
  findProductKey,
  formTypeLinks,
  popular,
  productSets,
  recommendations,
  recordView,
  visited,
  type RegionContext,
} from './product-detail-repository';
import {
  emptyListing,
  facetCounts,
  findCategoryWithTrail,
  listingPage,
  pageSizeOf,
  type CategoryWithTrail,
  type Listing,
  type ListingFilters,
  type ListingRequest,
} from './products-repository';
import { rememberSearch } from './search-repository';
import type { ResolvedQuery } from './search/catalog-search';
import { cacheKey, resolveSearch } from './catalog-caches';
import { errorResponses } from '../../platform/http/error-responses';

const ids = (value: string | undefined) => (value ? [...new Set(value.split(',').map(Number))] : undefined);
const texts = (value: string | undefined) =>
  value
    ? value
        .split('|')
        .map((part) => part.trim())
        .filter(Boolean)
    : undefined;

function filtersOf(query: CategoryProductsQuery): ListingFilters {
  if (query.priceMin !== undefined && query.priceMax !== undefined && query.priceMin > query.priceMax) {
    throw new HttpError(400, 'validation', 'Минимальная цена больше максимальной.');
  }
  return {
    brand: ids(query.brand),
    manufacturer: ids(query.manufacturer),
    substance: ids(query.substance),
    country: texts(query.country),
    form: texts(query.form),
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    inStock: query.inStock,
    rx: query.rx,
  };
}

async function regionContext(request: FastifyRequest): Promise<RegionContext> {
  const { data } = await request.session();
  return { regionId: data.regionId, mode: data.deliveryMode };
}

export const productsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const caches = app.catalogCaches;
  const cachedListing = async (request: ListingRequest, categoryId: number | string | undefined): Promise<Listing> => {
    const { categoryIds: _subtree, search, sort, page, limit, ...scope } = request;
    const facetKey = { ...scope, categoryId, phrase: search?.phrase };
    const [items, counted] = await Promise.all([
      caches.listingPages.get(cacheKey({ ...facetKey, sort, page, limit }), () => listingPage(app.db, request)),
      caches.listingFacets.get(cacheKey(facetKey), () => facetCounts(app.db, request)),
    ]);
    return { items, ...counted };
  };
  const findCategory = (key: { id: number } | { path: string[] }) =>
    caches.categories.get(cacheKey(key), () => findCategoryWithTrail(app.db, key));

  const listing = async (
    request: FastifyRequest,
    query: CategoryProductsQuery,
    scope: {
      category?: CategoryWithTrail;
      categories?: CategoryWithTrail[];
      selection?: ListingRequest['selection'];
      search?: ResolvedQuery | null;
      tradeName?: string;
    },
  ): Promise<ProductList> => {
    const context = await regionContext(request);
    const page = query.page ?? 1;
    const limit = pageSizeOf(query.limit);
    if (query.sort === 'relevance' && !scope.search)
      throw new HttpError(400, 'validation', 'Сортировка по релевантности доступна только в поиске.');
    const result =
      scope.search === null
        ? emptyListing()
        : await cachedListing(
            {
              ...context,
              categoryIds: scope.categories
                ? [...new Set(scope.categories.flatMap((one) => one.subtreeIds))]
                : scope.category?.subtreeIds,
              selection: scope.selection,
              search: scope.search,
              tradeName: scope.tradeName,
              filters: filtersOf(query),
              sort: query.sort,
              page,
              limit,
            },
            scope.categories ? scope.categories.map((one) => one.category.id).join(',') : scope.category?.category.id,
          );
    return {
      productList: {
        items: result.items,
        pagination: { current: page, pageSize: limit, total: result.total, pages: Math.ceil(result.total / limit) },
      },
      facets: result.facets,
      category: scope.category ? { ...scope.category.category, productCount: result.total } : null,
      breadcrumbs: scope.category?.breadcrumbs ?? [],
      correctedQuery: scope.search?.corrected ? scope.search.phrase : null,
    };
  };

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
    async (request) => {
      const { q, selection, category, tradeName, ...rest } = request.query;
      let trail: CategoryWithTrail | undefined;
      if (category) {
        trail = (await findCategory({ path: category.split('/') })) ?? undefined;
        if (!trail) throw notFound('Такой раздел каталога не найден.');
      }
      let search: ResolvedQuery | null | undefined;
      if (q !== undefined && q.trim() !== '') {
        search = await resolveSearch(caches, app.db, q);
        const session = await request.session();
        await rememberSearch(app.db, session.id, q);
      }
      return listing(request, rest, { category: trail, selection, search, tradeName });
    },
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
    async (request) => {
      const trail = await findCategory({ id: request.params.id });
      if (!trail) throw notFound('Такой раздел каталога не найден.');
      return listing(request, request.query, { category: trail });
    },
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
      const { categories, ...rest } = request.query;
      const trails = await Promise.all(
        [...new Set(categories.split(',').map(Number))].map((id) => findCategory({ id })),
      );
      if (trails.some((trail) => !trail)) throw notFound('Такой раздел каталога не найден.');
      return listing(request, rest, { categories: trails as CategoryWithTrail[] });
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
    async () =>
      (await caches.categoryTree.get('tree', () => categoryTree(app.db))).map(({ children, ...root }) => ({
        ...root,
        children: children.map(({ children: _grandchildren, ...child }) => child),
      })),
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
    async (request) => ({ items: await popular(app.db, await regionContext(request), request.query.limit ?? 12) }),
  );

  app.get(
    '/products/recommend',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Recommendations (for a product, or overall)',
        querystring: RecommendQuerySchema,
        response: { 200: ProductCardListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { productId, limit = 12 } = request.query;
      const product = productId === undefined ? null : await findProductKey(app.db, String(productId));
      if (productId !== undefined && !product) throw notFound('Товар не найден.');
      return { items: await recommendations(app.db, product, await regionContext(request), limit) };
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
    async (request) => {
      const session = await request.session();
      const context = { regionId: session.data.regionId, mode: session.data.deliveryMode };
      return { items: await visited(app.db, session.id, context, request.query.limit ?? 12) };
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A product page (by id or slug); remembered as viewed',
        params: ProductKeyParamsSchema,
        response: { 200: ProductDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const session = await request.session();
      const context = { regionId: session.data.regionId, mode: session.data.deliveryMode };
      const detail = await caches.products.get(cacheKey({ key: request.params.id, ...context }), () =>
        findProductDetail(app.db, request.params.id, context),
      );
      if (!detail) throw notFound('Товар не найден.');
      await recordView(app.db, session.id, detail.id);
      return detail;
    },
  );

  type ProductKey = NonNullable<Awaited<ReturnType<typeof findProductKey>>>;
  const related = (
    path: string,
    summary: string,
    schema: TSchema,
    load: (product: ProductKey, context: RegionContext, limit: number) => Promise<unknown[]>,
  ) =>
    app.get(
      `/products/:id/${path}`,
      {
        schema: {
          tags: ['catalogue'],
          summary,
          params: ProductKeyParamsSchema,
          querystring: RelatedQuerySchema,
          response: { 200: schema, ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const product = await findProductKey(app.db, request.params.id);
        if (!product) throw notFound('Товар не найден.');
        return { items: await load(product, await regionContext(request), request.query.limit ?? 12) };
      },
    );

  related('analogs', 'Analogues: the same active substance under other trade names', ProductCardListSchema, (p, c, l) =>
    analogs(app.db, p, c, l),
  );
  related('form-type-links', 'Other release forms and packs of the same trade name', FormTypeLinksSchema, (p, c, l) =>
    formTypeLinks(app.db, p, c, l),
  );
  related('discounts', 'Discounted products of the same category', ProductCardListSchema, (p, c, l) =>
    categoryDiscounts(app.db, p, c, l),
  );
  related('sets', 'Kits with this product', ProductSetsSchema, (p, c) => productSets(app.db, p, c));
};
