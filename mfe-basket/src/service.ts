import { Subscription } from 'rxjs';
import { bus as pageBus, type EventBus } from '@apteka/bus';
import { api as pageClient, type ApiClient } from '@apteka/api-client';
import { DEFAULT_BRAND, type Brand } from '@apteka/contracts';
import { afterNextPaint } from '@apteka/ui/after-next-paint';
import { normalizeCart } from './features/cart/normalize-cart';
import { publishBasketCount } from './features/cart/basket-count';
import { cartAffectingChanges } from './features/cart/bus-changes';
import { recommendationsHost } from './features/recommendations/show-recommendations';
import { trackAdded } from './features/analytics/basket-analytics';

export interface BasketServiceOptions {
  client?: ApiClient;
  bus?: EventBus;
  /** the store's brand, for the popup's theme */
  brand?: Brand;
}

/** Tabs of the store tell each other that the basket changed. */
export const TAB_CHANNEL = 'apteka-basket';
export const ADDED_MESSAGE = 'Товар добавлен в корзину';
export const ADD_FAILED_MESSAGE = 'Не удалось добавить товар в корзину. Попробуйте ещё раз.';

/**
 * The basket's page-wide service, started once by the shell after start-up (exposed as './service').
 * It owns `basketCount` on the bus: it reads GET /cart/ now and again whenever the region or the signed-in
 * user changes to another one or another remote asks ('basket/refresh-requested'), and answers 'basket/add-requested'. Returns the function that stops it.
 */
export function start({
  client = pageClient,
  bus = pageBus,
  brand = DEFAULT_BRAND,
}: BasketServiceOptions = {}): () => void {
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

  /** Adds on the server (which decides caps and unknown products) and shows its count; false when refused. */
  const addToCart = async (productId: number, quantity: number, source: string): Promise<boolean> => {
    const ticket = ++latest;
    try {
      const cart = normalizeCart(await client.post<unknown>('/cart/', { productId, quantity }));
      if (!stopped && ticket === latest) publishBasketCount(bus, cart.count);
      trackAdded(cart, productId, quantity, source);
      return true;
    } catch (error) {
      if (!stopped) {
        bus.emit('notify', {
          kind: 'ERROR',
          message: error instanceof Error && error.message ? error.message : ADD_FAILED_MESSAGE,
        });
        void sync();
      }
      return false;
    }
  };

  const popup = recommendationsHost(client, brand, (productId) => addToCart(productId, 1, 'basket-recommendations'));

  const add = async ({ productId, quantity, source }: { productId: number; quantity: number; source: string }) => {
    // Asked for in a tap: sending the request (the HTTP client's work, 30-45 ms on a slow phone) waits until the
    // tap's own frame is painted, so the tap answers at once and the request leaves a frame later.
    await new Promise<void>((resolve) => afterNextPaint(resolve));
    if (stopped) return;
    if (!(await addToCart(productId, quantity, source)) || stopped) return;
    // The popup's own title says the product was added; the notice is for when there is nothing to suggest.
    const shown = await popup.show(productId);
    if (stopped) popup.close();
    else if (!shown) bus.emit('notify', { kind: 'BASKET', message: ADDED_MESSAGE });
  };

  const subscription = new Subscription();
  subscription.add(bus.on('basket/add-requested').subscribe((request) => void add(request)));
  subscription.add(cartAffectingChanges(bus).subscribe(() => void sync()));
  subscription.add(bus.on('basket/refresh-requested').subscribe(() => void sync()));

  // The basket lives on the server and is shared by all tabs: a change in one makes the others re-read it.
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(TAB_CHANNEL);
  if (channel) {
    let echo = false;
    channel.onmessage = () => {
      echo = true;
      void sync().finally(() => (echo = false));
    };
    subscription.add(
      bus.on('basket/changed').subscribe(({ count }) => {
        if (!echo) channel.postMessage({ count });
      }),
    );
  }
  void sync();

  return () => {
    stopped = true;
    popup.close();
    subscription.unsubscribe();
    channel?.close();
  };
}
