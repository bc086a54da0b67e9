import type { ProductCard } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { cardsWhere, type RegionContext } from './product-detail-repository';

export interface ProductNames {
  /** trade names or goods brands, as editors write them ("Нурофен", "Solgar"); case does not matter */
  names: readonly string[];
  /** catalogue category slugs; their subcategories count too */
  categories?: readonly string[];
}

/**
 * Cards of the products an article or a promotion names, sold in the region, in stock and popular first: the
 * goods of a trade name or brand, and of the categories given.
 */
export function cardsOfNamedProducts(
  db: Queryable,
  context: RegionContext,
  { names, categories = [] }: ProductNames,
  limit: number,
): Promise<ProductCard[]> {
  const lowered = names.map((name) => name.trim().toLowerCase()).filter(Boolean);
  if (lowered.length === 0 && categories.length === 0) return Promise.resolve([]);
  return cardsWhere(
    db,
    context,
    (bind) => {
      const wanted = bind(lowered);
      const inCategories = bind([...categories]);
      return `(lower(p.trade_name) = ANY(${wanted}::text[])
         OR p.brand_id IN (SELECT id FROM brands WHERE lower(name) = ANY(${wanted}::text[]))
         OR p.category_id IN (SELECT id FROM categories WHERE path && ${inCategories}::text[]))`;
    },
    '(o.pharmacies > 0) DESC, p.popularity DESC, p.id',
    limit,
  );
}
