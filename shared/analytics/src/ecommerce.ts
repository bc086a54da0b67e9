import { track } from './data-layer';
import type { AnalyticsItem, EcommerceEventMap, EcommercePayload } from './events';
import { itemsValue } from './items';

type Extra = Omit<EcommercePayload, 'currency' | 'items'>;

/** Pushes an e-commerce event for these items, in rubles, with their value unless the caller knows it better. */
export function trackItems(event: keyof EcommerceEventMap, items: AnalyticsItem[], extra: Extra = {}): void {
  track(event, { currency: 'RUB', value: itemsValue(items), ...extra, items });
}
