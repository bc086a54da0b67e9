import type { ApiErrorBody, CheckFavoriteResult, FavoriteProductResult, ProductCard } from '@apteka/contracts';
import { engineForRoutes, useCatalogueApp, Visitor } from '../support/test-app';

describe.each(engineForRoutes)('favourite products of a signed-in shopper (%s)', (engine) => {
  const ctx = useCatalogueApp(engine);
  let nextCustomer = 7000;

  const productIds = async (limit: number) =>
    (
      await ctx.database.db.query<{ id: number; guid: string }>(
        'SELECT id, guid::text AS guid FROM products ORDER BY id LIMIT $1',
        [limit],
      )
    ).rows;

  /** A visitor with a session and a CSRF token; signed in as a fresh customer unless asked otherwise. */
  async function visitor({ signedIn = true } = {}) {
    const v = new Visitor(ctx.app);
    await v.get('/api/layout/location');
    if (signedIn) {
      await ctx.database.db.query(
        `UPDATE sessions SET data = data || jsonb_build_object('customerId', $2::int) WHERE id = $1`,
        [v.cookies.get('sid'), ++nextCustomer],
      );
    }
    return v;
  }

  const put = (v: Visitor, payload: unknown) =>
    v.request({ method: 'PUT', url: '/api/customer/favorite-products', payload: payload as Record<string, unknown> });

  test('an anonymous shopper gets a 401 with a Russian message from every favourite endpoint', async () => {
    const anonymous = await visitor({ signedIn: false });
    const [product] = await productIds(1);
    for (const response of [
      await anonymous.get('/api/customer/favorite-products'),
      await put(anonymous, { productId: product!.id, isFavorite: true }),
      await anonymous.get(`/api/customer/check-favorite?productGuids=${product!.id}`),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json<ApiErrorBody>()).toEqual({
        error: 'auth_required',
        message: expect.stringMatching(/^Войдите в личный кабинет, чтобы .*товар/),
      });
    }
  });

  test('adding and removing report the new count; the check and the list follow', async () => {
    const shopper = await visitor();
    const [a, b, c] = await productIds(3);

    expect((await put(shopper, { productId: a!.id, isFavorite: true })).json<FavoriteProductResult>()).toEqual({
      productId: a!.id,
      isFavorite: true,
      favoritesCount: 1,
    });
    expect(
      (await put(shopper, { productId: b!.id, isFavorite: true })).json<FavoriteProductResult>().favoritesCount,
    ).toBe(2);
    // adding twice keeps one
    expect(
      (await put(shopper, { productId: b!.id, isFavorite: true })).json<FavoriteProductResult>().favoritesCount,
    ).toBe(2);

    const check = await shopper.get(`/api/customer/check-favorite?productGuids=${a!.id},${b!.id},${c!.id}`);
    expect(check.statusCode).toBe(200);
    expect(check.json<CheckFavoriteResult>()).toEqual({ favoriteIds: [a!.id, b!.id].sort((x, y) => x - y) });
    const byGuid = await shopper.get(`/api/customer/check-favorite?productGuids=${b!.guid},${c!.guid}`);
    expect(byGuid.json<CheckFavoriteResult>()).toEqual({ favoriteIds: [b!.id] });

    const list = await shopper.get('/api/customer/favorite-products');
    expect(list.statusCode).toBe(200);
    const items = list.json<{ items: ProductCard[] }>().items;
    expect(items.map((item) => item.id).sort((x, y) => x - y)).toEqual([a!.id, b!.id].sort((x, y) => x - y));
    expect(items[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        availability: expect.objectContaining({ status: expect.any(String) }),
      }),
    );

    expect((await put(shopper, { productId: a!.id, isFavorite: false })).json<FavoriteProductResult>()).toEqual({
      productId: a!.id,
      isFavorite: false,
      favoritesCount: 1,
    });
    expect(
      (await shopper.get(`/api/customer/check-favorite?productGuids=${a!.id},${b!.id}`)).json<CheckFavoriteResult>(),
    ).toEqual({ favoriteIds: [b!.id] });
  });

  test("one shopper's favourites are not another's", async () => {
    const [a] = await productIds(1);
    const first = await visitor();
    const second = await visitor();
    await put(first, { productId: a!.id, isFavorite: true });
    expect(
      (await second.get(`/api/customer/check-favorite?productGuids=${a!.id}`)).json<CheckFavoriteResult>(),
    ).toEqual({ favoriteIds: [] });
    expect((await second.get('/api/customer/favorite-products')).json<{ items: ProductCard[] }>()).toEqual({
      items: [],
    });
  });

  test('an unknown product is a 404; bad input is a 400 with a Russian message', async () => {
    const shopper = await visitor();
    const unknown = await put(shopper, { productId: 999999999, isFavorite: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiErrorBody>().message).toBe('Товар не найден.');

    const bad = [
      await put(shopper, { productId: 'abc', isFavorite: true }),
      await put(shopper, { productId: 1 }),
      await put(shopper, { productId: 1, isFavorite: true, extra: 1 }),
      await shopper.get('/api/customer/check-favorite'),
      await shopper.get('/api/customer/check-favorite?productGuids='),
      await shopper.get('/api/customer/check-favorite?productGuids=1,abc'),
      await shopper.get(
        `/api/customer/check-favorite?productGuids=${Array.from({ length: 501 }, (_, i) => i + 1).join(',')}`,
      ),
    ];
    for (const response of bad) {
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().message).toMatch(/[А-Яа-яЁё]/);
    }
  });

  test('a change without the CSRF token is refused', async () => {
    const shopper = await visitor();
    const [a] = await productIds(1);
    const response = await shopper.request({
      method: 'PUT',
      url: '/api/customer/favorite-products',
      payload: { productId: a!.id, isFavorite: true },
      csrf: false,
    });
    expect(response.statusCode).toBe(403);
  });
});
