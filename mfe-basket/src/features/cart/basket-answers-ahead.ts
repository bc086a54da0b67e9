import type { Subscription } from 'rxjs';
import { splitRegionPrefix } from '@apteka/contracts';
import { bus as pageBus, currentLocationKey, type EventBus } from '@apteka/bus';
import { askAheadForVisit } from '@apteka/api-client';
import { basketApi } from '../../api';
import type { AppDispatch } from '../../remote';

/**
 * Asks for what the basket at `href` shows before its first render: the cart for the basket; the cart, the
 * pharmacies that hold it and the ways to pay for checkout. Called in the tap on a checkout link and as the remote
 * mounts on a basket address, so these requests overlap drawing the page instead of waiting for it. Other
 * addresses ask nothing.
 */
export function askBasketAnswersAhead(dispatch: AppDispatch, href: string, bus: EventBus = pageBus): void {
  const url = new URL(href, window.location.href);
  if (!/^\/basket(\/|$)/.test(splitRegionPrefix(url.pathname).path)) return;
  askAheadForVisit(basketApi.reducerPath, url.href, () => {
    const key = currentLocationKey(bus);
    const ask = { force: true } as const;
    dispatch(basketApi.util.prefetch('getCart', key, ask));
    if (url.searchParams.get('isCheckout') === 'true') {
      dispatch(basketApi.util.prefetch('getCartStores', key, ask));
      dispatch(basketApi.util.prefetch('getPaySystems', key, ask));
    }
  });
}

/**
 * Asks for the basket's answers whenever a link to one of its addresses is touched anywhere in the store (the shell's
 * header, a product page): the click that follows then finds them on their way. `dispatch` is read at each touch,
 * since the page's store is made when first needed. Returns the subscription, which stops with it.
 */
export function askBasketAnswersOnTouch(dispatch: () => AppDispatch, bus: EventBus = pageBus): Subscription {
  return bus.on('navigation/touched').subscribe(({ href }) => askBasketAnswersAhead(dispatch(), href, bus));
}
