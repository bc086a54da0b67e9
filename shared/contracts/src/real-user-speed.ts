import { splitRegionPrefix } from './region-path';
import { ownerOf } from './route-table';

/** What shoppers' browsers measure of a page load: the Core Web Vitals and the time to the first byte. */
export const SPEED_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type SpeedMetric = (typeof SPEED_METRICS)[number];

/** The kinds of page speed is kept per: a product page and a listing load different things. */
export const PAGE_TYPES = [
  'home',
  'listing',
  'product',
  'search',
  'basket',
  'checkout',
  'order',
  'account',
  'pharmacies',
  'article',
  'content',
  'not-found',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The kind of page at an address (with or without its region segment). */
export function pageTypeOf(pathname: string, search = ''): PageType {
  const { path } = splitRegionPrefix(pathname);
  const owner = ownerOf(pathname);
  if (!owner) return 'not-found';
  if (path === '/' || path === '') return 'home';
  if (path.startsWith('/catalog/product/')) return 'product';
  if (path.startsWith('/search') || path.startsWith('/catalog/search')) return 'search';
  if (path.startsWith('/basket'))
    return new URLSearchParams(search).get('isCheckout') === 'true' ? 'checkout' : 'basket';
  if (path.startsWith('/articles/') && !/^\/articles\/(tags|categories)\//.test(path)) return 'article';
  switch (owner) {
    case 'catalog':
      return 'listing';
    case 'basket':
      return 'order';
    case 'account':
      return 'account';
    case 'pharmacies':
      return 'pharmacies';
    default:
      return 'content';
  }
}

/** The share of visits that report their speed unless the store says otherwise (RUM_SAMPLE_RATE). */
export const DEFAULT_SPEED_SAMPLE_RATE = 0.1;
/** The page names its share in `<meta name="speed-sample-rate" content="0.1">`. */
export const SPEED_SAMPLE_RATE_META = 'speed-sample-rate';
/** Samples a browser sends in one beacon at the most. */
export const SPEED_BEACON_SAMPLES = 20;
