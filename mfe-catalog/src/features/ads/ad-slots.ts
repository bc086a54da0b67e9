/**
 * Where ads go in a listing: the first after 3 products, then one every 15 places counting the
 * ads themselves, so they stand at positions 4, 19, 34, … of the list.
 */
export const FIRST_AD_AFTER = 3;
export const AD_EVERY = 15;

/** Products between two ads. */
const PRODUCTS_BETWEEN = AD_EVERY - 1;

/** The ad slot (0, 1, 2, …) right after the product at 0-based `index` of the whole listing, or null. */
export function adSlotAfter(index: number): number | null {
  const since = index + 1 - FIRST_AD_AFTER;
  if (since < 0 || since % PRODUCTS_BETWEEN !== 0) return null;
  return since / PRODUCTS_BETWEEN;
}

/** How many ad slots a listing showing `products` products has. */
export function adSlotCount(products: number): number {
  return products < FIRST_AD_AFTER ? 0 : Math.floor((products - FIRST_AD_AFTER) / PRODUCTS_BETWEEN) + 1;
}

export type ListingEntry<P, A> = { kind: 'product'; item: P } | { kind: 'ad'; item: A; slot: number };

/**
 * One page of products with the ads of its slots, in display order; `offset` is the index of the page's first
 * product in the whole listing. A slot without an ad stays empty.
 */
export function interleaveAds<P, A>(products: readonly P[], ads: readonly A[], offset = 0): ListingEntry<P, A>[] {
  const entries: ListingEntry<P, A>[] = [];
  products.forEach((item, i) => {
    entries.push({ kind: 'product', item });
    const slot = adSlotAfter(offset + i);
    const ad = slot === null ? undefined : ads[slot];
    if (slot !== null && ad !== undefined) entries.push({ kind: 'ad', item: ad, slot });
  });
  return entries;
}
