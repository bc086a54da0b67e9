import { Subscription } from 'rxjs';
import { bus as pageBus, type EventBus } from '@apteka/bus';
import { api as pageClient, type ApiClient } from '@apteka/api-client';
import { normalizeCart } from './api';
import { publishBasketCount } from './features/cart/basket-count';
import { cartAffectingChanges } from './features/cart/bus-changes';

export interface BasketServiceOptions {
  client?: ApiClient;
  bus?: EventBus;
}

/** Shown when a card asks to add a product: adding (POST /cart/) is not built yet, so nothing is added. */
export const ADD_UNAVAILABLE_MESSAGE = 'Добавление товаров в корзину пока недоступно.';

/**
 * The basket's page-wide service, started once by the shell after start-up (exposed as './service').
 * It owns `basketCount` on the bus: it reads GET /cart/ now and again whenever the region or the signed-in
 * user changes to another one, and answers 'basket/add-requested'. Returns the function that stops it.
 */
export function start({ client = pageClient, bus = pageBus }: BasketServiceOptions = {}): () => void {
  let stopped = false;
  let latest = 0;

  const sync = async () => {
    const ticket = ++latest;
    try {
      const cart = normalizeCart(await client.get<unknown>('/cart/'));
      if (!stopped && ticket === latest) publishBasketCount(bus, cart.count);
    } catch (error) {
      // The counter keeps its last known value; the basket page shows the failure with a retry.
      if (!stopped) console.warn('[basket] could not read the cart for the counter', error);
    }
  };

  const subscription = new Subscription();
  subscription.add(
    bus.on('basket/add-requested').subscribe(() => {
      // No fake increment: until adding exists, say so and re-read the real count.
      bus.emit('notify', { kind: 'WARNING', message: ADD_UNAVAILABLE_MESSAGE });
      void sync();
    }),
  );
  subscription.add(cartAffectingChanges(bus).subscribe(() => void sync()));
  void sync();

  return () => {
    stopped = true;
    subscription.unsubscribe();
  };
}
