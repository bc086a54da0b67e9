/**
 * The catalogue's reads as the routes need them: listings of a category path, several categories, a selection
 * or a search (with filters, facets, sort and paging), the menu, the product page and the lists around it.
 * Repeated reads go through the instance's short-lived catalogue caches.
 */
import type {
  Category,
  Chain,
  CategoryMenu,
  CategoryNode,
  CategoryProductsQuery,
  ProductCard,
  ProductDetail,
  ProductList,
  ProductListQuery,
} from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { gone, invalid, notFound } from '../../platform/errors';
import type { Session, SessionData } from '../../platform/session';
import { cacheKey, resolveSearch, type CatalogCaches } from './catalog-caches';
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
import type { ResolvedQuery } from './search/catalog-search-repository';
import { rememberSearch } from './search-repository';

export interface CatalogDeps {
  db: Queryable;
  caches: CatalogCaches;
  /** the storefront's chain (`chainOf` its brand): whose stock every card, listing and count shows */
  chain: Chain;
}

const CATEGORY_NOT_FOUND = 'Такой раздел каталога не найден.';
const PRODUCT_NOT_FOUND = 'Товар не найден.';
const PRODUCT_WITHDRAWN = 'Товар снят с продажи';

/** The product an address key found, refused when it names none (404) or one withdrawn from sale (410). */
function onSale<T extends { withdrawn: boolean }>(found: T | null): Exclude<T, { withdrawn: true }> {
  if (!found) throw notFound('not_found', PRODUCT_NOT_FOUND);
  if (found.withdrawn) throw gone('gone', PRODUCT_WITHDRAWN);
  return found as Exclude<T, { withdrawn: true }>;
}

export const regionContextOf = (session: SessionData, chain: Chain): RegionContext => ({
  regionId: session.regionId,
  chain,
  mode: session.deliveryMode,
});

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
    throw invalid('validation', 'Минимальная цена больше максимальной.');
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

/** Cards and facet counts are cached apart, so other pages and sorts of a listing reuse its counts. */
async function cachedListing(
  { db, caches }: CatalogDeps,
  request: ListingRequest,
  categoryId: number | string | undefined,
): Promise<Listing> {
  const { categoryIds: _subtree, search, sort, page, limit, ...scope } = request;
  const facetKey = { ...scope, categoryId, phrase: search?.phrase, heading: search?.heading ?? undefined };
  const [items, counted] = await Promise.all([
    caches.listingPages.get(cacheKey({ ...facetKey, sort, page, limit }), () => listingPage(db, request)),
    caches.listingFacets.get(cacheKey(facetKey), () => facetCounts(db, request)),
  ]);
  return { items, ...counted };
}

const findCategory = ({ db, caches }: CatalogDeps, key: { id: number } | { path: string[] }) =>
  caches.categories.get(cacheKey(key), () => findCategoryWithTrail(db, key));

interface ListingScope {
  category?: CategoryWithTrail;
  categories?: CategoryWithTrail[];
  selection?: ListingRequest['selection'];
  search?: ResolvedQuery | null;
  tradeName?: string;
}

async function listing(
  deps: CatalogDeps,
  session: SessionData,
  query: CategoryProductsQuery,
  scope: ListingScope,
): Promise<ProductList> {
  const page = query.page ?? 1;
  const limit = pageSizeOf(query.limit);
  if (query.sort === 'relevance' && !scope.search)
    throw invalid('validation', 'Сортировка по релевантности доступна только в поиске.');
  const result =
    scope.search === null
      ? emptyListing()
      : await cachedListing(
          deps,
          {
            ...regionContextOf(session, deps.chain),
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
    ...(scope.category ? { subcategories: await subcategoriesOf(deps, scope.category.category.id) } : {}),
    breadcrumbs: scope.category?.breadcrumbs ?? [],
    correctedQuery: scope.search?.corrected ? scope.search.phrase : null,
    searchHeading: scope.search?.heading ?? null,
  };
}

/** Products of a category path, a selection, a trade name or a search; a search is remembered in the history. */
export async function productListing(deps: CatalogDeps, session: Session, query: ProductListQuery) {
  const { q, selection, category, tradeName, ...rest } = query;
  let trail: CategoryWithTrail | undefined;
  if (category) {
    trail = (await findCategory(deps, { path: category.split('/') })) ?? undefined;
    if (!trail) throw notFound('not_found', CATEGORY_NOT_FOUND);
  }
  let search: ResolvedQuery | null | undefined;
  if (q !== undefined && q.trim() !== '') {
    search = await resolveSearch(deps.caches, deps.db, q);
    await rememberSearch(deps.db, session.id, q);
  }
  return listing(deps, session.data, rest, { category: trail, selection, search, tradeName });
}

/** Products of a category and all below it. */
export async function categoryListing(
  deps: CatalogDeps,
  session: SessionData,
  categoryId: number,
  query: CategoryProductsQuery,
) {
  const trail = await findCategory(deps, { id: categoryId });
  if (!trail) throw notFound('not_found', CATEGORY_NOT_FOUND);
  return listing(deps, session, query, { category: trail });
}

/** Products of several categories at once (each with all below it). */
export async function categoriesListing(
  deps: CatalogDeps,
  session: SessionData,
  categoryIds: string,
  query: CategoryProductsQuery,
) {
  const trails = await Promise.all(
    [...new Set(categoryIds.split(',').map(Number))].map((id) => findCategory(deps, { id })),
  );
  if (trails.some((trail) => !trail)) throw notFound('not_found', CATEGORY_NOT_FOUND);
  return listing(deps, session, query, { categories: trails as CategoryWithTrail[] });
}

export const categoryTreeOf = ({ db, caches }: CatalogDeps): Promise<CategoryNode[]> =>
  caches.categoryTree.get('tree', () => categoryTree(db));

/** The categories right below one, from the tree, without theirs. */
async function subcategoriesOf(deps: CatalogDeps, categoryId: number): Promise<Category[]> {
  const below = (nodes: CategoryNode[]): CategoryNode | undefined => {
    for (const node of nodes) {
      if (node.id === categoryId) return node;
      const found = below(node.children);
      if (found) return found;
    }
    return undefined;
  };
  const node = below(await categoryTreeOf(deps));
  return (node?.children ?? []).map(({ children: _below, ...category }) => category);
}

/** Top categories with their subcategories (two levels of the tree). */
export async function categoryMenu(deps: CatalogDeps): Promise<CategoryMenu> {
  return (await categoryTreeOf(deps)).map(({ children, ...root }) => ({
    ...root,
    children: children.map(({ children: _grandchildren, ...child }) => child),
  }));
}

export const popularProducts = (deps: CatalogDeps, session: SessionData, limit: number) =>
  popular(deps.db, regionContextOf(session, deps.chain), limit);

/** Recommendations for a product, or overall when none is named. */
export async function recommendedProducts(
  deps: CatalogDeps,
  session: SessionData,
  productId: number | undefined,
  limit: number,
): Promise<ProductCard[]> {
  const product = productId === undefined ? null : onSale(await findProductKey(deps.db, String(productId)));
  return recommendations(deps.db, product, regionContextOf(session, deps.chain), limit);
}

export const visitedProducts = (deps: CatalogDeps, session: Session, limit: number) =>
  visited(deps.db, session.id, regionContextOf(session.data, deps.chain), limit);

/**
 * A product page by id, slug or a slug it had before a rename (the answer names its current slug), for the
 * session's region and delivery mode; remembered as viewed. A product withdrawn from sale is gone (410).
 */
export async function productPage(deps: CatalogDeps, session: Session, key: string): Promise<ProductDetail> {
  const context = regionContextOf(session.data, deps.chain);
  const { detail } = onSale(
    await deps.caches.products.get(cacheKey({ key, ...context }), () => findProductDetail(deps.db, key, context)),
  );
  await recordView(deps.db, session.id, detail.id);
  return detail;
}

type RelatedLoader = (db: Queryable, product: ProductKey, context: RegionContext, limit: number) => Promise<unknown[]>;
type ProductKey = NonNullable<Awaited<ReturnType<typeof findProductKey>>>;

const RELATED = {
  analogs,
  'form-type-links': formTypeLinks,
  discounts: categoryDiscounts,
  sets: (db, product, context) => productSets(db, product, context),
} satisfies Record<string, RelatedLoader>;

export type RelatedList = keyof typeof RELATED;

/** One of the short lists around a product page. */
export async function relatedProducts(
  deps: CatalogDeps,
  session: SessionData,
  key: string,
  list: RelatedList,
  limit: number,
): Promise<unknown[]> {
  const product = onSale(await findProductKey(deps.db, key));
  const load: RelatedLoader = RELATED[list];
  return load(deps.db, product, regionContextOf(session, deps.chain), limit);
}
