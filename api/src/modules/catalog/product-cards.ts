/** The SQL that turns product rows into cards (price and availability in a region) and the row -> card mapping. */
import type { Availability, AvailabilityStatus, Chain, DeliveryMode, ProductCard } from '@apteka/contracts';

/**
 * The chain whose offers a read takes when it shows no stock (which products are sold in a region, their names and
 * prices). Every chain has an offer for every product priced in a region, so any one chain's rows name them all
 * once; reading every chain's would repeat each product.
 */
export const STOCKLESS_OFFERS: Chain = 'samson';

/** Units across the chain's pharmacies of the region at or below which a product counts as running out. */
export const FEW_LEFT_UNITS = 5;

/** Columns of a card for products `p`, with the joins of `cardJoins`. */
export const CARD_COLUMNS = `p.id, p.guid::text AS guid, p.slug, p.name, p.image, p.country, p.is_prescription, p.is_dark_store_only,
    o.base AS price_base, o.special AS price_special,
    b.id AS brand_id, b.name AS brand_name, s.id AS substance_id, s.name AS substance_name,
    m.name AS manufacturer_name, c.name AS category_name,
    COALESCE(o.pharmacies, 0) AS pharmacies, COALESCE(o.units, 0) AS units, COALESCE(o.dark_units, 0) AS dark_units`;

/**
 * Joins for CARD_COLUMNS; `region` and `chain` are the placeholders of the region and the storefront's chain. Price
 * and stock come from the chain's offer in the region (`catalog_offers`, one row per product sold there and chain,
 * its stock in that chain's stores only); no offer means not sold in the region.
 */
export function cardJoins(region: string, chain: string): string {
  return `JOIN brands b ON b.id = p.brand_id
    JOIN manufacturers m ON m.id = p.manufacturer_id
    JOIN categories c ON c.id = p.category_id
    LEFT JOIN substances s ON s.id = p.substance_id
    LEFT JOIN catalog_offers o ON o.region_id = ${region} AND o.chain = ${chain} AND o.product_id = p.id`;
}

/**
 * Cards of the ids an ordered subquery yields, in its order. The subquery ranks on narrow columns; only the
 * few chosen products are joined to brands, makers, categories and offers.
 */
export function rankedCardsSql(region: string, chain: string, rankedIds: string): string {
  return `SELECT ${CARD_COLUMNS}
      FROM unnest(ARRAY(${rankedIds})) WITH ORDINALITY AS chosen(id, ord)
      JOIN products p ON p.id = chosen.id ${cardJoins(region, chain)}
     ORDER BY chosen.ord`;
}

export interface CardRow {
  id: number;
  guid: string;
  slug: string;
  name: string;
  image: string;
  country: string;
  is_prescription: boolean;
  is_dark_store_only: boolean;
  price_base: number | null;
  price_special: number | null;
  brand_id: number;
  brand_name: string;
  substance_id: number | null;
  substance_name: string | null;
  manufacturer_name: string;
  category_name: string;
  pharmacies: number;
  units: number;
  dark_units: number;
}

const TEXTS: Record<AvailabilityStatus, string> = {
  in_stock: 'Есть в наличии',
  not_enough: 'Осталось мало',
  available_darkstore: 'Только под заказ со склада, после предоплаты',
  no_delivery: 'Только самовывоз из аптеки',
  not_available: 'Нет в наличии',
};

export function availabilityOf(
  row: Pick<CardRow, 'pharmacies' | 'units' | 'dark_units' | 'is_prescription' | 'price_base'>,
  mode: DeliveryMode,
): Availability {
  let status: AvailabilityStatus;
  if (row.price_base === null) status = 'not_available';
  else if (row.is_prescription && mode === 'courier') status = row.pharmacies > 0 ? 'no_delivery' : 'not_available';
  else if (row.pharmacies > 0) status = row.units <= FEW_LEFT_UNITS ? 'not_enough' : 'in_stock';
  else if (row.dark_units > 0 && !row.is_prescription) status = 'available_darkstore';
  else status = 'not_available';
  const text = TEXTS[status];
  return {
    status,
    text,
    reportedText: status === 'not_enough' ? TEXTS.in_stock : text,
    pharmacies: row.price_base === null ? 0 : row.pharmacies,
    pickupOnly: row.is_prescription,
  };
}

export function toCard(row: CardRow, mode: DeliveryMode): ProductCard {
  const price = row.price_base === null ? null : { base: row.price_base, special: row.price_special };
  return {
    id: row.id,
    guid: row.guid,
    slug: row.slug,
    name: row.name,
    image: row.image,
    price,
    discountPercent: price?.special ? Math.round((1 - price.special / price.base) * 100) : 0,
    brand: { id: row.brand_id, name: row.brand_name },
    mnn: row.substance_id === null ? null : { id: row.substance_id, name: row.substance_name ?? '' },
    manufacturer: row.manufacturer_name,
    country: row.country,
    categoryName: row.category_name,
    isPrescription: row.is_prescription,
    availability: availabilityOf(row, mode),
  };
}

/** A statement's parameter list with `bind` handing out $1, $2, ... */
export function parameters(): { values: unknown[]; bind: (value: unknown) => string } {
  const values: unknown[] = [];
  return { values, bind: (value) => `$${values.push(value)}` };
}
