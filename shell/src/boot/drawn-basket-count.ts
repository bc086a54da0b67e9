import { peekFirstAnswer } from '@apteka/api-client';
import type { EventBus } from '@apteka/bus';

/** The basket's answer among the page's first answers (the server's `SERVICE_FIRST_ANSWERS`). */
const CART_ANSWER = '/cart/';

/**
 * Shows in the header the count of the cart the page was drawn with: the basket's service, which owns the counter
 * and reads the same answer, starts only once the page is quiet or at the shopper's first touch.
 */
export function countDrawnBasket(bus: Pick<EventBus, 'set'>, answer: unknown = peekFirstAnswer(CART_ANSWER)) {
  const count = (answer as { count?: unknown } | null | undefined)?.count;
  if (typeof count === 'number') bus.set('basketCount', count);
}
