import type { Queryable } from '../../platform/database/types';

/** Saves a snapshot of the basket's lines under a new id; null when the basket is empty. */
export async function saveSharedCart(db: Queryable, basketId: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string | null }>(
    `INSERT INTO shared_carts (items)
     SELECT jsonb_agg(jsonb_build_object('productId', product_id, 'quantity', quantity) ORDER BY added_at, product_id)
       FROM basket_items WHERE basket_id = $1::uuid HAVING count(*) > 0
     RETURNING id::text`,
    [basketId],
  );
  return rows[0]?.id ?? null;
}

export interface SharedCartLine {
  productId: number;
  quantity: number;
  slug: string;
  name: string;
  image: string;
  price: { base: number; special: number | null } | null;
}

/** The snapshot's lines with the region's prices (null where the product is not sold there), in their order. */
export async function sharedCartLines(db: Queryable, id: string, regionId: number): Promise<SharedCartLine[]> {
  const { rows } = await db.query<{
    productId: number;
    quantity: number;
    slug: string;
    name: string;
    image: string;
    base: number | null;
    special: number | null;
  }>(
    `SELECT (e->>'productId')::integer AS "productId", (e->>'quantity')::integer AS quantity, p.slug, p.name, p.image, pr.base, pr.special
       FROM shared_carts c CROSS JOIN LATERAL jsonb_array_elements(c.items) WITH ORDINALITY AS x(e, n)
       JOIN products p ON p.id = (e->>'productId')::integer
       LEFT JOIN product_prices pr ON pr.product_id = p.id AND pr.region_id = $2
      WHERE c.id = $1::uuid ORDER BY n`,
    [id, regionId],
  );
  return rows.map(({ base, special, ...rest }) => ({ ...rest, price: base === null ? null : { base, special } }));
}
