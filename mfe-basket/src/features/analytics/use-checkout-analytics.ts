import { useEffect, useRef } from 'react';
import { track, NO_FIELD } from '@apteka/analytics';
import type { Cart, DeliveryState } from '@apteka/contracts';
import { useLocationKey } from '@apteka/bus';
import { useGetDeliveryQuery } from '../../api';
import { lineStatusText } from '../cart/line-status';
import { trackCheckoutStep } from './basket-analytics';

/** Reports a checkout step once per visit of its page, when the cart with goods is first known. */
export function useCheckoutStep(step: 1 | 2, cart: Cart | undefined): void {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !cart || cart.items.length === 0) return;
    sent.current = true;
    trackCheckoutStep(step, cart);
  }, [step, cart]);
}

function receivingAddress(state: DeliveryState | undefined): string {
  if (!state) return NO_FIELD;
  if (state.delivery.isCourier) return state.delivery.address?.address ?? NO_FIELD;
  return state.store?.address ?? NO_FIELD;
}

/**
 * Lines the shopper cannot have where they want them are reported once per line and reason while the page is
 * open, with the pharmacy's or the courier's address (read only when such a line exists).
 */
export function useUnavailableLines(cart: Cart | undefined): void {
  const locationKey = useLocationKey();
  const blocked = (cart?.items ?? []).filter((line) => lineStatusText(line).blocking);
  const delivery = useGetDeliveryQuery(locationKey, { skip: blocked.length === 0 });
  const reported = useRef(new Set<string>());
  const ready = blocked.length > 0 && !delivery.isFetching;
  useEffect(() => {
    if (!ready || !cart) return;
    const address = receivingAddress(delivery.data);
    for (const line of cart.items) {
      const { text, blocking } = lineStatusText(line);
      const key = `${line.productId}|${line.status}|${address}`;
      if (!blocking || reported.current.has(key)) continue;
      reported.current.add(key);
      track('product_unavailable', { reason: text, product_name: line.name, address, page_path: location.pathname });
    }
  }, [ready, cart, delivery.data]);
}
