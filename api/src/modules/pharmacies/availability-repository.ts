/**
 * Stock answers for the pickup and courier choices. Every function asks the database once, whatever the number of
 * products or pharmacies involved.
 */
import type { ProductAvailability, StoreAvailability } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { chainStores, type Chain } from './store-chains';

export interface WantedProduct {
  productId: number;
  quantity: number;
}

const STATUS_TEXT: Record<ProductAvailability['status'], string> = {
  in_stock: 'Есть в наличии',
  available_darkstore: 'Доступно для доставки',
  not_enough: 'Недостаточно в наличии',
  not_available: 'Нет в наличии',
  not_available_delivery: 'Недоступно для доставки',
};

/** 'все товары', 'N из M' or 'нет в наличии'. */
export function availabilityLabel(available: number, total: number): string {
  if (total > 0 && available >= total) return 'все товары';
  if (available === 0) return 'нет в наличии';
  return `${available} из ${total}`;
}

const arrays = (wanted: WantedProduct[]) => [wanted.map((w) => w.productId), wanted.map((w) => w.quantity)];

interface ProductRow {
  product_id: number;
  quantity: number;
  wanted: number;
  base: number | null;
  special: number | null;
  is_prescription: boolean;
  dark_quantity: number;
}

function toAvailability(row: ProductRow, status: ProductAvailability['status']): ProductAvailability {
  return {
    productId: row.product_id,
    status,
    statusText: STATUS_TEXT[status],
    quantity: row.quantity,
    price: row.base === null ? null : { base: row.base, special: row.special },
  };
}

/** Each product in one pharmacy (one the chain's lookup found): enough on its shelf for the wanted quantity, fewer, or none. */
export async function productsInStore(
  db: Queryable,
  storeId: number,
  regionId: number,
  wanted: WantedProduct[],
): Promise<ProductAvailability[]> {
  const { rows } = await db.query<ProductRow>(
    `SELECT w.product_id, w.wanted, coalesce(st.quantity, 0)::int AS quantity, pr.base, pr.special,
            p.is_prescription, 0 AS dark_quantity
       FROM unnest($2::int[], $3::int[]) WITH ORDINALITY AS w(product_id, wanted, ord)
       JOIN products p ON p.id = w.product_id
       LEFT JOIN stock st ON st.store_id = $1 AND st.product_id = w.product_id
       LEFT JOIN product_prices pr ON pr.product_id = w.product_id AND pr.region_id = $4
      ORDER BY w.ord`,
    [storeId, ...arrays(wanted), regionId],
  );
  return rows.map((row) => {
    if (row.base === null || row.quantity === 0) return toAvailability(row, 'not_available');
    return toAvailability(row, row.quantity >= row.wanted ? 'in_stock' : 'not_enough');
  });
}

/**
 * Each product for courier delivery in a region: prescription goods never go by courier; otherwise the chain's
 * pharmacies of the region, or failing them its dark stores there, must hold the wanted quantity.
 */
export async function productsForCourier(
  db: Queryable,
  chain: Chain,
  regionId: number,
  wanted: WantedProduct[],
): Promise<ProductAvailability[]> {
  const { rows } = await db.query<ProductRow>(
    `SELECT w.product_id, w.wanted, pr.base, pr.special, p.is_prescription,
            coalesce(sum(st.quantity) FILTER (WHERE NOT s.is_dark_store), 0)::int AS quantity,
            coalesce(sum(st.quantity) FILTER (WHERE s.is_dark_store), 0)::int AS dark_quantity
       FROM unnest($1::int[], $2::int[]) WITH ORDINALITY AS w(product_id, wanted, ord)
       JOIN products p ON p.id = w.product_id
       LEFT JOIN product_prices pr ON pr.product_id = w.product_id AND pr.region_id = $3
       LEFT JOIN stock st ON st.product_id = w.product_id
             AND st.store_id IN (SELECT id FROM ${chainStores('$4')} c WHERE region_id = $3)
       LEFT JOIN stores s ON s.id = st.store_id
      GROUP BY w.product_id, w.wanted, w.ord, pr.base, pr.special, p.is_prescription
      ORDER BY w.ord`,
    [...arrays(wanted), regionId, chain],
  );
  return rows.map((row) => {
    if (row.is_prescription) return toAvailability(row, 'not_available_delivery');
    if (row.base === null) return toAvailability(row, 'not_available');
    if (row.quantity >= row.wanted) return toAvailability(row, 'in_stock');
    if (row.dark_quantity >= row.wanted)
      return toAvailability({ ...row, quantity: row.dark_quantity }, 'available_darkstore');
    return toAvailability(row, row.quantity > 0 ? 'not_enough' : 'not_available');
  });
}

/** For every pickup pharmacy of the chain in a region, in one query: how much of the basket it has and what that costs. */
export async function basketAcrossStores(
  db: Queryable,
  chain: Chain,
  regionId: number,
  wanted: WantedProduct[],
): Promise<Map<number, StoreAvailability>> {
  const { rows } = await db.query<{ store_id: number; available: number; basket_price: number }>(
    `SELECT s.id AS store_id,
            count(*) FILTER (WHERE st.quantity >= w.wanted AND pr.base IS NOT NULL)::int AS available,
            coalesce(sum(coalesce(pr.special, pr.base)::float8 * w.wanted)
              FILTER (WHERE st.quantity >= w.wanted AND pr.base IS NOT NULL), 0)::float8 AS basket_price
       FROM ${chainStores('$4')} s
       CROSS JOIN unnest($2::int[], $3::int[]) AS w(product_id, wanted)
       LEFT JOIN stock st ON st.store_id = s.id AND st.product_id = w.product_id
       LEFT JOIN product_prices pr ON pr.region_id = $1 AND pr.product_id = w.product_id
      WHERE s.region_id = $1 AND NOT s.is_dark_store
      GROUP BY s.id`,
    [regionId, ...arrays(wanted), chain],
  );
  const total = wanted.length;
  return new Map(
    rows.map((row) => [
      row.store_id,
      {
        total,
        available: row.available,
        label: availabilityLabel(row.available, total),
        basketPrice: Math.round(Number(row.basket_price)),
        isPriceVaries: row.available < total,
      },
    ]),
  );
}
