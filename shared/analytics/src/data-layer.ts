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

export type TrackListener = <K extends AnalyticsEventName>(event: K, payload: AnalyticsEventMap[K]) => void;

const listeners = new Set<TrackListener>();

/**
 * Calls `listener` with every event tracked on the page after it (from the shell and every remote: they share this
 * package's one copy), until the returned function is called. The shell counts page views and adds to the basket
 * per version with it.
 */
export function onTracked(listener: TrackListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
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
  for (const listener of listeners) {
    try {
      listener(event, payload);
    } catch {
      // nor a listener's failure
    }
  }
}
