/** A product's slug as its page's address carries it: lower-case latin letters, digits and hyphens, at most 120. */
const SLUG = /^[a-z0-9-]{1,120}$/;

/** The product page's address before the slug, without the region segment. */
export const PRODUCT_PAGE_PREFIX = '/catalog/product/';

/** The slug in what follows `PRODUCT_PAGE_PREFIX` in an address (what comes after the slug is ignored); else null. */
export function productSlugIn(rest: string): string | null {
  const first = rest.split('/').filter(Boolean)[0] ?? '';
  return SLUG.test(first) ? first : null;
}
