import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody, Brand, Cart, PlacedOrder, Store, StoreSearchResult, TimeSlotList } from '@apteka/contracts';
import { buildTestApp, engineForRoutes, useCatalogueApp, Visitor } from '../support/test-app';
import { newKey, pickupOrder, stockedProduct, stockOf } from '../support/checkout-helpers';

/** The name every pharmacy of a chain carries. */
const CHAIN_NAME: Record<string, string> = {
  samson: 'Самсон-Фарма',
  ozerki: 'Озерки',
  stoletov: 'Столетов',
  superapteka: 'Супераптека',
};

/** A variant and the chain whose pharmacies it shows: co-branded, marketplace and white-label ones run on a chain's. */
const VARIANTS: Array<[Brand, string]> = [
  ['samson-vkusvill', 'samson'],
  ['ozerki_mp', 'ozerki'],
  ['stoletov', 'stoletov'],
  ['superapteka_mp', 'superapteka'],
  ['whitelabel', 'samson'],
];

describe.each(engineForRoutes)("a chain's store shows its own pharmacies only (%s)", (engine) => {
  /** the test store (Самсон-Фарма) on a seeded database */
  const store = useCatalogueApp(engine);

  const pickupIds = async (chain: string, regionId = 14) =>
    (
      await store.database.db.query<{ id: number }>(
        'SELECT id FROM stores WHERE region_id = $1 AND chain = $2 AND NOT is_dark_store ORDER BY id',
        [regionId, chain],
      )
    ).rows.map((row) => row.id);
  /** A browser with its session and CSRF cookie, as after its first page. */
  async function visitorOf(app: FastifyInstance) {
    const visitor = new Visitor(app);
    await visitor.get('/api/layout/location');
    return visitor;
  }
  const sorted = (stores: Store[]) => stores.map((store) => store.id).sort((a, b) => a - b);
  /** A Moscow pharmacy of Озерки, which the Самсон-Фарма store must not know. */
  const foreignStore = async () => (await pickupIds('ozerki'))[0]!;

  test("the list and the map: each variant lists its chain's pharmacies of the region, and every one of them", async () => {
    const own = (await new Visitor(store.app).get('/api/stores/')).json<StoreSearchResult>();
    expect(sorted(own.stores)).toEqual(await pickupIds('samson'));
    expect(own.stores.filter((store) => !store.name.includes('Самсон-Фарма'))).toEqual([]);
    expect(own.stores.length).toBeGreaterThanOrEqual(20);

    for (const [brand, chain] of VARIANTS) {
      const variant = await buildTestApp(store.database.db, { brand });
      try {
        const listed = (await new Visitor(variant).get('/api/stores/?regionId=14')).json<StoreSearchResult>();
        expect({ brand, ids: sorted(listed.stores) }).toEqual({ brand, ids: await pickupIds(chain) });
        expect(listed.stores.filter((store) => !store.name.includes(CHAIN_NAME[chain]!))).toEqual([]);
      } finally {
        await variant.close();
      }
    }
  });

  test("pharmacies holding products (the map with goods, a product's stock by pharmacy, the booking choice) are the chain's", async () => {
    const { product_id: productId } = await stockedProduct(store.database.db, 1, [], 'ozerki');
    const samson = new Set(await pickupIds('samson'));

    const everyOne = (
      await (await visitorOf(store.app)).post('/api/stores', { products: [{ id: productId, quantity: 1 }], showAll: 1 })
    ).json<StoreSearchResult>();
    expect(new Set(everyOne.stores.map((store) => store.id))).toEqual(samson);

    const byQuery = (await new Visitor(store.app).get(`/api/stores?products=${productId}`)).json<StoreSearchResult>();
    expect(byQuery.stores.filter((store) => !samson.has(store.id))).toEqual([]);

    const holding = await store.database.db.query<{ store_id: number }>(
      `SELECT s.store_id FROM stock s JOIN stores st ON st.id = s.store_id
        WHERE s.product_id = $1 AND s.quantity >= 1 AND st.region_id = 14 AND st.chain = 'samson' AND NOT st.is_dark_store
        ORDER BY s.store_id`,
      [productId],
    );
    const booking = (
      await (await visitorOf(store.app)).post('/api/stores', { products: [{ id: productId, quantity: 1 }], inStock: 1 })
    ).json<StoreSearchResult>();
    expect(sorted(booking.stores)).toEqual(holding.rows.map((row) => row.store_id));

    const byStore = await (
      await visitorOf(store.app)
    ).post('/api/delivery/products-by-store', {
      storeId: await foreignStore(),
      productIds: [productId],
    });
    expect(byStore.statusCode).toBe(404);
    expect(byStore.json<ApiErrorBody>().error).toBe('store_not_found');
  });

  test("another chain's pharmacy is not found: its page, reviews, pickup choice and basket there", async () => {
    const storeId = await foreignStore();
    const visitor = await visitorOf(store.app);
    for (const url of [`/api/stores/${storeId}`, `/api/stores/${storeId}/review`]) {
      const response = await visitor.get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.json<ApiErrorBody>()).toEqual({ error: 'not_found', message: 'Аптека не найдена.' });
    }
    const chosen = await visitor.post('/api/delivery/set-store', { storeId, isSet: true });
    expect(chosen.statusCode).toBe(404);
    expect(chosen.json<ApiErrorBody>().error).toBe('store_not_found');
    expect((await visitor.get(`/api/delivery/availability-by-store?storeId=${storeId}`)).statusCode).toBe(404);

    // A pharmacy of Озерки left in a session (chosen in another store) is no pickup pharmacy here.
    const ozerki = await buildTestApp(store.database.db, { brand: 'ozerki' });
    try {
      const shared = await visitorOf(ozerki);
      expect((await shared.post('/api/delivery/set-store', { storeId, isSet: true })).statusCode).toBe(200);
      const here = new Visitor(store.app);
      here.cookies.set('sid', shared.cookies.get('sid')!);
      expect((await here.get('/api/delivery/')).json<{ store: Store | null }>().store).toBeNull();
    } finally {
      await ozerki.close();
    }
  });

  test("booking and a pickup order at another chain's pharmacy are refused with a 422, nothing taken", async () => {
    const foreign = await stockedProduct(store.database.db, 3, [], 'ozerki');
    const before = await stockOf(store.database.db, foreign.store_id, foreign.product_id);
    const visitor = new Visitor(store.app);
    await visitor.get('/api/cart/');

    const booking = await visitor.post('/api/booking', {
      idempotencyKey: newKey(),
      store: foreign.store_id,
      productId: foreign.product_id,
      quantity: 1,
      name: 'Пётр',
      phone: '+7 916 000-11-22',
      personalDataConsent: true,
    });
    expect(booking.statusCode).toBe(422);
    expect(booking.json<ApiErrorBody>()).toEqual({
      error: 'store_unavailable',
      message: 'Эта аптека не принимает заказы в выбранном городе.',
    });

    await visitor.post('/api/cart/', { productId: foreign.product_id, quantity: 1 });
    const order = await visitor.post('/api/orders/', pickupOrder(foreign.store_id));
    expect(order.statusCode).toBe(422);
    expect(order.json<ApiErrorBody>().error).toBe('store_unavailable');
    expect((await visitor.get('/api/cart/')).json<Cart>().count).toBe(1);
    expect(await stockOf(store.database.db, foreign.store_id, foreign.product_id)).toBe(before);
  });

  test("a placed pickup order cannot move to another chain's pharmacy", async () => {
    const own = await stockedProduct(store.database.db, 3);
    const visitor = new Visitor(store.app);
    await visitor.get('/api/cart/');
    await visitor.post('/api/cart/', { productId: own.product_id, quantity: 1 });
    const placed = await visitor.post('/api/orders/', pickupOrder(own.store_id));
    expect(placed.statusCode).toBe(201);
    const { order } = placed.json<PlacedOrder>();
    const moved = await visitor.request({
      method: 'PUT',
      url: `/api/orders/${order.id}/delivery`,
      payload: { storeId: await foreignStore() },
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json<ApiErrorBody>().error).toBe('store_unavailable');
  });

  test("a courier order is served from the chain's shelves, even when another chain's holds more", async () => {
    const own = await stockedProduct(store.database.db, 3);
    const [rival] = await pickupIds('ozerki');
    await store.database.db.query(
      `INSERT INTO stock (store_id, product_id, quantity) VALUES ($1, $2, 999)
       ON CONFLICT (store_id, product_id) DO UPDATE SET quantity = 999`,
      [rival, own.product_id],
    );
    const visitor = await visitorOf(store.app);
    await visitor.post('/api/cart/', { productId: own.product_id, quantity: 1 });
    const courier = await visitor.post('/api/delivery/set-courier', {
      isSet: true,
      address: { address: 'Москва, Тверская ул.', house: '1', flat: '5' },
    });
    expect(courier.statusCode).toBe(200);
    const { slots } = (await visitor.get('/api/delivery/timeslots')).json<TimeSlotList>();
    const placed = await visitor.post('/api/orders/', {
      ...pickupOrder(0),
      storeId: undefined,
      receivingMethod: 'deliverycourier',
      timeSlot: slots[0]!.id,
    });
    expect(placed.statusCode).toBe(201);
    const { rows } = await store.database.db.query<{ chain: string }>(
      'SELECT st.chain FROM order_items oi JOIN stores st ON st.id = oi.store_id WHERE oi.order_id = $1',
      [placed.json<PlacedOrder>().order.id],
    );
    expect(rows).toEqual([{ chain: 'samson' }]);
    expect(await stockOf(store.database.db, rival!, own.product_id)).toBe(999);
  });

  test("the sitemap names the chain's pharmacies only", async () => {
    const response = await new Visitor(store.app).get('/sitemaps/pharmacies.xml');
    expect(response.statusCode).toBe(200);
    const ids = [...response.body.matchAll(/\/pharmacies\/(\d+)</g)].map((match) => Number(match[1]));
    const samson = new Set(
      (
        await store.database.db.query<{ id: number }>(
          "SELECT id FROM stores WHERE chain = 'samson' AND NOT is_dark_store",
        )
      ).rows.map((row) => row.id),
    );
    expect(ids.length).toBe(samson.size);
    expect(ids.filter((id) => !samson.has(id))).toEqual([]);
  });
});
