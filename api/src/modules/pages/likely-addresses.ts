import { productPath } from '@apteka/contracts';
import { catalogSitemap } from '../catalog';
import type { PagesDeps } from './page-description';

/** The pages nearly every visit passes through, before any catalogue page. */
const FRONT_PAGES = ['/', '/catalog', '/pharmacies'];

/**
 * The addresses a store's first visitors are likeliest to open, likeliest first, for an instance to draw ahead
 * before anyone asks: the front pages, the catalogue's top categories, then its products by popularity. Two
 * indexed reads, whatever the catalogue's size.
 */
export async function likelyAddresses({ db }: Pick<PagesDeps, 'db'>, limit: number): Promise<string[]> {
  const categories = (await catalogSitemap.categoryPaths(db))
    .filter((path) => path.length === 1)
    .map((path) => `/catalog/${path.join('/')}`);
  const fixed = [...FRONT_PAGES, ...categories].slice(0, limit);
  const products = await catalogSitemap.popularProductSlugs(db, Math.max(0, limit - fixed.length));
  return [...fixed, ...products.map((slug) => productPath(slug))];
}
