import { useSyncExternalStore } from 'react';
import { splitRegionPrefix } from '@apteka/contracts';

/**
 * Searches sent for the query the results page already shows. Such a search is a new one the shopper made (a new
 * history entry, counted once), but the page's address says nothing new, so the page would not draw it anew. The
 * header's box (a parcel) and the page's own form share this module in the catalog's remote.
 */
let count = 0;
const listeners = new Set<() => void>();

/** Whether `q` is the query of the results page shown now (any region, any filters). */
export function showsResultsFor(q: string): boolean {
  const { path } = splitRegionPrefix(window.location.pathname);
  return (
    (path === '/search' || path === '/catalog/search') && new URLSearchParams(window.location.search).get('q') === q
  );
}

/** Tells the results page that its query was searched again; call it once the new history entry is in place. */
export function searchedAgain(): void {
  count += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many times the shown query has been searched again: the results page draws each such search anew. */
export function useSearchedAgain(): number {
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => 0,
  );
}
