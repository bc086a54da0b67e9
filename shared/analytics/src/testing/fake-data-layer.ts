import type { DataLayerEntry } from '../data-layer';

/** A fresh data layer for a test, and the events pushed to it (the `{ecommerce: null}` resets left out). */
export function fakeDataLayer(): { entries: () => DataLayerEntry[]; events: () => string[]; reset: () => void } {
  const page = globalThis as unknown as { dataLayer?: DataLayerEntry[] };
  page.dataLayer = [];
  const entries = () => (page.dataLayer ?? []).filter((entry) => typeof entry.event === 'string');
  return {
    entries,
    events: () => entries().map((entry) => String(entry.event)),
    reset: () => {
      page.dataLayer = [];
    },
  };
}
