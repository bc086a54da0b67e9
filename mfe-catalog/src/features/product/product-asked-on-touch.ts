import type { Subscription } from 'rxjs';
import { splitRegionPrefix } from '@apteka/contracts';
import { bus as pageBus, currentLocationKey, type EventBus } from '@apteka/bus';
import { catalogApi } from '../../api';
import type { AppDispatch } from '../../remote';
import { PRODUCT_PAGE_PREFIX, productSlugIn } from './product-slug';

/** The slug of the product that `href` (a store address, with or without its region segment) shows; else null. */
export function productSlugAt(href: string): string | null {
  const { path } = splitRegionPrefix(new URL(href, window.location.href).pathname);
  return path.startsWith(PRODUCT_PAGE_PREFIX) ? productSlugIn(path.slice(PRODUCT_PAGE_PREFIX.length)) : null;
}

/**
 * Asks for a product whenever a link to its page is touched anywhere in the store (a listing's card, a basket line,
 * the home page's tiles, an order): the page then draws from the answer already on its way, in its first render.
 * `dispatch` is read at each touch, since the page's store is made when first needed. Returns the subscription.
 */
export function askProductOnTouch(dispatch: () => AppDispatch, bus: EventBus = pageBus): Subscription {
  return bus.on('navigation/touched').subscribe(({ href }) => {
    const slug = productSlugAt(href);
    if (slug) dispatch()(catalogApi.util.prefetch('getProduct', { key: slug, ...currentLocationKey(bus) }, {}));
  });
}
