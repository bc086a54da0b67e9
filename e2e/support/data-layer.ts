import type { Page } from '@playwright/test';

export interface Entry {
  event?: string;
  ecommerce?: {
    transaction_id?: string;
    value?: number;
    item_list_name?: string;
    items: Array<{ item_id: string; item_name: string; price: number; quantity: number }>;
  };
  [key: string]: unknown;
}

/**
 * Records every data layer push of every page the journey opens (the acquirer's hosted page sends the browser
 * away and back, which starts a new data layer), in order.
 */
export async function recordDataLayer(page: Page): Promise<Entry[]> {
  const entries: Entry[] = [];
  await page.exposeFunction('__recordDataLayerEntry', (json: string) => entries.push(JSON.parse(json) as Entry));
  await page.addInitScript(() => {
    const record = (window as unknown as { __recordDataLayerEntry: (json: string) => void }).__recordDataLayerEntry;
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      for (const item of items) record(JSON.stringify(item));
      return Array.prototype.push.apply(layer, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  return entries;
}
