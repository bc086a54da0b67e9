/** The addresses robots.txt closes, as its rules: a rule is a prefix of the path and query; `*` is any characters. */
const CLOSED_TO_CRAWLERS = [
  '/basket/',
  '/*/basket/',
  '/lk',
  '/*/lk',
  '/order/',
  '/*/order/',
  '/shared-cart/',
  '/*/shared-cart/',
  '/gde-moy-zakaz',
  '/search',
  '/*/search',
  '/catalog/search',
  '/*/catalog/search',
  '/catalog/*?',
  '/*/catalog/*?',
  '/api/',
];

const escapeRule = (rule: string) => rule.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
const CLOSED_PATTERN = new RegExp(`^(?:${CLOSED_TO_CRAWLERS.map(escapeRule).join('|')})`);

/**
 * robots.txt: crawlers may read the catalogue, pharmacies and content, but not a shopper's own pages (basket,
 * account, orders, shared baskets), search results or filtered and sorted listings, which only repeat the catalogue.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...CLOSED_TO_CRAWLERS.map((rule) => `Disallow: ${rule}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Whether robots.txt closes an address (a path, with its query if any), read as a crawler reads its rules. */
export function closedToCrawlers(address: string): boolean {
  return CLOSED_PATTERN.test(address);
}
