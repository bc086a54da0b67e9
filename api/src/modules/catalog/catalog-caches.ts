import type { AlphabetLetters, AlphabetNames, CategoryNode, Facets, ProductCard, Suggestion } from '@apteka/contracts';
import type { ProductPageLookup } from './product-detail-repository';
import type { CategoryWithTrail } from './products-repository';
import type { Queryable } from '../../platform/database/types';
import { loadSlipLexicon, postgresCatalogSearch, type ResolvedQuery } from './search/catalog-search-repository';
import { queryWords } from './search/normalize';
import type { SlipLexicon } from './search/slip-lexicon';
import { ReadCache } from '../../platform/cache/read-cache';

/**
 * The catalogue reads an API instance keeps for a few seconds (CATALOG_CACHE_SECONDS; 0 turns them off). A change
 * written by any process (a new price, a product withdrawn from sale or renamed by `npm run catalog:product`) is
 * told to every instance, which clears them all (`clearCatalogCaches`); a change told while an instance's listener
 * was away shows once its entries expire, at most twice that time later. The basket and checkout never read them,
 * so a withdrawn product cannot be bought from the moment it is withdrawn.
 */
export interface CatalogCaches {
  /** a typed query after corrections: changes only when the catalogue's vocabulary does */
  resolved: ReadCache<ResolvedQuery | null>;
  /**
   * the lexicon's long words, for words typed with two slips; kept even when the other reads are not
   * (`SLIP_LEXICON_MIN_MS`), since reading them for each typo costs a scan of the lexicon
   */
  slipLexicon: ReadCache<SlipLexicon>;
  categoryTree: ReadCache<CategoryNode[]>;
  categories: ReadCache<CategoryWithTrail | null>;
  /** the catalogue part of the suggestions for a phrase in a region and delivery mode (never the history) */
  suggestions: ReadCache<Suggestion[]>;
  /** the cards of a listing page, for a region, delivery mode, scope, filters, sort and page */
  listingPages: ReadCache<ProductCard[]>;
  /** the total and facet counts of a listing, for a region, delivery mode, scope and filters (any sort or page) */
  listingFacets: ReadCache<{ total: number; facets: Facets }>;
  /** an alphabetical directory's letters in a region */
  alphabetLetters: ReadCache<AlphabetLetters['letters']>;
  /** the names under a letter of a directory in a region */
  alphabetNames: ReadCache<AlphabetNames['names']>;
  /** a product page (or that it is withdrawn from sale) by address key, for a region and delivery mode */
  products: ReadCache<ProductPageLookup | null>;
}

/** A new product's name is corrected to with two slips within this time even where nothing else is cached. */
const SLIP_LEXICON_MIN_MS = 60_000;

export function createCatalogCaches(seconds: number): CatalogCaches {
  const ttl = Math.max(0, seconds) * 1000;
  return {
    resolved: new ReadCache(ttl * 10, 20_000),
    slipLexicon: new ReadCache(Math.max(ttl * 10, SLIP_LEXICON_MIN_MS), 1),
    categoryTree: new ReadCache(ttl, 1),
    categories: new ReadCache(ttl, 2_000),
    suggestions: new ReadCache(ttl, 10_000),
    listingPages: new ReadCache(ttl, 2_000),
    listingFacets: new ReadCache(ttl, 2_000),
    products: new ReadCache(ttl, 10_000),
    alphabetLetters: new ReadCache(ttl, 100),
    alphabetNames: new ReadCache(ttl, 2_000),
  };
}

export function clearCatalogCaches(caches: CatalogCaches): void {
  for (const cache of Object.values(caches)) cache.clear();
}

/** A cache key that does not depend on the order the parts' properties were written in. */
export function cacheKey(parts: Record<string, unknown>): string {
  return JSON.stringify(parts, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : value,
  );
}

/** The search module's reading of a typed query, kept by its normalised words (what resolve() itself starts from). */
export function resolveSearch(caches: CatalogCaches, db: Queryable, query: string): Promise<ResolvedQuery | null> {
  const lexicon = () => caches.slipLexicon.get('all', () => loadSlipLexicon(db));
  return caches.resolved.get(queryWords(query).join(' '), () => postgresCatalogSearch.resolve(db, query, lexicon));
}
