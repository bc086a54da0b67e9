import type { Suggestions } from '@apteka/contracts';
import type { Session } from '../../platform/session';
import { cacheKey, resolveSearch } from './catalog-caches';
import type { CatalogDeps } from './catalog-service';
import { regionContextOf } from './catalog-service';
import { deleteHistory, searchHistory, suggestionsFor } from './search-repository';

/** The search box's suggestions: the session's matching history first, then products, categories, brands, substances. */
export async function searchSuggestions(
  deps: CatalogDeps,
  session: Session,
  query: string,
  historyLimit: number,
): Promise<Suggestions> {
  const history = await searchHistory(deps.db, session.id, query, historyLimit);
  const search = query.trim() ? await resolveSearch(deps.caches, deps.db, query) : null;
  const context = regionContextOf(session.data, deps.chain);
  const found = search
    ? await deps.caches.suggestions.get(
        cacheKey({ phrase: search.phrase, heading: search.heading ?? undefined, ...context }),
        () => suggestionsFor(deps.db, search, context),
      )
    : [];
  return {
    query,
    correctedQuery: search?.corrected ? search.phrase : null,
    suggestions: [...history, ...found],
  };
}

/** Deletes one entry of the session's search history, or all of it; how many were deleted. */
export const forgetSearches = (deps: CatalogDeps, session: Session, query: string | undefined) =>
  deleteHistory(deps.db, session.id, query);
