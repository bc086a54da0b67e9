/**
 * What the server needs to compose a catalogue page's head before any script runs: the product or category, or
 * nothing when the address names none (then the page is a 404); a product withdrawn from sale is only that (410).
 */
import type { Chain } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { findProductDetail, type ProductPageLookup } from './product-detail-repository';
import { findCategoryWithTrail } from './products-repository';
import {
  categoryPaths,
  leadingProductsOf,
  popularProductSlugs,
  productCount,
  productSlugs,
} from './page-facts-repository';

/** A listing's head names its first products (JSON-LD ItemList): the first page a shopper sees. */
const LISTED_PRODUCTS = 24;

/** By id, slug or a slug the product had before, with the chain's stock: the detail names its current slug. */
export function productForPage(
  db: Queryable,
  slug: string,
  regionId: number,
  chain: Chain,
): Promise<ProductPageLookup | null> {
  return findProductDetail(db, slug, { regionId, chain, mode: 'pickup' });
}

export interface CategoryPageFacts {
  name: string;
  path: string[];
  breadcrumbs: Array<{ name: string; path: string[] }>;
  products: Array<{ slug: string; name: string }>;
}

export async function categoryForPage(db: Queryable, path: string[]): Promise<CategoryPageFacts | null> {
  const found = await findCategoryWithTrail(db, { path });
  if (!found) return null;
  return {
    name: found.category.name,
    path: found.category.path,
    breadcrumbs: found.breadcrumbs,
    products: await leadingProductsOf(db, found.subtreeIds, LISTED_PRODUCTS),
  };
}

export const catalogSitemap = { productCount, productSlugs, categoryPaths, popularProductSlugs };
