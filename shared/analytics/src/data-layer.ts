import { isEcommerceEvent, type AnalyticsEventMap, type AnalyticsEventName } from './events';

export type DataLayerEntry = Record<string, unknown>;

interface PageWithDataLayer {
  dataLayer?: DataLayerEntry[];
}

/** The page's data layer, created on first use; the tag containers read it whenever they load. */
export function dataLayer(): DataLayerEntry[] {
  const page = globalThis as unknown as PageWithDataLayer;
  page.dataLayer = page.dataLayer ?? [];
  return page.dataLayer;
}

/**
 * Pushes a declared event. An e-commerce event goes under `ecommerce`, after a `{ecommerce: null}` that clears the
 * previous one (tag containers merge data layer entries, so a stale item list would otherwise leak into the next
 * event); the store's own events carry their parameters flat. Analytics never breaks the page: a failing push is
 * swallowed.
 */
export function track<K extends AnalyticsEventName>(event: K, payload: AnalyticsEventMap[K]): void {
  try {
    const layer = dataLayer();
    if (isEcommerceEvent(event)) {
      layer.push({ ecommerce: null });
      layer.push({ event, ecommerce: payload });
    } else {
      layer.push({ event, ...payload });
    }
  } catch {
    // a broken tag container's push must not take the page down
  }
}
