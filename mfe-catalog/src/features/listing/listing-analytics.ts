import { useEffect, useRef } from 'react';
import { saveListingCount, track, trackListingChange } from '@apteka/analytics';
import { listingSearch, withoutFilters, type ListingState } from './listing-params';

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

/**
 * The listing keeps its product count where the filter and sort events read it; a search reports its term and
 * how many products it found, once per term.
 */
export function useListingAnalytics(state: ListingState, total: number | undefined): void {
  const searched = useRef<string | null>(null);
  useEffect(() => {
    if (total === undefined) return;
    saveListingCount(total);
    const noFilters = filtersOf(withoutFilters(state)) === filtersOf(state);
    if (state.q && noFilters && searched.current !== state.q) {
      searched.current = state.q;
      track('search', { search_term: state.q, results_count: total });
    }
  }, [state, total]);
}
