import type { PlannedQuery } from './query-plans';

/** Where a plan learnt for one address had that address's tail: filled in with another address's tail. */
const TAIL = Symbol('the address tail');

/** An address cut after its first segments: the shape it shares with its siblings, and its own tail. */
interface Cut {
  shape: string;
  tail: string;
}

/**
 * The ways an address splits into a shape and a tail (`/catalog/product/nurofen`: `/catalog/product/` with
 * `nurofen`, `/catalog/` with `product/nurofen`), the longest shape first. The shape keeps how many segments the
 * tail has and the query string, and the first segment is never part of a tail (`/pharmacies` names a page, not a
 * pharmacy).
 */
export function cutsOf(url: string): Cut[] {
  const [path = '', search = ''] = url.split(/(?=\?)/);
  const segments = path.split('/').filter(Boolean);
  const cuts: Cut[] = [];
  for (let at = segments.length - 1; at >= 1; at -= 1) {
    const tail = segments.slice(at);
    cuts.push({ shape: `/${segments.slice(0, at).join('/')}/ +${tail.length}${search}`, tail: tail.join('/') });
  }
  return cuts;
}

function replaced(value: unknown, from: (value: unknown) => unknown): unknown {
  const mapped = from(value);
  if (mapped !== value) return mapped;
  if (Array.isArray(value)) return value.map((item) => replaced(item, from));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaced(item, from)]));
  return value;
}

const holdsTail = (value: unknown): boolean =>
  value === TAIL ||
  (Array.isArray(value)
    ? value.some(holdsTail)
    : Boolean(value && typeof value === 'object' && Object.values(value).some(holdsTail)));

/**
 * The queries of a plan whose arguments name the address's tail (a product page's product by its slug), with the
 * tail marked: what any address of the same shape asks first. The rest (what an answer led to: the product's
 * related goods by its id) is the address's own.
 */
export function shapePlan(plan: PlannedQuery[], tail: string): PlannedQuery[] {
  const marked = plan.map((query) => ({
    ...query,
    originalArgs: replaced(query.originalArgs, (value) => (value === tail ? TAIL : value)),
  }));
  return marked.filter((query) => holdsTail(query.originalArgs));
}

/** A shape's plan for one address: its tail where the plan it was learnt from had its own. */
export function planForTail(shape: PlannedQuery[], tail: string): PlannedQuery[] {
  return shape.map((query) => ({
    ...query,
    originalArgs: replaced(query.originalArgs, (value) => (value === TAIL ? tail : value)),
  }));
}
