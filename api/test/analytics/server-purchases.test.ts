import type { PlacedOrder } from '@apteka/contracts';
import { deliverServerPurchases, type PurchaseSink, type ServerPurchase } from '../../src/modules/analytics';
import { ga4PurchaseSink } from '../../src/modules/analytics/purchase-sink';
import { signNotification, webhookSecret } from '../../src/modules/payments/acquirer';
import { engineForRoutes, useCatalogueApp, Visitor } from '../support/test-app';
import { pickupOrder, stockedProduct } from '../support/checkout-helpers';

interface RecordedPurchase {
  orderId: number;
  transactionId: string;
  value: number;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
}

describe.each(engineForRoutes)('purchases the server reports (%s)', (engine) => {
  const store = useCatalogueApp(engine);
  const used: number[] = [];

  /** A card order placed by a browser whose analytics cookie is `_ga`, and the way to approve its payment. */
  async function cardOrder(ga?: string) {
    const visitor = new Visitor(store.app);
    if (ga) visitor.cookies.set('_ga', ga);
    await visitor.get('/api/cart/');
    const product = await stockedProduct(store.database.db, 5, used);
    used.push(product.product_id);
    await visitor.post('/api/cart/', { productId: product.product_id, quantity: 2 });
    const placed = (
      await visitor.post('/api/orders/', pickupOrder(product.store_id, { paymentMethod: 'card' }))
    ).json<PlacedOrder>();
    const approve = () =>
      store.app.inject({
        method: 'POST',
        url: placed.paymentUrl!,
        payload: 'decision=approve',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    return { ...placed, approve };
  }

  const recorded = async () =>
    (await store.app.inject({ method: 'GET', url: '/api/dev/analytics/purchases?limit=200' })).json<{
      purchases: RecordedPurchase[];
    }>().purchases;

  const capture = (): PurchaseSink & { sent: ServerPurchase[] } => {
    const sent: ServerPurchase[] = [];
    return { name: 'test', sent, send: async (purchase) => void sent.push(purchase) };
  };

  test('a payment notification records the purchase once, with the browser’s client id and the order as transaction', async () => {
    const { order, approve } = await cardOrder('GA1.1.1234567890.1764000000');
    expect((await recorded()).some((p) => p.orderId === order.id)).toBe(false);
    expect((await approve()).statusCode).toBe(303);

    const mine = (await recorded()).filter((p) => p.orderId === order.id);
    expect(mine).toEqual([
      expect.objectContaining({ transactionId: String(order.id), value: order.totalAmount / 100 }),
    ]);

    // a notification repeated by the acquirer changes nothing
    const secret = webhookSecret('test-secret');
    const { rows } = await store.database.db.query<{ id: string }>('SELECT id FROM payments WHERE order_id = $1', [
      order.id,
    ]);
    const body = JSON.stringify({
      notificationId: 'again-1',
      paymentId: rows[0]!.id,
      orderId: order.id,
      status: 'succeeded',
      amount: order.totalAmount,
    });
    const timestamp = Date.now();
    await store.app.inject({
      method: 'POST',
      url: '/api/payments/notifications',
      headers: {
        'content-type': 'application/json',
        'x-payment-timestamp': String(timestamp),
        'x-payment-signature': signNotification(body, timestamp, secret),
      },
      payload: body,
    });
    expect((await recorded()).filter((p) => p.orderId === order.id)).toHaveLength(1);

    const sink = capture();
    await deliverServerPurchases(store.database.db, sink);
    const purchase = sink.sent.find((p) => p.transaction_id === String(order.id));
    expect(purchase).toMatchObject({
      client_id: '1234567890.1764000000',
      currency: 'RUB',
      value: order.totalAmount / 100,
      items: [{ item_id: String(order.items[0]!.productId), quantity: 2 }],
    });
    expect((await recorded()).find((p) => p.orderId === order.id)?.sentAt).not.toBeNull();
    await deliverServerPurchases(store.database.db, sink);
    expect(sink.sent.filter((p) => p.transaction_id === String(order.id))).toHaveLength(1);
  });

  test('an order never paid reports nothing; one paid on receipt is the browser’s to report', async () => {
    const { order } = await cardOrder();
    expect((await recorded()).some((p) => p.orderId === order.id)).toBe(false);
  });

  test('two instances sending at once send each purchase once; a refusal is kept with its reason and tried again', async () => {
    const first = await cardOrder();
    const second = await cardOrder();
    await first.approve();
    await second.approve();
    const failing: PurchaseSink = { name: 'down', send: async () => Promise.reject(new Error('GA4 answered 503')) };
    await deliverServerPurchases(store.database.db, failing);
    const failed = (await recorded()).find((p) => p.orderId === first.order.id)!;
    expect(failed).toMatchObject({ sentAt: null, attempts: 1, lastError: 'GA4 answered 503' });

    const a = capture();
    const b = capture();
    await Promise.all([deliverServerPurchases(store.database.db, a), deliverServerPurchases(store.database.db, b)]);
    const ids = [...a.sent, ...b.sent].map((p) => p.transaction_id);
    expect(ids.filter((id) => id === String(first.order.id))).toHaveLength(1);
    expect(ids.filter((id) => id === String(second.order.id))).toHaveLength(1);
  });
});

describe('the GA4 Measurement Protocol adapter', () => {
  test('posts the purchase under the measurement id and secret, and rejects when not taken', async () => {
    const calls: Array<{ url: string; body: unknown }> = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(null, { status: calls.length === 1 ? 204 : 500 });
    }) as unknown as typeof fetch;
    const sink = ga4PurchaseSink(
      { measurementId: 'G-TEST123', apiSecret: 's3cret', url: 'https://ga.example' },
      fetchImpl,
    );
    const purchase: ServerPurchase = {
      client_id: '1.2',
      transaction_id: '100001',
      currency: 'RUB',
      value: 439.8,
      shipping: 0,
      items: [],
    };
    await sink.send(purchase);
    expect(calls[0]).toEqual({
      url: 'https://ga.example/mp/collect?measurement_id=G-TEST123&api_secret=s3cret',
      body: {
        client_id: '1.2',
        events: [
          {
            name: 'purchase',
            params: { transaction_id: '100001', currency: 'RUB', value: 439.8, shipping: 0, items: [] },
          },
        ],
      },
    });
    await expect(sink.send(purchase)).rejects.toThrow('GA4 answered 500');
  });
});
