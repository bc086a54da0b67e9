import { useEffect, useRef } from 'react';
import { saveListingCount, track, trackListingChange } from '@apteka/analytics';
import { listingSearch, type ListingState } from './listing-params';

/** The filters of a listing as one readable string, e.g. `brand=12,40&inStock=1`. */
export function filtersOf(state: ListingState): string {
  const params = listingSearch({ ...state, q: '', sort: null, view: 'tile', page: 1 });
  return params.toString() ? decodeURIComponent(params.toString()) : 'без фильтров';
}

/** Reports what a change of the listing's state did: new filters or a new sort (each 2 s later, with the count). */
export function reportListingChange(before: ListingState, after: ListingState): void {
  if (filtersOf(before) !== filtersOf(after)) trackListingChange('filter', filtersOf(after));
  else if ((before.sort ?? '') !== (after.sort ?? '')) trackListingChange('sort', after.sort ?? 'default');
}

/** Where a history entry keeps the search it counted: the browser keeps it across a reload and Back. */
const COUNTED_KEY = 'apteka:search-counted';

function countedByThisEntry(): string | null {
  try {
    const state = window.history.state as Record<string, unknown> | null;
    const counted = state?.[COUNTED_KEY];
    return typeof counted === 'string' ? counted : null;
  } catch {
    return null;
  }
}

function markThisEntry(q: string): void {
  try {
    const state = (window.history.state as Record<string, unknown> | null) ?? {};
    window.history.replaceState({ ...state, [COUNTED_KEY]: q }, '');
  } catch {
    // without history state a reload may count once more: better than a lost search
  }
}

/**
 * The listing keeps its product count where the filter and sort events read it. A search page reports its term
 * and how many products it found once when it opens: from the header, the plain form before scripts start, a
 * suggestion leading here or a link. The history entry remembers it, so reloading the page or coming Back to it
 * counts nothing, and neither do its filters, sorts and pages (each a new entry, marked too).
 */
export function useListingAnalytics(state: ListingState, total: number | undefined): void {
  const searched = useRef<string | null>(null);
  useEffect(() => {
    if (total === undefined) return;
    saveListingCount(total);
    if (!state.q) return;
    const alreadyCounted = searched.current === state.q || countedByThisEntry() === state.q;
    searched.current = state.q;
    if (countedByThisEntry() !== state.q) markThisEntry(state.q);
    if (!alreadyCounted) track('search', { search_term: state.q, results_count: total });
  }, [state, total]);
}
