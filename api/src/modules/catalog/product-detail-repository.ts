/** The product page and the short product lists around it: analogues, other forms, sets, discounts, visited. */
import {
  ALPHABET_PAGES,
  effectivePrice,
  alphabetNameHref,
  type AlphabetDirectory,
  type Chain,
  type DeliveryMode,
  type FormTypeLink,
  type ProductAttribute,
  type ProductCard,
  type ProductDetail,
  type ProductSet,
} from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { CARD_COLUMNS, cardJoins, parameters, rankedCardsSql, toCard, type CardRow } from './product-cards';

/** Whose offers a read shows: the region's prices, the stock of the storefront's chain there, for a delivery mode. */
export interface RegionContext {
  regionId: number;
  chain: Chain;
  mode: DeliveryMode;
}

type Bind = (value: unknown) => string;

/**
 * Cards for products matching `where` (on products `p` and the chain's offers `o` in the region), in `order`, at most
 * `limit`; one statement. The matches are ranked on those two tables alone and only the chosen few are joined
 * to brands, makers and categories.
 */
export async function cardsWhere(
  db: Queryable,
  context: RegionContext,
  where: (bind: Bind) => string,
  order: string | ((bind: Bind) => string),
  limit: number,
): Promise<ProductCard[]> {
  const { values, bind } = parameters();
  const region = bind(context.regionId);
  const chain = bind(context.chain);
  const condition = where(bind);
  const ordering = typeof order === 'string' ? order : order(bind);
  const ranked = `SELECT p.id FROM products p
       JOIN catalog_offers o ON o.region_id = ${region} AND o.chain = ${chain} AND o.product_id = p.id
     WHERE ${condition} ORDER BY ${ordering} LIMIT ${bind(limit)}`;
  const { rows } = await db.query<CardRow>(rankedCardsSql(region, chain, ranked), values);
  return rows.map((row) => toCard(row, context.mode));
}

/** In-stock first, then the most popular. */
const BEST_FIRST = '(o.pharmacies > 0) DESC, p.popularity DESC, p.id';

interface DetailRow extends CardRow {
  trade_name: string;
  medform: string;
  form_type: string;
  dosage: string | null;
  units_in_package: number | null;
  valid_months: number;
  is_medicine: boolean;
  video_url: string | null;
  description: string;
  info_sections: Array<{ title: string; text: string }> | string;
  category_path: string[];
  category_trail: Array<{ name: string; path: string[] }> | string;
  substance_id: number | null;
  brand_slug: string;
  brand_letter: string | null;
  substance_slug: string | null;
  substance_letter: string | null;
  manufacturer_slug: string;
  manufacturer_letter: string | null;
}

type DirectoryLinkRow = Pick<
  DetailRow,
  'brand_slug' | 'brand_letter' | 'substance_slug' | 'substance_letter' | 'manufacturer_slug' | 'manufacturer_letter'
>;

/** '/alphabet_brand/Н/nurofen': where the directory lists a name, when the name is filed under a letter. */
const directoryHref = (directory: AlphabetDirectory, letter: string | null, slug: string | null) =>
  letter && slug ? alphabetNameHref(ALPHABET_PAGES[directory], letter, slug) : undefined;

/** Brand, substance and manufacturer link to their pages in the alphabetical directories. */
function withDirectoryLinks(attributes: ProductAttribute[], row: DirectoryLinkRow): ProductAttribute[] {
  const hrefs: Record<string, string | undefined> = {
    brand: directoryHref('brands', row.brand_letter, row.brand_slug),
    mnn: directoryHref('substances', row.substance_letter, row.substance_slug),
    manufacturer: directoryHref('manufacturers', row.manufacturer_letter, row.manufacturer_slug),
  };
  return attributes.map((attribute) =>
    hrefs[attribute.key] ? { ...attribute, href: hrefs[attribute.key] } : attribute,
  );
}

function monthsText(months: number): string {
  if (months % 12 === 0) {
    const years = months / 12;
    const word =
      years % 10 === 1 && years % 100 !== 11
        ? 'год'
        : [2, 3, 4].includes(years % 10) && ![12, 13, 14].includes(years % 100)
          ? 'года'
          : 'лет';
    return `${years} ${word}`;
  }
  return `${months} мес.`;
}

/** The attribute table with its Russian labels; 'Нет МНН' when there is no active substance. */
export function attributesOf(
  row: Pick<
    DetailRow,
    | 'brand_name'
    | 'substance_name'
    | 'medform'
    | 'manufacturer_name'
    | 'trade_name'
    | 'valid_months'
    | 'country'
    | 'dosage'
    | 'units_in_package'
  >,
): ProductAttribute[] {
  const attributes: ProductAttribute[] = [
    { key: 'brand', label: 'Бренд', value: row.brand_name },
    { key: 'mnn', label: 'Действующее вещество (МНН)', value: row.substance_name ?? 'Нет МНН' },
    { key: 'medform', label: 'Форма выпуска', value: row.medform },
    { key: 'manufacturer', label: 'Производитель', value: row.manufacturer_name },
    { key: 'tradeName', label: 'Торговое наименование', value: row.trade_name },
    { key: 'validDate', label: 'Срок годности', value: monthsText(row.valid_months) },
    { key: 'country', label: 'Страна производства', value: row.country },
  ];
  if (row.dosage) attributes.push({ key: 'dosage', label: 'Дозировка', value: row.dosage });
  if (row.units_in_package)
    attributes.push({ key: 'unitsInPackage', label: 'Количество в упаковке', value: `${row.units_in_package} шт.` });
  return attributes;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * The condition on products `p` naming the product an address key stands for: its id (digits only), its slug,
 * or a slug it had before it was renamed (product_slug_history, kept by the database).
 */
export function productKeyCondition(key: string, bind: Bind): string {
  if (/^[0-9]{1,9}$/.test(key)) return `p.id = ${bind(Number(key))}`;
  const slug = bind(key);
  return `p.id = (SELECT id FROM products WHERE slug = ${slug}
                  UNION ALL SELECT product_id FROM product_slug_history WHERE old_slug = ${slug} LIMIT 1)`;
}

/** A product page as an address key finds it: the page while the product is on sale, only the fact once withdrawn. */
export type ProductPageLookup = { withdrawn: false; detail: ProductDetail } | { withdrawn: true };

export async function findProductDetail(
  db: Queryable,
  key: string,
  context: RegionContext,
): Promise<ProductPageLookup | null> {
  const { values, bind } = parameters();
  const region = bind(context.regionId);
  const chain = bind(context.chain);
  const where = productKeyCondition(key, bind);
  const { rows } = await db.query<DetailRow & { withdrawn: boolean }>(
    `SELECT ${CARD_COLUMNS}, p.withdrawn_at IS NOT NULL AS withdrawn,
            p.trade_name, p.medform, p.form_type, p.dosage, p.units_in_package, p.valid_months,
            p.is_medicine, p.video_url, p.description, p.info_sections, c.path AS category_path,
            b.slug AS brand_slug, alphabet_initial(b.name) AS brand_letter, s.slug AS substance_slug,
            alphabet_initial(s.name) AS substance_letter, m.slug AS manufacturer_slug, alphabet_initial(m.name) AS manufacturer_letter,
            (SELECT json_agg(json_build_object('name', t.name, 'path', t.path) ORDER BY cardinality(t.path))
               FROM categories t WHERE c.path[1:cardinality(t.path)] = t.path) AS category_trail
       FROM products p ${cardJoins(region, chain)}
      WHERE ${where}`,
    values,
  );
  const row = rows[0];
  if (!row) return null;
  if (row.withdrawn) return { withdrawn: true };
  const card = toCard(row, context.mode);
  const detail: ProductDetail = {
    ...card,
    tradeName: row.trade_name,
    images: [row.image],
    videos: row.video_url ? [row.video_url] : [],
    description: row.description,
    isMedicine: row.is_medicine,
    // A product not sold in the region would lead to directory pages that list nothing for it.
    attributes: card.price ? withDirectoryLinks(attributesOf(row), row) : attributesOf(row),
    infoTitle: row.is_medicine ? 'Инструкция по применению' : 'Информация о товаре',
    infoSections: json(row.info_sections),
    categoriesList: json(row.category_trail) ?? [],
  };
  return { withdrawn: false, detail };
}

interface ProductKeyRow {
  id: number;
  substance_id: number | null;
  trade_name: string;
  category_id: number;
  withdrawn: boolean;
}

/** The product an address key names (see productKeyCondition), with what the lists around its page need. */
export async function findProductKey(db: Queryable, key: string): Promise<ProductKeyRow | null> {
  const { values, bind } = parameters();
  const { rows } = await db.query<ProductKeyRow>(
    `SELECT p.id, p.substance_id, p.trade_name, p.category_id, p.withdrawn_at IS NOT NULL AS withdrawn
       FROM products p WHERE ${productKeyCondition(key, bind)}`,
    values,
  );
  return rows[0] ?? null;
}

/** Same active substance, another trade name. */
export function analogs(
  db: Queryable,
  product: ProductKeyRow,
  context: RegionContext,
  limit: number,
): Promise<ProductCard[]> {
  if (product.substance_id === null) return Promise.resolve([]);
  return cardsWhere(
    db,
    context,
    (bind) => `p.substance_id = ${bind(product.substance_id)} AND p.trade_name <> ${bind(product.trade_name)}`,
    BEST_FIRST,
    limit,
  );
}

/** The other release forms, dosages and packs of the same trade name. */
export async function formTypeLinks(
  db: Queryable,
  product: ProductKeyRow,
  context: RegionContext,
  limit: number,
): Promise<FormTypeLink[]> {
  const { rows } = await db.query<{
    id: number;
    slug: string;
    name: string;
    form_type: string;
    dosage: string | null;
    base: number | null;
    special: number | null;
  }>(
    `SELECT p.id, p.slug, p.name, p.form_type, p.dosage, pp.base, pp.special
       FROM products p LEFT JOIN product_prices pp ON pp.region_id = $1 AND pp.product_id = p.id
      WHERE p.trade_name = $2 AND p.id <> $3 AND p.withdrawn_at IS NULL
      ORDER BY p.form_type, p.dosage NULLS FIRST, p.units_in_package NULLS FIRST, p.id
      LIMIT $4`,
    [context.regionId, product.trade_name, product.id, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    formType: row.form_type,
    dosage: row.dosage,
    price: row.base === null ? null : { base: row.base, special: row.special },
  }));
}

/** Discounted products of the same category in the region. */
export function categoryDiscounts(
  db: Queryable,
  product: ProductKeyRow,
  context: RegionContext,
  limit: number,
): Promise<ProductCard[]> {
  return cardsWhere(
    db,
    context,
    (bind) => `p.category_id = ${bind(product.category_id)} AND p.id <> ${bind(product.id)} AND o.special IS NOT NULL`,
    BEST_FIRST,
    limit,
  );
}

/** Same category, other products: what shoppers of this category buy most. */
export function recommendations(
  db: Queryable,
  product: ProductKeyRow | null,
  context: RegionContext,
  limit: number,
): Promise<ProductCard[]> {
  if (!product) return popular(db, context, limit);
  return cardsWhere(
    db,
    context,
    (bind) =>
      `p.category_id = ${bind(product.category_id)} AND p.id <> ${bind(product.id)} AND p.trade_name <> ${bind(product.trade_name)}`,
    BEST_FIRST,
    limit,
  );
}

export function popular(db: Queryable, context: RegionContext, limit: number): Promise<ProductCard[]> {
  return cardsWhere(db, context, () => 'true', 'p.popularity DESC, p.id', limit);
}

/**
 * A kit: the product with the most popular over-the-counter products of its category that have other active
 * substances (a pain reliever with a fever syrup, a cream with a plaster...). Empty when nothing fits.
 */
export async function productSets(
  db: Queryable,
  product: ProductKeyRow,
  context: RegionContext,
): Promise<ProductSet[]> {
  const [self] = await cardsWhere(db, context, (bind) => `p.id = ${bind(product.id)}`, 'p.id', 1);
  if (!self?.price || self.isPrescription) return [];
  const companions = await cardsWhere(
    db,
    context,
    (bind) => `p.category_id = ${bind(product.category_id)} AND p.id <> ${bind(product.id)} AND NOT p.is_prescription
               AND p.substance_id IS DISTINCT FROM ${bind(product.substance_id)} AND p.trade_name <> ${bind(product.trade_name)}`,
    BEST_FIRST,
    2,
  );
  if (companions.length === 0) return [];
  const items = [self, ...companions];
  const total = items.reduce((sum, card) => sum + (card.price ? effectivePrice(card.price) : 0), 0);
  return [{ name: `Набор: ${self.name}`, items, total }];
}

export async function recordView(db: Queryable, sessionId: string, productId: number): Promise<void> {
  await db.query(
    `INSERT INTO product_views (session_id, product_id) VALUES ($1, $2)
     ON CONFLICT (session_id, product_id) DO UPDATE SET viewed_at = now()`,
    [sessionId, productId],
  );
}

export function visited(
  db: Queryable,
  sessionId: string,
  context: RegionContext,
  limit: number,
): Promise<ProductCard[]> {
  return cardsWhere(
    db,
    context,
    (bind) =>
      `p.id IN (SELECT product_id FROM product_views WHERE session_id = ${bind(sessionId)} ORDER BY viewed_at DESC LIMIT ${bind(limit)})`,
    (bind) =>
      `(SELECT viewed_at FROM product_views v WHERE v.session_id = ${bind(sessionId)} AND v.product_id = p.id) DESC`,
    limit,
  );
}
