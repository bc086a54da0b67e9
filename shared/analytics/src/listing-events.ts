import { track } from './data-layer';

/** The catalogue writes the number of products its listing found here; filter and sort events read it. */
export const PRODUCT_COUNT_KEY = 'apteka:catalog:product-count';
/** Filter and sort events wait this long, so they carry the count of the listing the change produced. */
export const LISTING_EVENT_DELAY_MS = 2_000;

export function saveListingCount(count: number, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(PRODUCT_COUNT_KEY, String(count));
  } catch {
    // storage refused: the events report no count
  }
}

function listingCount(storage: Storage | undefined): number | null {
  try {
    const value = Number(storage?.getItem(PRODUCT_COUNT_KEY));
    return storage?.getItem(PRODUCT_COUNT_KEY) != null && Number.isInteger(value) ? value : null;
  } catch {
    return null;
  }
}

/** Reports a filter or sort change 2 s later with the listing's product count at that moment. */
export function trackListingChange(
  kind: 'filter' | 'sort',
  value: string,
  storage: Storage | undefined = globalThis.localStorage,
): () => void {
  const timer = setTimeout(() => {
    const products_count = listingCount(storage);
    if (kind === 'filter') track('filter', { filters: value, products_count });
    else track('sort', { sort: value, products_count });
  }, LISTING_EVENT_DELAY_MS);
  return () => clearTimeout(timer);
}
