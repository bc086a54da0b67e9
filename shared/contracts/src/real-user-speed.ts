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

/**
 * The share of browser sessions that report their remotes' errors, page views and adds to the basket per version
 * (HEALTH_SAMPLE_RATE): every session unless the store says otherwise, since a canary at 5 % needs every error it
 * causes. Errors and views share one decision per session, so errors per 1,000 views need no scaling.
 */
export const DEFAULT_HEALTH_SAMPLE_RATE = 1;
/** The page names its share in `<meta name="health-sample-rate" content="1">`. */
export const HEALTH_SAMPLE_RATE_META = 'health-sample-rate';
/** Page kinds a browser counts in one beacon at the most (one row each: app, version, page type). */
export const PAGE_COUNT_BEACON_PAGES = 20;
/** Where a browser reports what a remote threw, and its page views and adds per version. */
export const REMOTE_ERROR_PATH = '/api/rum/errors';
export const PAGE_COUNTS_PATH = '/api/rum/views';
/** How an error reached the reporter. */
export const REMOTE_ERROR_SOURCES = ['boundary', 'lifecycle', 'single-spa', 'parcel', 'window', 'rejection'] as const;
export type RemoteErrorSource = (typeof REMOTE_ERROR_SOURCES)[number];
/** The longest message of an error report: a clipped, scrubbed sample, never a shopper's text. */
export const REMOTE_ERROR_MESSAGE_CHARS = 200;
