import type { CartItem, CartLineStatus } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { chainStores, type Chain } from '../pharmacies';

export async function createBasket(db: Queryable, sessionId: string, customerId: number | null): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO baskets (session_id, customer_id) VALUES ($1, $2) RETURNING id::text AS id',
    [sessionId, customerId],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('basket insert returned no id');
  return id;
}

/**
 * Names a new basket in the session unless another request of the same session named one first (two first taps
 * at once): returns the basket the session holds afterwards, and drops the new one if it lost.
 */
export async function claimBasket(
  db: Queryable,
  sessionId: string,
  previous: string | null,
  created: string,
): Promise<string> {
  const claimed = await db.query(
    `UPDATE sessions SET data = jsonb_set(data, '{basketId}', to_jsonb($3::text)), updated_at = now()
      WHERE id = $1 AND (data->>'basketId') IS NOT DISTINCT FROM $2::text`,
    [sessionId, previous, created],
  );
  if (claimed.affectedRows > 0) return created;
  // read anew (a statement of its own sees what the other request committed)
  const { rows } = await db.query<{ basket_id: string | null }>(
    `SELECT data->>'basketId' AS basket_id FROM sessions WHERE id = $1`,
    [sessionId],
  );
  const held = rows[0]?.basket_id ?? created;
  if (held !== created) await db.query('DELETE FROM baskets WHERE id = $1::uuid', [created]);
  return held;
}

export async function basketExists(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM baskets WHERE id = $1::uuid', [id]);
  return rows.length > 0;
}

export interface BasketExtras {
  coupon: string | null;
  bonusRequested: number;
}

export async function basketExtras(db: Queryable, basketId: string): Promise<BasketExtras> {
  const { rows } = await db.query<{ coupon: string | null; bonus_requested: number }>(
    'SELECT coupon, bonus_requested FROM baskets WHERE id = $1::uuid',
    [basketId],
  );
  return { coupon: rows[0]?.coupon ?? null, bonusRequested: rows[0]?.bonus_requested ?? 0 };
}

export async function setBasketCoupon(db: Queryable, basketId: string, coupon: string | null): Promise<void> {
  await db.query('UPDATE baskets SET coupon = $2, updated_at = now() WHERE id = $1::uuid', [basketId, coupon]);
}

export async function setBasketBonus(db: Queryable, basketId: string, bonus: number): Promise<void> {
  await db.query('UPDATE baskets SET bonus_requested = $2, updated_at = now() WHERE id = $1::uuid', [basketId, bonus]);
}

/**
 * Adds units to a line (creating it), never above the cap; returns the line's new quantity. A product withdrawn
 * from sale is never added (0): a shared basket or a repeated order taken in brings the rest without it.
 */
export async function addToBasket(
  db: Queryable,
  basketId: string,
  productId: number,
  quantity: number,
  cap: number,
): Promise<number> {
  const { rows } = await db.query<{ quantity: number }>(
    `INSERT INTO basket_items (basket_id, product_id, quantity)
     SELECT $1::uuid, id, least($3::integer, $4::integer) FROM products WHERE id = $2 AND withdrawn_at IS NULL
     ON CONFLICT (basket_id, product_id) DO UPDATE SET quantity = least(basket_items.quantity + EXCLUDED.quantity, $4::integer)
     RETURNING quantity`,
    [basketId, productId, quantity, cap],
  );
  return rows[0]?.quantity ?? 0;
}

export async function setLineQuantity(
  db: Queryable,
  basketId: string,
  productId: number,
  quantity: number,
): Promise<boolean> {
  const result = await db.query(
    'UPDATE basket_items SET quantity = $3 WHERE basket_id = $1::uuid AND product_id = $2',
    [basketId, productId, quantity],
  );
  return result.affectedRows > 0;
}

export async function removeLine(db: Queryable, basketId: string, productId: number): Promise<boolean> {
  const result = await db.query('DELETE FROM basket_items WHERE basket_id = $1::uuid AND product_id = $2', [
    basketId,
    productId,
  ]);
  return result.affectedRows > 0;
}

export async function clearBasket(db: Queryable, basketId: string): Promise<void> {
  await db.query('DELETE FROM basket_items WHERE basket_id = $1::uuid', [basketId]);
  await db.query('UPDATE baskets SET coupon = NULL, bonus_requested = 0, updated_at = now() WHERE id = $1::uuid', [
    basketId,
  ]);
}

/** Where the lines are judged: a pickup pharmacy (or none chosen yet) or courier delivery in the region, from the chain's stores. */
export interface Fulfilment {
  chain: Chain;
  regionId: number;
  mode: 'pickup' | 'courier';
  storeId: number | null;
}

interface BasketLineRow {
  product_id: number;
  guid: string;
  slug: string;
  name: string;
  image: string;
  quantity: number;
  base: number | null;
  special: number | null;
  is_prescription: boolean;
  is_dark_store_only: boolean;
  store_qty: number | null;
  shop_qty: number;
  dark_qty: number;
}

/**
 * Units a line can be served from: dark-store goods from the region's best-stocked dark store; otherwise the
 * chosen pharmacy for pickup, or the region's best-stocked pharmacy for courier (one store serves one line).
 */
export function lineStatus(
  row: Omit<BasketLineRow, 'guid' | 'slug' | 'name' | 'image'>,
  f: Fulfilment,
): { status: CartLineStatus; available: number | null } {
  if (row.base === null) return { status: 'deleted', available: 0 };
  if (f.mode === 'courier' && row.is_prescription) return { status: 'not_available_delivery', available: 0 };
  const judge = (available: number, ok: CartLineStatus, none: CartLineStatus) => ({
    status: available === 0 ? none : available < row.quantity ? ('not_enough' as const) : ok,
    available,
  });
  if (row.is_dark_store_only)
    return judge(
      row.dark_qty,
      'available_darkstore',
      f.mode === 'courier' ? 'not_available_delivery' : 'not_available',
    );
  if (f.mode === 'courier') return judge(row.shop_qty, 'in_stock', 'not_available_delivery');
  if (f.storeId !== null) return judge(row.store_qty ?? 0, 'in_stock', 'not_available');
  return row.shop_qty > 0 ? { status: 'available', available: null } : { status: 'not_available', available: 0 };
}

/**
 * The basket's lines with prices of the region and their status against the fulfilment, oldest first. A product
 * withdrawn from sale has no price any more: its line is 'deleted', and the basket cannot be placed with it.
 */
export async function basketLines(db: Queryable, basketId: string, f: Fulfilment): Promise<CartItem[]> {
  const { rows } = await db.query<BasketLineRow>(
    `SELECT i.product_id, p.guid::text AS guid, p.slug, p.name, p.image, i.quantity, pr.base, pr.special,
            p.is_prescription, p.is_dark_store_only,
            (SELECT s.quantity FROM stock s WHERE s.store_id = $3 AND s.product_id = i.product_id) AS store_qty,
            (SELECT coalesce(max(s.quantity), 0) FROM stock s JOIN ${chainStores('$4')} st ON st.id = s.store_id
              WHERE st.region_id = $2 AND NOT st.is_dark_store AND s.product_id = i.product_id)::integer AS shop_qty,
            (SELECT coalesce(max(s.quantity), 0) FROM stock s JOIN ${chainStores('$4')} st ON st.id = s.store_id
              WHERE st.region_id = $2 AND st.is_dark_store AND s.product_id = i.product_id)::integer AS dark_qty
       FROM basket_items i
       JOIN products p ON p.id = i.product_id
       LEFT JOIN product_prices pr ON pr.product_id = i.product_id AND pr.region_id = $2 AND p.withdrawn_at IS NULL
      WHERE i.basket_id = $1::uuid
      ORDER BY i.added_at, i.product_id`,
    [basketId, f.regionId, f.storeId, f.chain],
  );
  return rows.map((row) => {
    const { status, available } = lineStatus(row, f);
    return {
      productId: row.product_id,
      guid: row.guid,
      slug: row.slug,
      name: row.name,
      image: row.image,
      quantity: row.quantity,
      price: row.base === null ? null : { base: row.base, special: row.special },
      status,
      availableQuantity: available,
      isPrescription: row.is_prescription,
      isDarkStore: row.is_dark_store_only,
    };
  });
}

/** Product ids and quantities of a basket's lines, oldest first. */
export async function basketQuantities(
  db: Queryable,
  basketId: string,
): Promise<Array<{ productId: number; quantity: number }>> {
  const { rows } = await db.query<{ productId: number; quantity: number }>(
    'SELECT product_id AS "productId", quantity FROM basket_items WHERE basket_id = $1::uuid ORDER BY added_at, product_id',
    [basketId],
  );
  return rows;
}

/** Removes a line and tells how many units it held; null when the basket has no such line. */
export async function takeLine(db: Queryable, basketId: string, productId: number): Promise<number | null> {
  const { rows } = await db.query<{ quantity: number }>(
    'DELETE FROM basket_items WHERE basket_id = $1::uuid AND product_id = $2 RETURNING quantity',
    [basketId, productId],
  );
  return rows[0]?.quantity ?? null;
}

/** Locks the basket row until the transaction ends: placements of one basket run one after another. */
export async function lockBasket(db: Queryable, basketId: string): Promise<void> {
  await db.query('SELECT 1 FROM baskets WHERE id = $1::uuid FOR UPDATE', [basketId]);
}

export interface PickupStoreCoverage {
  id: number;
  name: string;
  address: string;
  availableLines: number;
}

/** The chain's order-taking pharmacies of the region with how many of the basket's lines each holds in full, best first. */
export async function pickupStoresCoverage(
  db: Queryable,
  basketId: string,
  chain: Chain,
  regionId: number,
): Promise<{ lines: number; stores: PickupStoreCoverage[] }> {
  const { rows } = await db.query<PickupStoreCoverage & { lines: number }>(
    `SELECT st.id, st.name, st.address,
            (SELECT count(*) FROM basket_items i JOIN stock s ON s.product_id = i.product_id AND s.store_id = st.id
              WHERE i.basket_id = $1::uuid AND s.quantity >= i.quantity)::integer AS "availableLines",
            (SELECT count(*) FROM basket_items WHERE basket_id = $1::uuid)::integer AS lines
       FROM ${chainStores('$3')} st WHERE st.region_id = $2 AND NOT st.is_dark_store
      ORDER BY "availableLines" DESC, st.name, st.id`,
    [basketId, regionId, chain],
  );
  return { lines: rows[0]?.lines ?? 0, stores: rows.map(({ lines: _lines, ...store }) => store) };
}

/** The customer's basket kept from earlier visits (the newest), other than `except`. */
export async function customerBasketId(
  db: Queryable,
  customerId: number,
  except: string | null,
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM baskets WHERE customer_id = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)
      ORDER BY updated_at DESC LIMIT 1`,
    [customerId, except],
  );
  return rows[0]?.id ?? null;
}

export async function assignBasket(db: Queryable, basketId: string, customerId: number): Promise<void> {
  await db.query('UPDATE baskets SET customer_id = $2, updated_at = now() WHERE id = $1::uuid', [basketId, customerId]);
}

/**
 * Moves the lines of one basket into another. A product in both keeps the larger of its two quantities at the
 * least, and gets their sum where the line cap and the largest shelf of the chain's stores in the region allow it: nothing is lost and nothing
 * is added beyond what is on sale.
 */
export async function mergeBasketLines(
  db: Queryable,
  fromId: string,
  intoId: string,
  chain: Chain,
  regionId: number,
  cap: number,
): Promise<void> {
  await db.query(
    `INSERT INTO basket_items (basket_id, product_id, quantity, added_at)
     SELECT $2::uuid, product_id, quantity, added_at FROM basket_items WHERE basket_id = $1::uuid
     ON CONFLICT (basket_id, product_id) DO UPDATE SET quantity = greatest(
       basket_items.quantity,
       EXCLUDED.quantity,
       least(
         basket_items.quantity + EXCLUDED.quantity,
         $4::integer,
         (SELECT coalesce(max(s.quantity), 0) FROM stock s JOIN ${chainStores('$5')} st ON st.id = s.store_id
           WHERE st.region_id = $3 AND s.product_id = EXCLUDED.product_id)
       )
     )`,
    [fromId, intoId, regionId, cap, chain],
  );
  await db.query('UPDATE baskets SET updated_at = now() WHERE id = $1::uuid', [intoId]);
}

export async function deleteBasket(db: Queryable, basketId: string): Promise<void> {
  await db.query('DELETE FROM baskets WHERE id = $1::uuid', [basketId]);
}
