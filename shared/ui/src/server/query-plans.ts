import { VIEWPORT_WIDTHS, type Viewport } from '@apteka/contracts';
import { cutsOf, planForTail, shapePlan } from './address-shapes';

/** A query a page's render asked for: its api, its endpoint and the arguments it was asked with. */
export interface PlannedQuery {
  reducerPath: string;
  endpointName: string;
  originalArgs: unknown;
}

/** How many pages' plans a server bundle keeps: the most visited addresses per screen. */
export const QUERY_PLAN_PAGES = 1000;

const SCREENS = Object.keys(VIEWPORT_WIDTHS) as Viewport[];

export interface QueryPlansOptions {
  /** how many pages' plans are kept, and as many shapes' */
  maxPages?: number;
  /**
   * The app asks the same queries on every address (the shell's frame): a page with no plan of its own, nor its
   * address one for another screen, is drawn with the plan learnt last for its screen.
   */
  sameOnEveryAddress?: boolean;
  /**
   * The app's page (its route's pattern) at an address: an address borrows a shape's plan only from addresses its
   * app draws with the same page, so a product page (`/catalog/product/x`) never asks what a subcategory of the same
   * shape (`/catalog/lekarstva/prostuda`) asked. Without it, every address of a shape shares its plan.
   */
  routeOf?: (url: string) => string | undefined;
}

/** Plans by key, the most recently used last, up to a bound: the first is the one to let go. */
class RecentPlans {
  private readonly plans = new Map<string, PlannedQuery[]>();

  constructor(private readonly max: number) {}

  get(key: string): PlannedQuery[] | undefined {
    const plan = this.plans.get(key);
    if (plan) this.set(key, plan);
    return plan;
  }

  set(key: string, plan: PlannedQuery[]): void {
    this.plans.delete(key);
    this.plans.set(key, plan);
    if (this.plans.size > this.max) this.plans.delete(this.plans.keys().next().value!);
  }

  get size(): number {
    return this.plans.size;
  }
}

/**
 * What each page's render asked its API for, by page (address and screen), to be asked all at once before the
 * next render of that page: the render then draws once with its data, instead of once per round of queries (a
 * product page asks for the product, then for the goods shown with it). A page never drawn yet takes its address's
 * plan for another screen (a phone and a desktop mostly ask the same), else what its address's shape asks first:
 * an address whose tail a page's queries named (`/catalog/product/nurofen` asking for the product `nurofen`) teaches
 * every address of its shape that the app draws with the same page (`routeOf`) to ask that with its own tail
 * (`/catalog/product/aspirin`, the product `aspirin`), so a cold address is drawn in one round fewer. A plan is
 * learnt only from a drawing that holds no shopper's data (an anonymous first view), so the arguments it replays name
 * nothing of anyone; each shopper's answers still come through their own requests. A plan that does not fit
 * (another screen's, another shape's, another region, a changed page) costs a wasted request, never a wrong page:
 * the render asks for whatever else it needs, as without one.
 */
export class QueryPlans {
  private readonly pages: RecentPlans;
  private readonly shapes: RecentPlans;
  private readonly lastOfScreen = new Map<Viewport, PlannedQuery[]>();
  private readonly sameOnEveryAddress: boolean;
  private readonly routeOf: (url: string) => string | undefined;

  constructor({ maxPages = QUERY_PLAN_PAGES, sameOnEveryAddress = false, routeOf }: QueryPlansOptions = {}) {
    this.pages = new RecentPlans(maxPages);
    this.shapes = new RecentPlans(maxPages);
    this.sameOnEveryAddress = sameOnEveryAddress;
    this.routeOf = routeOf ?? (() => undefined);
  }

  /** Where the shapes of an address's page are kept: by screen and by the app's page that draws the address. */
  private shapeKeys(viewport: Viewport, url: string): (shape: string) => string {
    const page = this.routeOf(url) ?? '';
    return (shape) => `${viewport} ${page} ${shape}`;
  }

  /** The plan to draw a page with: its own, else its address's for another screen, else its shape's, else none. */
  get(viewport: Viewport, url: string): PlannedQuery[] | undefined {
    for (const screen of [viewport, ...SCREENS.filter((other) => other !== viewport)]) {
      const plan = this.pages.get(`${screen} ${url}`);
      if (plan) return plan;
    }
    const shapeKey = this.shapeKeys(viewport, url);
    for (const { shape, tail } of cutsOf(url)) {
      const plan = this.shapes.get(shapeKey(shape));
      if (plan) return planForTail(plan, tail);
    }
    return this.sameOnEveryAddress ? this.lastOfScreen.get(viewport) : undefined;
  }

  learn(viewport: Viewport, url: string, plan: PlannedQuery[]): void {
    this.pages.set(`${viewport} ${url}`, plan);
    this.lastOfScreen.set(viewport, plan);
    const shapeKey = this.shapeKeys(viewport, url);
    for (const { shape, tail } of cutsOf(url)) {
      const shaped = shapePlan(plan, tail);
      if (shaped.length > 0) this.shapes.set(shapeKey(shape), shaped);
    }
  }

  /** how many pages' plans are kept */
  get size(): number {
    return this.pages.size;
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
