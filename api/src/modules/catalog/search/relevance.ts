/** Runs the relevance set through the search as the results page does and measures recall at 5. */
import { DEFAULT_REGION_ID, type ProductCard } from '@apteka/contracts';
import type { Queryable } from '../../../platform/database/types';
import { STOCKLESS_OFFERS } from '../product-cards';
import { listProducts } from '../products-repository';
import { postgresCatalogSearch, type CatalogSearch } from './catalog-search-repository';
import { RELEVANCE_SET, type RelevanceCase } from './relevance-set';

export const TOP = 5;

export interface RelevanceResult {
  case: RelevanceCase;
  hit: boolean;
  top: string[];
}

export function matchesExpectation(card: ProductCard, expect: RelevanceCase['expect']): boolean {
  if ('name' in expect) return card.name.toLowerCase().startsWith(expect.name.toLowerCase());
  if ('substance' in expect) return card.mnn?.name === expect.substance;
  if ('brand' in expect) return card.brand.name === expect.brand;
  return card.manufacturer === expect.manufacturer;
}

export async function evaluateRelevance(
  db: Queryable,
  search: CatalogSearch = postgresCatalogSearch,
  cases = RELEVANCE_SET,
): Promise<RelevanceResult[]> {
  const results: RelevanceResult[] = [];
  for (const relevanceCase of cases) {
    const resolved = await search.resolve(db, relevanceCase.query);
    const items = resolved
      ? (
          await listProducts(db, {
            regionId: DEFAULT_REGION_ID,
            chain: STOCKLESS_OFFERS,
            mode: 'pickup',
            search: resolved,
            filters: {},
            page: 1,
            limit: TOP,
          })
        ).items
      : [];
    results.push({
      case: relevanceCase,
      hit: items.some((card) => matchesExpectation(card, relevanceCase.expect)),
      top: items.map((card) => card.name),
    });
  }
  return results;
}

export const recallOf = (results: RelevanceResult[]) =>
  results.length ? results.filter((r) => r.hit).length / results.length : 0;
