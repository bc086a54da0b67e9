import { productPath } from '@apteka/contracts';
import type { PageRing } from '../../platform/server-render/page-ring';
import { catalogSitemap } from '../catalog';
import type { PagesDeps } from './page-description';
import { mostVisitedAddresses } from './page-visits';

/** The pages nearly every visit passes through, before any catalogue page. */
const FRONT_PAGES = ['/', '/catalog', '/pharmacies'];
/** The levels of categories the catalogue's menu shows: the listings a shopper browsing the store reaches first. */
const MENU_LEVELS = 2;

/**
 * The addresses a store's first visitors are likeliest to open, likeliest first, for an instance to draw ahead
 * before anyone asks: those anonymous shoppers were given most this week, then (for a store with fewer counted) the
 * front pages, the categories of the catalogue's menu (the top ones first) and its products by popularity. At most
 * three indexed reads, whatever the catalogue's size.
 */
export async function likelyAddresses({ db }: Pick<PagesDeps, 'db'>, limit: number): Promise<string[]> {
  const visited = await mostVisitedAddresses(db, limit);
  if (visited.length >= limit) return visited;
  const guessed = await guessedAddresses(db, limit);
  return [...new Set([...visited, ...guessed])].slice(0, limit);
}

/**
 * What a store with no visits counted is likeliest asked for: its front pages, the menu's categories, popular
 * products. A listing of the menu comes before any one product: every shopper who browses passes through one, and
 * each product is one of thousands.
 */
async function guessedAddresses(db: PagesDeps['db'], limit: number): Promise<string[]> {
  const categories = (await catalogSitemap.categoryPaths(db))
    .filter((path) => path.length <= MENU_LEVELS)
    .sort((a, b) => a.length - b.length)
    .map((path) => `/catalog/${path.join('/')}`);
  const fixed = [...FRONT_PAGES, ...categories].slice(0, limit);
  const products = await catalogSitemap.popularProductSlugs(db, Math.max(0, limit - fixed.length));
  return [...fixed, ...products.map((slug) => productPath(slug))];
}

/**
 * The likeliest addresses the front of a cluster sends this instance (`ring`), up to `limit`: each instance draws
 * ahead as many pages as one alone would, none of them another's. The ring gives an instance about its share of
 * addresses, more or less, so the store's list is read longer (from as many times over as the ring has instances,
 * doubled while it is short, up to eight times that) until it holds enough of this instance's. Without a ring, the
 * store's likeliest.
 */
export async function likelyOwnAddresses(
  deps: Pick<PagesDeps, 'db'>,
  limit: number,
  ring: Pick<PageRing, 'size' | 'owns'> | null,
): Promise<string[]> {
  if (!ring) return likelyAddresses(deps, limit);
  const longest = limit * ring.size * 8;
  for (let read = limit * ring.size; ; read *= 2) {
    const likely = await likelyAddresses(deps, read);
    const own = likely.filter(ring.owns);
    if (own.length >= limit || likely.length < read || read >= longest) return own.slice(0, limit);
  }
}
