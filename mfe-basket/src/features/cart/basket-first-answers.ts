import { splitRegionPrefix } from '@apteka/contracts';
import type { ApiClient } from '@apteka/api-client';

/** What the basket's pages ask the API for first: the cart, and at checkout where it can be collected and how paid. */
export const CART_PATH = '/cart/';
export const CART_STORES_PATH = '/cart/stores';
export const PAY_SYSTEMS_PATH = '/cart/paysystems';

/** The basket's page at `href` whose first view asks for them: the basket, its checkout, or none of them. */
export function basketVisitOf(href: string): 'basket' | 'checkout' | null {
  const url = new URL(href, window.location.href);
  if (!/^\/basket(\/|$)/.test(splitRegionPrefix(url.pathname).path)) return null;
  return url.searchParams.get('isCheckout') === 'true' ? 'checkout' : 'basket';
}

/** The paths the first view of the basket's page at `href` asks for; none for other addresses. */
export function basketFirstAnswers(href: string): string[] {
  const visit = basketVisitOf(href);
  if (visit === null) return [];
  return visit === 'checkout' ? [CART_PATH, CART_STORES_PATH, PAY_SYSTEMS_PATH] : [CART_PATH];
}

/**
 * Sends the GETs of the basket's page at `href` through the page's client before the basket's page code has arrived
 * (`getAhead`): the page's store, once it is made and asks, takes these answers. For the service, which runs on every
 * page while the basket's app is loaded only at the shopper's first touch of a link to it.
 */
export function sendBasketAnswersAhead(client: Pick<ApiClient, 'getAhead'>, href: string): void {
  for (const path of basketFirstAnswers(href)) client.getAhead(path);
}
