/**
 * Product listings (category, selection, search results) with filters, facet counts, sort and paging in one
 * statement, plus the product page and its related lists.
 */
import type { Category, DeliveryMode, Facets, ProductCard, ProductSort, Selection } from '@apteka/contracts';
import { PAGE_SIZE } from '@apteka/contracts/schemas';
import type { Queryable } from '../db/types';
import type { ResolvedQuery } from '../search/catalog-search';
import { CARD_COLUMNS, cardJoins, parameters, toCard, type CardRow } from './product-cards';

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
  mode: DeliveryMode;
  /** category ids to list (a category and all below it) */
  categoryIds?: number[];
  selection?: Selection;
  search?: ResolvedQuery;
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
const APTECHKA_SLUGS = ['obezbolivayushchie', 'prostuda-i-gripp', 'allergiya', 'ot-diarei', 'spazmy-i-vzdutie', 'perevyazochnye-sredstva'];
/** Popularity from which an over-the-counter product is in 'Наш выбор'. */
const OUR_CHOICE_POPULARITY = 2500;

function selectionCondition(selection: Selection, bind: (value: unknown) => string): string {
  switch (selection) {
    case 'discounts':
      return 'pp.special IS NOT NULL';
    case 'aptechka':
      return `NOT p.is_prescription AND p.category_id IN (SELECT id FROM categories WHERE path && ${bind(APTECHKA_SLUGS)}::text[])`;
    case 'nash-vybor':
      return `NOT p.is_prescription AND p.popularity >= ${bind(OUR_CHOICE_POPULARITY)}`;
    case 'dermakosmetika':
      return `p.category_id IN (SELECT id FROM categories WHERE path[1] = 'dermakosmetika')`;
    case 'isg':
      return `p.category_id IN (SELECT id FROM categories WHERE path[1] = 'gigiena')`;
  }
}

const EMPTY_FACETS: Facets = {
  brands: [], manufacturers: [], countries: [], forms: [], substances: [],
  price: { min: null, max: null }, inStock: 0, prescription: { rx: 0, otc: 0 },
};

type FacetKey = 'brand' | 'manufacturer' | 'country' | 'form' | 'substance' | 'price' | 'stock' | 'rx';
const FACET_KEYS: FacetKey[] = ['brand', 'manufacturer', 'country', 'form', 'substance', 'price', 'stock', 'rx'];

export async function listProducts(db: Queryable, request: ListingRequest): Promise<Listing> {
  const { values, bind } = parameters();
  const region = bind(request.regionId);
  const scope: string[] = [];
  if (request.categoryIds) scope.push(`p.category_id = ANY(${bind(request.categoryIds)}::int[])`);
  if (request.selection) scope.push(selectionCondition(request.selection, bind));
  if (request.search) scope.push(request.search.where(bind));

  const f = request.filters;
  const flag: Record<FacetKey, string> = {
    brand: f.brand?.length ? `brand_id = ANY(${bind(f.brand)}::int[])` : 'true',
    manufacturer: f.manufacturer?.length ? `manufacturer_id = ANY(${bind(f.manufacturer)}::int[])` : 'true',
    substance: f.substance?.length ? `substance_id = ANY(${bind(f.substance)}::int[])` : 'true',
    country: f.country?.length ? `country = ANY(${bind(f.country)}::text[])` : 'true',
    form: f.form?.length ? `form_type = ANY(${bind(f.form)}::text[])` : 'true',
    price:
      f.priceMin !== undefined || f.priceMax !== undefined
        ? `price BETWEEN ${bind(f.priceMin ?? 0)} AND ${bind(f.priceMax ?? 2147483647)}`
        : 'true',
    stock: f.inStock ? 'in_stock' : 'true',
    rx: f.rx ? `is_prescription = ${bind(f.rx === 'rx')}` : 'true',
  };
  const allBut = (except: FacetKey | null) => FACET_KEYS.filter((key) => key !== except).map((key) => `f_${key}`).join(' AND ');

  const sort = request.sort ?? (request.search ? 'relevance' : 'popular');
  const searchRanks = request.search ? request.search.nameMatches(bind) : [];
  const searchScore = request.search ? request.search.score(bind) : '0';
  const order: Record<ProductSort, string> = {
    popular: 'in_stock DESC, popularity DESC, id',
    cheap: 'price ASC, id',
    expensive: 'price DESC, id',
    // One product per trade name first (the best of each), so a substance or brand shows its range of names.
    relevance: [
      searchRanks.length ? 'r0 DESC' : 'true',
      'row_number() OVER (PARTITION BY trade_name ORDER BY in_stock DESC, popularity DESC, id)',
      ...searchRanks.slice(1).map((_, i) => `r${i + 1} DESC`),
      'in_stock DESC', 'score DESC', 'popularity DESC', 'id',
    ].join(', '),
  };
  const limit = bind(request.limit);
  const offset = bind((request.page - 1) * request.limit);

  const facet = (key: FacetKey, column: string, label: string, join: string) => `
    (SELECT COALESCE(json_agg(json_build_object('value', x.value, 'label', x.label, 'count', x.n) ORDER BY x.n DESC, x.label), '[]')
       FROM (SELECT ${column}::text AS value, ${label} AS label, count(*)::int AS n
               FROM flagged ${join} WHERE ${allBut(key)} AND ${column} IS NOT NULL
              GROUP BY 1, 2 ORDER BY n DESC, label LIMIT 50) x)`;

  const sql = `
    WITH base AS (
      SELECT p.id, p.trade_name, p.brand_id, p.manufacturer_id, p.substance_id, p.country, p.form_type, p.is_prescription, p.popularity,
             COALESCE(pp.special, pp.base) AS price,
             EXISTS (SELECT 1 FROM stock sk JOIN stores st ON st.id = sk.store_id
                      WHERE sk.product_id = p.id AND st.region_id = ${region} AND sk.quantity > 0) AS in_stock,
             ${searchRanks.map((expression, i) => `${expression} AS r${i},`).join(' ')}
             ${searchScore} AS score
        FROM products p
        JOIN product_prices pp ON pp.region_id = ${region} AND pp.product_id = p.id
       WHERE ${scope.length ? scope.join(' AND ') : 'true'}
    ), flagged AS (
      SELECT base.*, ${FACET_KEYS.map((key) => `(${flag[key]}) AS f_${key}`).join(', ')} FROM base
    ), matched AS (
      SELECT * FROM flagged WHERE ${allBut(null)}
    ), page AS (
      SELECT id, row_number() OVER () AS ord FROM (SELECT id FROM matched ORDER BY ${order[sort]} LIMIT ${limit} OFFSET ${offset}) ordered
    )
    SELECT
      (SELECT count(*)::int FROM matched) AS total,
      (SELECT COALESCE(json_agg(row_to_json(cards) ORDER BY cards.ord), '[]') FROM (
         SELECT page.ord, ${CARD_COLUMNS} FROM page JOIN products p ON p.id = page.id ${cardJoins(region)}
      ) cards) AS items,
      ${facet('brand', 'flagged.brand_id', 'fb.name', 'JOIN brands fb ON fb.id = flagged.brand_id')} AS brands,
      ${facet('manufacturer', 'flagged.manufacturer_id', 'fm.name', 'JOIN manufacturers fm ON fm.id = flagged.manufacturer_id')} AS manufacturers,
      ${facet('country', 'flagged.country', 'flagged.country', '')} AS countries,
      ${facet('form', 'flagged.form_type', 'flagged.form_type', '')} AS forms,
      ${facet('substance', 'flagged.substance_id', 'fs.name', 'JOIN substances fs ON fs.id = flagged.substance_id')} AS substances,
      (SELECT json_build_object('min', min(price), 'max', max(price)) FROM flagged WHERE ${allBut('price')}) AS price,
      (SELECT count(*)::int FROM flagged WHERE ${allBut('stock')} AND in_stock) AS in_stock,
      (SELECT json_build_object('rx', count(*) FILTER (WHERE is_prescription), 'otc', count(*) FILTER (WHERE NOT is_prescription))
         FROM flagged WHERE ${allBut('rx')}) AS prescription`;

  interface Row {
    total: number;
    items: Array<CardRow & { ord: number }>;
    brands: Facets['brands'];
    manufacturers: Facets['manufacturers'];
    countries: Facets['countries'];
    forms: Facets['forms'];
    substances: Facets['substances'];
    price: Facets['price'];
    in_stock: number;
    prescription: Facets['prescription'];
  }
  const { rows } = await db.query<Row>(sql, values);
  const row = rows[0];
  if (!row) return { items: [], total: 0, facets: EMPTY_FACETS };
  const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  return {
    total: row.total,
    items: json(row.items).map((card) => toCard(card, request.mode)),
    facets: {
      brands: json(row.brands),
      manufacturers: json(row.manufacturers),
      countries: json(row.countries),
      forms: json(row.forms),
      substances: json(row.substances),
      price: json(row.price),
      inStock: row.in_stock,
      prescription: json(row.prescription),
    },
  };
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
export async function findCategoryWithTrail(db: Queryable, key: { id: number } | { path: string[] }): Promise<CategoryWithTrail | null> {
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
    category: { id: self.id, parentId: self.parent_id, name: self.name, slug: self.slug, path: [...self.path], productCount: 0 },
    subtreeIds,
    breadcrumbs: rows.filter((row) => !row.in_subtree || row.is_target).map((row) => ({ name: row.name, path: [...row.path] })),
  };
}

export const pageSizeOf = (limit: number | undefined) => limit ?? PAGE_SIZE.default;
