/** A query a page's render asked for: its api, its endpoint and the arguments it was asked with. */
export interface PlannedQuery {
  reducerPath: string;
  endpointName: string;
  originalArgs: unknown;
}

/** How many pages' plans a server bundle keeps: the most visited addresses per screen. */
export const QUERY_PLAN_PAGES = 1000;

/**
 * What each page's render asked its API for, by page (address and screen), to be asked all at once before the
 * next render of that page: the render then draws once with its data, instead of once per round of queries (a
 * product page asks for the product, then for the goods shown with it). A plan is learnt only from a drawing that
 * holds no shopper's data (an anonymous first view), so the arguments it replays name nothing of anyone; each
 * shopper's answers still come through their own requests. A plan that no longer fits (another region, a changed
 * page) costs a wasted request, never a wrong page: the render asks for whatever else it needs, as without one.
 */
export class QueryPlans {
  private readonly plans = new Map<string, PlannedQuery[]>();

  constructor(private readonly maxPages = QUERY_PLAN_PAGES) {}

  get(page: string): PlannedQuery[] | undefined {
    const plan = this.plans.get(page);
    if (plan) {
      // the most recently used last: the first is the one to let go
      this.plans.delete(page);
      this.plans.set(page, plan);
    }
    return plan;
  }

  learn(page: string, plan: PlannedQuery[]): void {
    this.plans.delete(page);
    this.plans.set(page, plan);
    if (this.plans.size > this.maxPages) this.plans.delete(this.plans.keys().next().value!);
  }

  get size(): number {
    return this.plans.size;
  }
}

interface QueryEntry {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
}

/** The answered queries of an RTK Query api's state (at `reducerPath`), as a plan. */
export function planOf(reducerPath: string, apiState: unknown): PlannedQuery[] {
  const queries = (apiState as { queries?: Record<string, QueryEntry | undefined> } | undefined)?.queries ?? {};
  return Object.values(queries)
    .filter((entry): entry is QueryEntry & { endpointName: string } =>
      Boolean(entry && entry.status === 'fulfilled' && entry.endpointName),
    )
    .map((entry) => ({ reducerPath, endpointName: entry.endpointName, originalArgs: entry.originalArgs }));
}
