/**
 * Product listings (category, selection, search results) with filters, facet counts, sort and paging, read from
 * the offers of the region and the storefront's chain (`catalog_offers`), and the category lookups behind them.
 */
import type { Category, Chain, DeliveryMode, Facets, ProductCard, ProductSort, Selection } from '@apteka/contracts';
import { PAGE_SIZE } from '@apteka/contracts/schemas';
import type { Queryable } from '../../platform/database/types';
import type { ResolvedQuery } from './search/catalog-search-repository';
import { parameters, rankedCardsSql, toCard, type CardRow } from './product-cards';

export interface ListingFilters {
  brand?: number[];
  manufacturer?: number[];
  substance?: number[];
  country?: string[];
  form?: string[];
  priceMin?: number;
  priceMax?: number;
  inStock?: boolean;
  rx?: 'rx' | 'otc';
}

export interface ListingRequest {
  regionId: number;
  /** the storefront's chain: stock, "in stock" filters and counts are its stores' */
  chain: Chain;
  mode: DeliveryMode;
  /** category ids to list (a category and all below it) */
  categoryIds?: number[];
  selection?: Selection;
  search?: ResolvedQuery;
  /** one trade name (the alphabetical directory) */
  tradeName?: string;
  filters: ListingFilters;
  sort?: ProductSort;
  page: number;
  limit: number;
}

export interface Listing {
  items: ProductCard[];
  total: number;
  facets: Facets;
}

/** Category slugs of a home first-aid kit ('Аптечка'). */
const APTECHKA_SLUGS = [
  'obezbolivayushchie',
  'prostuda-i-gripp',
  'allergiya',
  'ot-diarei',
  'spazmy-i-vzdutie',
  'perevyazochnye-sredstva',
];
/** Popularity from which an over-the-counter product is in 'Наш выбор'. */
const OUR_CHOICE_POPULARITY = 2500;

/** A selection as a condition on the region's offers `o`. */
function selectionCondition(selection: Selection, bind: Bind): string {
  switch (selection) {
    case 'discounts':
      return 'o.special IS NOT NULL';
    case 'aptechka':
      return `NOT o.is_prescription AND o.category_id IN (SELECT id FROM categories WHERE path && ${bind(APTECHKA_SLUGS)}::text[])`;
    case 'nash-vybor':
      return `NOT o.is_prescription AND o.popularity >= ${bind(OUR_CHOICE_POPULARITY)}`;
    case 'dermakosmetika':
      return `o.category_id IN (SELECT id FROM categories WHERE path[1] = 'dermakosmetika')`;
    case 'isg':
      return `o.category_id IN (SELECT id FROM categories WHERE path[1] = 'gigiena')`;
  }
}

const EMPTY_FACETS: Facets = {
  brands: [],
  manufacturers: [],
  countries: [],
  forms: [],
  substances: [],
  price: { min: null, max: null },
  inStock: 0,
  prescription: { rx: 0, otc: 0 },
};

type FacetKey = 'brand' | 'manufacturer' | 'country' | 'form' | 'substance' | 'price' | 'stock' | 'rx';
const FACET_KEYS: FacetKey[] = ['brand', 'manufacturer', 'country', 'form', 'substance', 'price', 'stock', 'rx'];

type Bind = (value: unknown) => string;

/** Each filter as a condition on the offers `o`; 'true' when it is not set. */
function filterConditions(f: ListingFilters, bind: Bind): Record<FacetKey, string> {
  return {
    brand: f.brand?.length ? `o.brand_id = ANY(${bind(f.brand)}::int[])` : 'true',
    manufacturer: f.manufacturer?.length ? `o.manufacturer_id = ANY(${bind(f.manufacturer)}::int[])` : 'true',
    substance: f.substance?.length ? `o.substance_id = ANY(${bind(f.substance)}::int[])` : 'true',
    country: f.country?.length ? `o.country = ANY(${bind(f.country)}::text[])` : 'true',
    form: f.form?.length ? `o.form_type = ANY(${bind(f.form)}::text[])` : 'true',
    price:
      f.priceMin !== undefined || f.priceMax !== undefined
        ? `o.price BETWEEN ${bind(f.priceMin ?? 0)} AND ${bind(f.priceMax ?? 2147483647)}`
        : 'true',
    stock: f.inStock ? 'o.in_stock' : 'true',
    rx: f.rx ? `o.is_prescription = ${bind(f.rx === 'rx')}` : 'true',
  };
}

/**
 * The offers a listing ranges over, before filters: the region and chain (the leading columns of every index), and
 * the category, selection or search.
 */
function scopeOf(request: ListingRequest, region: string, chain: string, bind: Bind): { from: string; where: string } {
  const where = [`o.region_id = ${region}`, `o.chain = ${chain}`];
  if (request.categoryIds) where.push(`o.category_id = ANY(${bind(request.categoryIds)}::int[])`);
  if (request.selection) where.push(selectionCondition(request.selection, bind));
  if (request.search) where.push(request.search.where(bind));
  if (request.tradeName !== undefined) where.push(`o.trade_name = ${bind(request.tradeName)}`);
  return {
    from: request.search ? 'catalog_offers o JOIN products p ON p.id = o.product_id' : 'catalog_offers o',
    where: where.join(' AND '),
  };
}

function orderOf(request: ListingRequest, bind: Bind): string {
  const sort = request.sort ?? (request.search ? 'relevance' : 'popular');
  switch (sort) {
    case 'popular':
    case 'custom_order':
      return 'o.in_stock DESC, o.popularity DESC, o.product_id';
    case 'cheap':
      return 'o.price ASC, o.product_id';
    case 'expensive':
      return 'o.price DESC, o.product_id';
    case 'relevance': {
      // Exact name first; for a complaint, products indicated for it and non-prescription ones next; then one
      // product per trade name (the best of each), so a substance or brand shows its range of names; then prefix
      // matches, stock, text rank and popularity.
      const [exact, ...prefixes] = request.search ? request.search.nameMatches(bind) : [];
      return [
        exact ? `${exact} DESC` : null,
        ...(request.search ? request.search.ranks(bind).map((rank) => `${rank} DESC`) : []),
        'row_number() OVER (PARTITION BY o.trade_name ORDER BY o.in_stock DESC, o.popularity DESC, o.product_id)',
        ...prefixes.map((match) => `${match} DESC`),
        'o.in_stock DESC',
        request.search ? `${request.search.score(bind)} DESC` : null,
        'o.popularity DESC',
        'o.product_id',
      ]
        .filter(Boolean)
        .join(', ');
    }
  }
}

/** One page of cards, ranked on the offers alone. */
export async function listingPage(db: Queryable, request: ListingRequest): Promise<ProductCard[]> {
  const { values, bind } = parameters();
  const region = bind(request.regionId);
  const chain = bind(request.chain);
  const { from, where } = scopeOf(request, region, chain, bind);
  const filters = Object.values(filterConditions(request.filters, bind)).join(' AND ');
  const ranked = `SELECT o.product_id FROM ${from} WHERE ${where} AND ${filters}
     ORDER BY ${orderOf(request, bind)} LIMIT ${bind(request.limit)} OFFSET ${bind((request.page - 1) * request.limit)}`;
  const { rows } = await db.query<CardRow>(rankedCardsSql(region, chain, ranked), values);
  return rows.map((row) => toCard(row, request.mode));
}

/** GROUPING() of (brand, manufacturer, substance, country, form) for each grouping set of the facet query. */
const GROUPING_SET = { brand: 15, manufacturer: 23, substance: 27, country: 29, form: 30, none: 31 } as const;

/**
 * Facet counts and the total in one pass over the scope. A value of one facet counts the offers that pass every
 * other filter (so choosing a brand still shows how many each other brand has); an offer failing two or more
 * filters counts nowhere and is dropped before grouping.
 */
export async function facetCounts(db: Queryable, request: ListingRequest): Promise<{ total: number; facets: Facets }> {
  const { values, bind } = parameters();
  const { from, where } = scopeOf(request, bind(request.regionId), bind(request.chain), bind);
  const passes = filterConditions(request.filters, bind);
  const allBut = (except: FacetKey | null) =>
    FACET_KEYS.filter((key) => key !== except)
      .map((key) => `(${passes[key]})`)
      .join(' AND ');
  const failures = FACET_KEYS.map((key) => `(NOT (${passes[key]}))::int`).join(' + ');
  const named = (set: number, column: string, count: string, join: string, label: string) => `
    (SELECT COALESCE(json_agg(json_build_object('value', x.value, 'label', x.label, 'count', x.n) ORDER BY x.n DESC, x.label), '[]')
       FROM (SELECT k.${column}::text AS value, ${label} AS label, k.${count} AS n FROM counts k ${join}
              WHERE k.g = ${set} AND k.${column} IS NOT NULL AND k.${count} > 0
              ORDER BY k.${count} DESC, label LIMIT 50) x)`;

  const sql = `
    WITH counts AS (
      SELECT GROUPING(o.brand_id, o.manufacturer_id, o.substance_id, o.country, o.form_type) AS g,
             o.brand_id, o.manufacturer_id, o.substance_id, o.country, o.form_type,
             count(*) FILTER (WHERE ${allBut('brand')})::int AS n_brand,
             count(*) FILTER (WHERE ${allBut('manufacturer')})::int AS n_manufacturer,
             count(*) FILTER (WHERE ${allBut('substance')})::int AS n_substance,
             count(*) FILTER (WHERE ${allBut('country')})::int AS n_country,
             count(*) FILTER (WHERE ${allBut('form')})::int AS n_form,
             count(*) FILTER (WHERE ${allBut(null)})::int AS total,
             count(*) FILTER (WHERE ${allBut('stock')} AND o.in_stock)::int AS in_stock,
             min(o.price) FILTER (WHERE ${allBut('price')}) AS price_min,
             max(o.price) FILTER (WHERE ${allBut('price')}) AS price_max,
             count(*) FILTER (WHERE ${allBut('rx')} AND o.is_prescription)::int AS rx,
             count(*) FILTER (WHERE ${allBut('rx')} AND NOT o.is_prescription)::int AS otc
        FROM ${from}
       WHERE ${where} AND ${failures} <= 1
       GROUP BY GROUPING SETS ((o.brand_id), (o.manufacturer_id), (o.substance_id), (o.country), (o.form_type), ())
    )
    SELECT t.total, t.in_stock, t.price_min, t.price_max, t.rx, t.otc,
           ${named(GROUPING_SET.brand, 'brand_id', 'n_brand', 'JOIN brands b ON b.id = k.brand_id', 'b.name')} AS brands,
           ${named(GROUPING_SET.manufacturer, 'manufacturer_id', 'n_manufacturer', 'JOIN manufacturers m ON m.id = k.manufacturer_id', 'm.name')} AS manufacturers,
           ${named(GROUPING_SET.substance, 'substance_id', 'n_substance', 'JOIN substances s ON s.id = k.substance_id', 's.name')} AS substances,
           ${named(GROUPING_SET.country, 'country', 'n_country', '', 'k.country')} AS countries,
           ${named(GROUPING_SET.form, 'form_type', 'n_form', '', 'k.form_type')} AS forms
      FROM (SELECT * FROM counts WHERE g = ${GROUPING_SET.none}) t`;

  interface Row {
    total: number;
    in_stock: number;
    price_min: number | null;
    price_max: number | null;
    rx: number;
    otc: number;
    brands: Facets['brands'] | string;
    manufacturers: Facets['manufacturers'] | string;
    substances: Facets['substances'] | string;
    countries: Facets['countries'] | string;
    forms: Facets['forms'] | string;
  }
  const { rows } = await db.query<Row>(sql, values);
  const row = rows[0];
  if (!row) return { total: 0, facets: EMPTY_FACETS };
  const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  return {
    total: row.total,
    facets: {
      brands: json(row.brands),
      manufacturers: json(row.manufacturers),
      countries: json(row.countries),
      forms: json(row.forms),
      substances: json(row.substances),
      price: { min: row.price_min, max: row.price_max },
      inStock: row.in_stock,
      prescription: { rx: row.rx, otc: row.otc },
    },
  };
}

/** A page of a listing with its total and facet counts. */
export async function listProducts(db: Queryable, request: ListingRequest): Promise<Listing> {
  const [items, { total, facets }] = await Promise.all([listingPage(db, request), facetCounts(db, request)]);
  return { items, total, facets };
}

export function emptyListing(): Listing {
  return { items: [], total: 0, facets: EMPTY_FACETS };
}

export interface CategoryWithTrail {
  category: Category;
  /** the category itself and all below it */
  subtreeIds: number[];
  breadcrumbs: Array<{ name: string; path: string[] }>;
}

interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  path: string[];
  product_count: number;
  is_target: boolean;
  in_subtree: boolean;
}

/** A category by id or slug path, its subtree ids and the breadcrumbs down to it, in one query. */
export async function findCategoryWithTrail(
  db: Queryable,
  key: { id: number } | { path: string[] },
): Promise<CategoryWithTrail | null> {
  const { values, bind } = parameters();
  const target = 'id' in key ? `id = ${bind(key.id)}` : `path = ${bind(key.path)}::text[]`;
  const { rows } = await db.query<CategoryRow>(
    `WITH target AS (SELECT * FROM categories WHERE ${target})
     SELECT c.id, c.parent_id, c.name, c.slug, c.path, 0 AS product_count,
            c.id = t.id AS is_target,
            c.path[1:cardinality(t.path)] = t.path AS in_subtree
       FROM categories c, target t
      WHERE c.path[1:cardinality(t.path)] = t.path OR t.path[1:cardinality(c.path)] = c.path
      ORDER BY cardinality(c.path)`,
    values,
  );
  const self = rows.find((row) => row.is_target);
  if (!self) return null;
  const subtreeIds = rows.filter((row) => row.in_subtree).map((row) => row.id);
  return {
    category: {
      id: self.id,
      parentId: self.parent_id,
      name: self.name,
      slug: self.slug,
      path: [...self.path],
      productCount: 0,
    },
    subtreeIds,
    breadcrumbs: rows
      .filter((row) => !row.in_subtree || row.is_target)
      .map((row) => ({ name: row.name, path: [...row.path] })),
  };
}

export const pageSizeOf = (limit: number | undefined) => limit ?? PAGE_SIZE.default;

export async function productExists(db: Queryable, productId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM products WHERE id = $1', [productId]);
  return rows.length > 0;
}

/** Whether a product is on sale or withdrawn from it; null when the id names none. */
export async function productSaleState(db: Queryable, productId: number): Promise<'on_sale' | 'withdrawn' | null> {
  const { rows } = await db.query<{ withdrawn: boolean }>(
    'SELECT withdrawn_at IS NOT NULL AS withdrawn FROM products WHERE id = $1',
    [productId],
  );
  const row = rows[0];
  return row ? (row.withdrawn ? 'withdrawn' : 'on_sale') : null;
}

/** What a product's built-in picture shows, by the picture's path; null when no product has it. */
export async function productOfImage(
  db: Queryable,
  imagePath: string,
): Promise<{ name: string; tradeName: string; form: string } | null> {
  const { rows } = await db.query<{ name: string; trade_name: string; medform: string }>(
    'SELECT name, trade_name, medform FROM products WHERE image = $1',
    [imagePath],
  );
  const row = rows[0];
  return row ? { name: row.name, tradeName: row.trade_name, form: row.medform } : null;
}

/** How many of the given ids name a product. */
export async function countProducts(db: Queryable, productIds: number[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE id = ANY($1::int[])', [
    productIds,
  ]);
  return rows[0]?.n ?? 0;
}

/** The ids of the products with the given guids (fewer when some name none). */
export async function productIdsOfGuids(db: Queryable, guids: string[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM products WHERE guid::text = ANY($1::text[])', [
    guids,
  ]);
  return rows.map((row) => row.id);
}
