import type { Queryable } from '../../platform/database/types';
import { chainStores } from '../pharmacies';
import type { Fulfilment } from './baskets-repository';

interface ReplacementRow {
  id: number;
  slug: string;
  name: string;
  image: string;
  base: number;
  special: number | null;
  available: number;
}

/**
 * Up to 6 products on sale of the same active substance (else the same category), priced in the region and on the
 * shelf where the basket would be served: the chosen pharmacy, or any of the chain's pharmacies of the region.
 */
export async function findReplacements(db: Queryable, productId: number, f: Fulfilment) {
  const { rows } = await db.query<ReplacementRow>(
    `WITH origin AS (SELECT substance_id, category_id, is_prescription FROM products WHERE id = $1)
     SELECT p.id, p.slug, p.name, p.image, pr.base, pr.special, s.available
       FROM origin o
       JOIN products p ON p.id <> $1 AND NOT p.is_dark_store_only AND p.withdrawn_at IS NULL
        AND (p.substance_id = o.substance_id OR (o.substance_id IS NULL AND p.category_id = o.category_id))
        AND ($4::boolean OR NOT p.is_prescription)
       JOIN product_prices pr ON pr.product_id = p.id AND pr.region_id = $2
       CROSS JOIN LATERAL (
         SELECT coalesce(max(st.quantity), 0)::integer AS available FROM stock st JOIN ${chainStores('$5')} sr ON sr.id = st.store_id
          WHERE st.product_id = p.id AND sr.region_id = $2 AND NOT sr.is_dark_store AND ($3::integer IS NULL OR sr.id = $3)
       ) s
      WHERE s.available > 0
      ORDER BY (p.substance_id IS NOT DISTINCT FROM o.substance_id) DESC, coalesce(pr.special, pr.base), p.id
      LIMIT 6`,
    [productId, f.regionId, f.storeId, f.mode === 'pickup', f.chain],
  );
  return rows.map((row) => ({
    productId: row.id,
    slug: row.slug,
    name: row.name,
    image: row.image,
    price: { base: row.base, special: row.special },
    availableQuantity: row.available,
  }));
}
