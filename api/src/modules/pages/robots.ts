/**
 * robots.txt: crawlers may read the catalogue, pharmacies and content, but not a shopper's own pages (basket,
 * account, orders, shared baskets), search results or filtered and sorted listings, which only repeat the catalogue.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /basket/',
    'Disallow: /*/basket/',
    'Disallow: /lk',
    'Disallow: /*/lk',
    'Disallow: /order/',
    'Disallow: /*/order/',
    'Disallow: /shared-cart/',
    'Disallow: /*/shared-cart/',
    'Disallow: /gde-moy-zakaz',
    'Disallow: /search',
    'Disallow: /*/search',
    'Disallow: /catalog/search',
    'Disallow: /*/catalog/search',
    'Disallow: /catalog/*?',
    'Disallow: /*/catalog/*?',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
