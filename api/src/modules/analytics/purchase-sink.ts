/**
 * Where the purchases the server records go. The built-in sink keeps them in the database only (nothing leaves the
 * machine; `/api/dev/analytics/purchases` shows them); the GA4 adapter sends them with the Measurement Protocol.
 * Both carry the order id as transaction_id, the id the browser's own purchase event carries: the analytics
 * service counts the two as one purchase.
 */
export interface ServerPurchaseItem {
  item_id: string;
  item_name: string;
  price: number;
  discount?: number;
  quantity: number;
}

export interface ServerPurchase {
  client_id: string;
  transaction_id: string;
  currency: 'RUB';
  value: number;
  shipping: number;
  coupon?: string;
  items: ServerPurchaseItem[];
}

export interface PurchaseSink {
  readonly name: string;
  /** Sends one purchase; rejects when the service did not take it (it is tried again later). */
  send(purchase: ServerPurchase): Promise<void>;
}

export const builtinPurchaseSink: PurchaseSink = { name: 'builtin', send: async () => undefined };

export interface Ga4Config {
  measurementId: string;
  apiSecret: string;
  /** https://www.google-analytics.com unless a test or a proxy says otherwise */
  url: string;
}

const TIMEOUT_MS = 5000;

export function ga4PurchaseSink(config: Ga4Config, fetchImpl: typeof fetch = fetch): PurchaseSink {
  return {
    name: 'ga4',
    async send({ client_id, ...params }) {
      const query = new URLSearchParams({ measurement_id: config.measurementId, api_secret: config.apiSecret });
      const response = await fetchImpl(`${config.url}/mp/collect?${query.toString()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_id, events: [{ name: 'purchase', params }] }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`GA4 answered ${response.status}`);
    },
  };
}
