import type { FastifyInstance } from 'fastify';
import type {
  AddressSuggestionList,
  ApiErrorBody,
  BasketAvailability,
  DeliveryCostRules,
  DeliveryState,
  FavoriteAddress,
  ProductAvailability,
  RegionDetection,
  StoreSearchResult,
  TimeSlotList,
} from '@apteka/contracts';
import { buildTestApp, engineForRoutes, openCatalogueDatabase, type TestDatabase, Visitor } from '../support/test-app';

describe.each(engineForRoutes)('delivery, addresses and region detection (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openCatalogueDatabase(engine);
    app = await buildTestApp(database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const one = async <T>(sql: string, params: unknown[] = []) => (await database.db.query<T>(sql, params)).rows[0]!;
  const moscowStore = () =>
    one<{ id: number }>(
      "SELECT id FROM stores WHERE region_id = 14 AND chain = 'samson' AND NOT is_dark_store ORDER BY id LIMIT 1",
    );

  /** Products a Moscow pharmacy has and has not, both priced in Moscow and without prescription. */
  async function productsOf(storeId: number) {
    const has = await database.db.query<{ id: number }>(
      `SELECT p.id FROM products p JOIN stock s ON s.product_id = p.id AND s.store_id = $1 AND s.quantity > 0
         JOIN product_prices pr ON pr.product_id = p.id AND pr.region_id = 14
        WHERE NOT p.is_prescription ORDER BY p.id LIMIT 3`,
      [storeId],
    );
    const lacks = await one<{ id: number }>(
      `SELECT p.id FROM products p WHERE NOT EXISTS (SELECT 1 FROM stock s WHERE s.product_id = p.id AND s.store_id = $1 AND s.quantity > 0)
        ORDER BY p.id LIMIT 1`,
      [storeId],
    );
    return { has: has.rows.map((row) => row.id), lacks: lacks.id };
  }

  /** A visitor whose first GET gave it a session and a CSRF token. */
  async function newVisitor() {
    const visitor = new Visitor(app);
    await visitor.get('/api/layout/location');
    return visitor;
  }

  async function signIn(visitor: Visitor, customerId: number) {
    await visitor.get('/api/layout/location');
    await database.db.query(
      `UPDATE sessions SET data = data || jsonb_build_object('customerId', $2::int) WHERE id = $1`,
      [visitor.cookies.get('sid'), customerId],
    );
  }

  async function fillBasket(visitor: Visitor, productIds: number[]) {
    const cart = (await visitor.get('/api/cart')).json<{ id: string }>();
    for (const id of productIds) {
      await database.db.query('INSERT INTO basket_items (basket_id, product_id, quantity) VALUES ($1::uuid, $2, 1)', [
        cart.id,
        id,
      ]);
    }
  }

  const address = {
    address: 'г. Москва, ул. Тверская, д. 7',
    house: '7',
    flat: '12',
    entrance: '2',
    floor: '5',
    intercom: '12К',
    comment: 'Позвонить за час',
  };

  test('pickup and courier switches persist in the session and GET /delivery reports them', async () => {
    const visitor = await newVisitor();
    const initial = (await visitor.get('/api/delivery')).json<DeliveryState>();
    expect(initial.delivery).toMatchObject({ id: 'deliverypickup', isPickup: true });

    const courier = await visitor.post('/api/delivery/set-courier', { isSet: true, address, withTimeslots: true });
    expect(courier.statusCode).toBe(200);
    const state = courier.json<DeliveryState>();
    expect(state.delivery).toMatchObject({
      id: 'deliverycourier',
      isCourier: true,
      address: { house: '7', flat: '12', intercom: '12К' },
    });
    expect(state.timeslots?.slots.length).toBeGreaterThan(0);
    expect((await visitor.get('/api/delivery')).json<DeliveryState>().delivery.isCourier).toBe(true);

    const back = (await visitor.post('/api/delivery/set-pickup', { isSet: true })).json<DeliveryState>();
    expect(back.delivery.isPickup).toBe(true);
  });

  test('drops the flat when the shopper marks that it does not apply; isSet false saves nothing', async () => {
    const visitor = await newVisitor();
    const preview = (
      await visitor.post('/api/delivery/set-courier', { isSet: false, address: { ...address, noFlat: true } })
    ).json<DeliveryState>();
    expect(preview.delivery.address).toMatchObject({ house: '7', flat: null });
    expect((await visitor.get('/api/delivery')).json<DeliveryState>().delivery.isPickup).toBe(true);
  });

  test('refuses an address without a house, bad coordinates, another region and a region without couriers', async () => {
    const visitor = await newVisitor();
    const noHouse = await visitor.post('/api/delivery/set-courier', {
      address: { address: 'г. Москва, ул. Тверская' },
    });
    expect(noHouse.statusCode).toBe(400);
    expect(noHouse.json<ApiErrorBody>().error).toBe('address_without_house');
    const badLat = await visitor.post('/api/delivery/set-courier', { address: { ...address, lat: 95, lon: 37 } });
    expect(badLat.statusCode).toBe(400);
    const otherRegion = await visitor.post('/api/delivery/set-courier', {
      address: { ...address, region: 'Ленинградская обл' },
    });
    expect(otherRegion.statusCode).toBe(409);
    expect(otherRegion.json<ApiErrorBody>().error).toBe('address_other_region');
    const oblast = await visitor.post('/api/delivery/set-courier', {
      address: { ...address, region: 'Московская обл.' },
    });
    expect(oblast.statusCode).toBe(200);

    const noCourier = await one<{ id: number }>(
      'SELECT id FROM regions WHERE NOT has_courier_delivery AND NOT disabled LIMIT 1',
    );
    await visitor.post('/api/delivery/update-region', { regionId: noCourier.id });
    const refused = await visitor.post('/api/delivery/set-courier', { isSet: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>().error).toBe('courier_unavailable');
  });

  test('courier is never offered for a basket with a prescription product', async () => {
    const visitor = await newVisitor();
    const rx = await one<{ id: number }>('SELECT id FROM products WHERE is_prescription ORDER BY id LIMIT 1');
    await fillBasket(visitor, [rx.id]);
    const refused = await visitor.post('/api/delivery/set-courier', { isSet: true, address });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>().error).toBe('courier_prescription');
  });

  test('set-store selects a pharmacy of the region and refuses unknown or foreign ones', async () => {
    const visitor = await newVisitor();
    const store = await moscowStore();
    const chosen = (
      await visitor.post('/api/delivery/set-store', { storeId: store.id, isSet: true })
    ).json<DeliveryState>();
    expect(chosen.store).toMatchObject({ id: store.id, isSelected: true });
    const list = (await visitor.get('/api/stores')).json<StoreSearchResult>();
    expect(list.stores.filter((s) => s.isSelected).map((s) => s.id)).toEqual([store.id]);

    expect((await visitor.post('/api/delivery/set-store', { storeId: 999999 })).statusCode).toBe(404);
    const spb = await one<{ id: number }>(
      "SELECT id FROM stores WHERE region_id = 27 AND chain = 'samson' AND NOT is_dark_store LIMIT 1",
    );
    const foreign = await visitor.post('/api/delivery/update-store', { storeId: spb.id });
    expect(foreign.statusCode).toBe(409);
    expect((await visitor.post('/api/delivery/set-store', { storeId: 'abc' })).statusCode).toBe(400);
  });

  test('products-by-store and products-by-address report each product; bad input is a 4xx', async () => {
    const visitor = await newVisitor();
    const store = await moscowStore();
    const { has, lacks } = await productsOf(store.id);
    const byStore = await visitor.post('/api/delivery/products-by-store', {
      storeId: store.id,
      productIds: [...has, lacks],
    });
    expect(byStore.statusCode).toBe(200);
    const items = byStore.json<{ items: ProductAvailability[] }>().items;
    expect(items.map((i) => i.productId)).toEqual([...has, lacks]);
    expect(items.slice(0, has.length).map((i) => [i.status, i.statusText])).toEqual(
      has.map(() => ['in_stock', 'Есть в наличии']),
    );
    expect(items.at(-1)!.status).toBe('not_available');

    const byAddress = await visitor.post('/api/delivery/products-by-address', { address, productIds: has });
    expect(byAddress.statusCode).toBe(200);
    expect(byAddress.json<{ items: ProductAvailability[] }>().items).toHaveLength(has.length);

    const tenThousand = Array.from({ length: 10_000 }, (_, i) => i + 1);
    const huge = await visitor.post('/api/delivery/products-by-store', { storeId: store.id, productIds: tenThousand });
    // 10,000 ids fit in the body limit; the schema's bound on how many ids one request may check refuses them.
    expect(huge.statusCode).toBe(400);
    expect(huge.json<ApiErrorBody>()).toEqual({
      error: 'validation',
      message: 'Некорректное значение поля «productIds» в теле запроса.',
    });
    expect(
      (await visitor.post('/api/delivery/products-by-store', { storeId: 999999, productIds: has })).statusCode,
    ).toBe(404);
    expect(
      (await visitor.post('/api/delivery/products-by-store', { storeId: store.id, productIds: [99999999] })).statusCode,
    ).toBe(404);
    const noHouse = await visitor.post('/api/delivery/products-by-address', {
      address: { address: 'ул. Тверская' },
      productIds: has,
    });
    expect(noHouse.statusCode).toBe(400);
  });

  test('availability-by-store and -by-address answer for the session basket', async () => {
    const visitor = await newVisitor();
    const store = await moscowStore();
    const { has, lacks } = await productsOf(store.id);
    await fillBasket(visitor, [...has, lacks]);
    expect((await visitor.get('/api/delivery/availability-by-store')).statusCode).toBe(400);
    const byStore = (
      await visitor.get(`/api/delivery/availability-by-store?storeId=${store.id}`)
    ).json<BasketAvailability>();
    expect(byStore).toMatchObject({
      total: has.length + 1,
      available: has.length,
      label: `${has.length} из ${has.length + 1}`,
    });

    expect((await visitor.get('/api/delivery/availability-by-address')).statusCode).toBe(409);
    await visitor.post('/api/delivery/set-courier', { isSet: true, address });
    const byAddress = (await visitor.get('/api/delivery/availability-by-address')).json<BasketAvailability>();
    expect(byAddress.total).toBe(has.length + 1);
  });

  test('POST /stores answers for every pharmacy in one go: label, basket price and isPriceVaries', async () => {
    const visitor = await newVisitor();
    const store = await moscowStore();
    const { has, lacks } = await productsOf(store.id);
    const response = await visitor.post('/api/stores', {
      products: [...has, lacks].map((id) => ({ id, quantity: 1 })),
      showAll: 1,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<StoreSearchResult>();
    const pharmacies = await one<{ n: number }>(
      "SELECT count(*)::int AS n FROM stores WHERE region_id = 14 AND chain = 'samson' AND NOT is_dark_store",
    );
    expect(body.stores).toHaveLength(pharmacies.n);
    const mine = body.stores.find((s) => s.id === store.id)!;
    expect(mine.availability).toMatchObject({
      total: has.length + 1,
      available: has.length,
      label: `${has.length} из ${has.length + 1}`,
      isPriceVaries: true,
    });
    const prices = await one<{ sum: number }>(
      'SELECT sum(coalesce(special, base))::int AS sum FROM product_prices WHERE region_id = 14 AND product_id = ANY($1::int[])',
      [has],
    );
    expect(mine.availability!.basketPrice).toBe(prices.sum);
    const counts = body.stores.map((s) => s.availability!.available);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(body.stores.length).toBeGreaterThan(0);
    for (const s of body.stores) {
      const a = s.availability!;
      expect(a.label).toBe(
        a.available === a.total ? 'все товары' : a.available === 0 ? 'нет в наличии' : `${a.available} из ${a.total}`,
      );
    }

    const full = (
      await visitor.post('/api/stores', { products: has.map((id) => ({ id })), inStock: 1 })
    ).json<StoreSearchResult>();
    expect(full.stores.length).toBeGreaterThan(0);
    expect(full.stores.filter((s) => !(s.availability!.label === 'все товары'))).toEqual([]);
    expect(full.stores.map((s) => s.id)).toContain(store.id);

    expect(
      (await visitor.post('/api/stores', { products: Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1 })) }))
        .statusCode,
    ).toBeGreaterThanOrEqual(400);
    expect((await visitor.post('/api/stores', { products: [{ id: 99999999 }] })).statusCode).toBe(404);
  });

  test('GET /stores takes its query parts: products, guids, optics filters, favourites need a sign-in', async () => {
    const visitor = await newVisitor();
    const store = await moscowStore();
    const { has } = await productsOf(store.id);
    const byIds = (await visitor.get(`/api/stores?products=${has.join(',')}&showAll=1`)).json<StoreSearchResult>();
    expect(byIds.stores.length).toBeGreaterThan(0);
    expect(byIds.stores.filter((s) => !(s.availability?.total === has.length))).toEqual([]);
    const guid = await one<{ guid: string }>('SELECT guid::text AS guid FROM products WHERE id = $1', [has[0]]);
    const byGuid = (await visitor.get(`/api/stores?guids=${guid.guid}&showAll=1`)).json<StoreSearchResult>();
    expect(byGuid.stores[0]!.availability?.total).toBe(1);

    const optics = (await visitor.get('/api/stores?withOptics=true&hasOpticEmail=true')).json<StoreSearchResult>();
    const expected = await one<{ n: number }>(
      "SELECT count(*)::int AS n FROM stores WHERE region_id = 14 AND chain = 'samson' AND has_optics AND has_optic_email AND NOT is_dark_store",
    );
    expect(optics.stores).toHaveLength(expected.n);
    expect(optics.stores.length).toBeGreaterThan(0);
    expect(optics.stores.filter((s) => !(s.hasOptics && s.hasOpticEmail))).toEqual([]);

    expect((await visitor.get('/api/stores?products=1,abc')).statusCode).toBe(400);
    expect(
      (await visitor.get(`/api/stores?products=${Array.from({ length: 600 }, (_, i) => i + 1).join(',')}`)).statusCode,
    ).toBe(400);
    expect((await visitor.get('/api/stores?favorited=1')).statusCode).toBe(401);
  });

  test('favourite toggle, favourites filter and reviews', async () => {
    const visitor = await newVisitor();
    const store = await moscowStore();
    expect(
      (await visitor.request({ method: 'PUT', url: `/api/stores/${store.id}/favorite`, payload: { isFavorite: true } }))
        .statusCode,
    ).toBe(401);
    await signIn(visitor, 501);
    const added = await visitor.request({
      method: 'PUT',
      url: `/api/stores/${store.id}/favorite`,
      payload: { isFavorite: true },
    });
    expect(added.json()).toEqual({ id: store.id, isFavorite: true, favoritesCount: 1 });
    expect((await visitor.get(`/api/stores/${store.id}`)).json<{ isFavorite: boolean }>().isFavorite).toBe(true);
    const favourites = (await visitor.get('/api/stores?favorited=1')).json<StoreSearchResult>();
    expect(favourites.stores.map((s) => s.id)).toEqual([store.id]);
    const removed = await visitor.request({
      method: 'PUT',
      url: '/api/stores/favorite',
      payload: { id: store.id, isFavorite: false },
    });
    expect(removed.json()).toEqual({ id: store.id, isFavorite: false, favoritesCount: 0 });
    expect(
      (await visitor.request({ method: 'PUT', url: '/api/stores/999999/favorite', payload: { isFavorite: true } }))
        .statusCode,
    ).toBe(404);

    const before = (await visitor.get(`/api/stores/${store.id}/review`)).json<{ count: number }>();
    const review = await visitor.post(`/api/stores/${store.id}/review`, { rating: 5, text: 'Быстро собрали заказ' });
    expect(review.statusCode).toBe(201);
    const after = (await visitor.get(`/api/stores/${store.id}/review`)).json<{
      count: number;
      reviews: { text: string }[];
    }>();
    expect(after.count).toBe(before.count + 1);
    expect(after.reviews[0]!.text).toBe('Быстро собрали заказ');
    expect((await visitor.post(`/api/stores/${store.id}/review`, { rating: 9, text: 'Ну такое' })).statusCode).toBe(
      400,
    );
    expect((await visitor.get('/api/stores/999999/review')).statusCode).toBe(404);
    expect(
      (await (await newVisitor()).post(`/api/stores/${store.id}/review`, { rating: 4, text: 'Без входа' })).statusCode,
    ).toBe(401);
  });

  test('a shopper leaves at most 5 pharmacy reviews a day (the limit lives in the database)', async () => {
    const visitor = await newVisitor();
    await signIn(visitor, 779);
    const store = (await visitor.get('/api/stores')).json<StoreSearchResult>().stores[0]!;
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await visitor.post(`/api/stores/${store.id}/review`, { rating: 5, text: `Отзыв ${i}` })).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  test('favourite addresses: list by region, add, delete', async () => {
    const visitor = await newVisitor();
    expect((await visitor.get('/api/addresses/favorites')).statusCode).toBe(401);
    await signIn(visitor, 777);
    const added = await visitor.request({
      method: 'PUT',
      url: '/api/addresses/favorites',
      payload: { ...address, noFlat: true },
    });
    expect(added.statusCode).toBe(201);
    const saved = added.json<FavoriteAddress>();
    expect(saved).toMatchObject({ regionId: 14, address: { house: '7', flat: null } });
    expect(
      (await visitor.get('/api/addresses/favorites?regionId=14')).json<FavoriteAddress[]>().map((a) => a.id),
    ).toEqual([saved.id]);
    expect((await visitor.get('/api/addresses/favorites?regionId=27')).json<FavoriteAddress[]>()).toEqual([]);
    const noHouse = await visitor.request({
      method: 'PUT',
      url: '/api/addresses/favorites',
      payload: { address: 'ул. Тверская' },
    });
    expect(noHouse.statusCode).toBe(400);
    const deleted = await visitor.request({
      method: 'DELETE',
      url: '/api/addresses/favorites',
      payload: { id: saved.id },
    });
    expect(deleted.json()).toEqual([]);
    expect(
      (await visitor.request({ method: 'DELETE', url: '/api/addresses/favorites', payload: { id: saved.id } }))
        .statusCode,
    ).toBe(404);
  });

  test('time slots need courier mode with an address; cost rules per region', async () => {
    const visitor = await newVisitor();
    expect((await visitor.get('/api/delivery/timeslots')).statusCode).toBe(409);
    await visitor.post('/api/delivery/set-courier', { isSet: true, address });
    const slots = (await visitor.get('/api/delivery/timeslots')).json<TimeSlotList>();
    expect(slots.timeZone).toBe('Europe/Moscow');
    expect(slots.slots.some((s) => s.day === 'tomorrow' && s.isNight)).toBe(true);

    const rules = (await visitor.get('/api/v1/region/14/deliveryCostRules/100000')).json<DeliveryCostRules>();
    expect(rules).toMatchObject({ regionId: 14, amount: 100000, cost: 29900, freeFrom: 300000, leftToFree: 200000 });
    expect((await visitor.get('/api/v1/region/14/deliveryCostRules/300000')).json<DeliveryCostRules>().cost).toBe(0);
    expect((await visitor.get('/api/v1/region/999/deliveryCostRules/1')).statusCode).toBe(404);
    expect((await visitor.get('/api/v1/region/14/deliveryCostRules/-5')).statusCode).toBe(400);
  });

  test('address suggestions from the seeded houses and reverse geocoding', async () => {
    const visitor = await newVisitor();
    const streets = (
      await visitor.get(`/api/geo/suggest-address?q=${encodeURIComponent('Тверская')}`)
    ).json<AddressSuggestionList>();
    expect(streets.suggestions[0]).toMatchObject({ street: 'ул. Тверская', house: null });
    const houses = (
      await visitor.get(`/api/geo/suggest-address?q=${encodeURIComponent('Москва, ул. Тверская, 1')}`)
    ).json<AddressSuggestionList>();
    expect(houses.suggestions[0]).toMatchObject({ value: 'г. Москва, ул. Тверская, д. 1', house: '1', regionId: 14 });
    expect(houses.suggestions.length).toBeGreaterThan(0);
    expect(houses.suggestions.filter((s) => !s.house!.startsWith('1'))).toEqual([]);
    const spb = (
      await visitor.get(`/api/geo/suggest-address?regionId=27&q=${encodeURIComponent('Невский 2')}`)
    ).json<AddressSuggestionList>();
    expect(spb.suggestions[0]!.value).toBe('г. Санкт-Петербург, Невский пр-т, д. 2');

    const { lat, lon } = houses.suggestions[0]!;
    const reverse = await visitor.get(`/api/geo/reverse?lat=${lat}&lon=${lon}`);
    expect(reverse.json()).toMatchObject({ value: 'г. Москва, ул. Тверская, д. 1' });
    expect((await visitor.get('/api/geo/reverse?lat=91&lon=10')).statusCode).toBe(400);
    expect((await visitor.get('/api/geo/reverse?lat=0&lon=0')).statusCode).toBe(404);
    expect((await visitor.get('/api/geo/suggest-address?q=')).statusCode).toBe(400);
  });

  test('detects the region from the client IP; unknown addresses get Moscow', async () => {
    const detect = (ip: string) =>
      app.inject({ method: 'GET', url: '/api/geo/region', remoteAddress: ip }).then((r) => r.json<RegionDetection>());
    expect(await detect('198.51.100.7')).toMatchObject({ detected: true, region: { id: 27 } });
    expect(await detect('203.0.113.5')).toMatchObject({ detected: true, region: { id: 16 } });
    expect(await detect('10.1.2.3')).toMatchObject({ detected: false, region: { id: 14 } });
    expect(await detect('::1')).toMatchObject({ detected: false, region: { id: 14 } });
  });
});
