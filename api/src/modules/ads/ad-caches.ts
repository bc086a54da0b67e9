import type { AdBanner, AdTile } from '@apteka/contracts';
import { ReadCache } from '../../platform/cache/read-cache';

/**
 * What the built-in ad provider reads alike for every shopper, kept by each instance for as long as the catalogue's
 * reads (CATALOG_CACHE_SECONDS; 0 turns them off) and dropped with them on any change of campaigns, creatives,
 * categories, prices or stock. A page's banner and a listing's tiles were read from the database for every page.
 */
export interface AdCaches {
  /** a slot's banners in rotation order, by region and page */
  banners: ReadCache<AdBanner[]>;
  /** a listing's ad tiles, priced, by region, delivery mode, page and count */
  listings: ReadCache<AdTile[]>;
}

export function createAdCaches(seconds: number): AdCaches {
  const ttl = Math.max(0, seconds) * 1000;
  return { banners: new ReadCache(ttl, 2_000), listings: new ReadCache(ttl, 2_000) };
}

export function clearAdCaches(caches: AdCaches): void {
  caches.banners.clear();
  caches.listings.clear();
}
