import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { StoreWithAvailability } from '@apteka/contracts';
import {
  FavoriteToggleBodySchema,
  FavoriteToggleResultSchema,
  IdParamsSchema,
  StoreReviewBodySchema,
  StoreReviewListSchema,
  StoreReviewSchema,
  StoreSchema,
  StoreSearchBodySchema,
  StoreSearchQuerySchema,
  StoreSearchResultSchema,
} from '@apteka/contracts/schemas';
import { HttpError, notFound } from '../../platform/errors';
import { setFavoriteStore } from '../delivery/favorite-addresses-repository';
import { findRegion } from '../regions/regions-repository';
import { addStoreReview, listStoreReviews } from './store-reviews-repository';
import { findStore, isFavoriteStore, searchStores } from './stores-repository';
import { assertProductsExist, basketAcrossStores, type WantedProduct } from './availability';
import { basketWanted, requireCustomer } from '../delivery/delivery-state';
import type { SessionData } from '../../platform/session/session-data';
import { errorResponses } from '../../platform/http/error-responses';

type Flag = boolean | 0 | 1 | undefined;
const on = (flag: Flag) => flag === true || flag === 1;

interface StoreSearch {
  regionId?: number;
  wanted: WantedProduct[] | null;
  guids: string[] | null;
  showAll?: Flag;
  favorited?: Flag;
  withCart?: Flag;
  withOptics?: Flag;
  hasOpticEmail?: Flag;
  inStock?: Flag;
}

const MAX_PRODUCTS = 500;
const tooMany = () =>
  new HttpError(400, 'too_many_products', `Можно проверить не больше ${MAX_PRODUCTS} товаров за раз.`);

/** '1,2,3' -> ids; anything else is a 400 rather than a silently shorter list. */
function parseIds(joined: string): number[] {
  const parts = joined.split(',').filter(Boolean);
  if (parts.length > MAX_PRODUCTS) throw tooMany();
  return parts.map((part) => {
    const id = Number(part);
    if (!Number.isInteger(id) || id < 1 || id > 2147483647)
      throw new HttpError(400, 'validation', `Неверный код товара: ${part.slice(0, 20)}.`);
    return id;
  });
}

export const storesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function wantedFromGuids(guids: string[]): Promise<WantedProduct[]> {
    const { rows } = await app.db.query<{ id: number }>('SELECT id FROM products WHERE guid::text = ANY($1::text[])', [
      guids,
    ]);
    if (rows.length !== new Set(guids).size)
      throw new HttpError(404, 'product_not_found', 'Некоторые товары не найдены. Обновите корзину.');
    return rows.map((row) => ({ productId: row.id, quantity: 1 }));
  }

  async function search(data: SessionData, query: StoreSearch) {
    const regionId = query.regionId ?? data.regionId;
    const record = await findRegion(app.db, regionId);
    if (!record) throw new HttpError(404, 'region_not_found', 'Такой регион не найден.');
    if (on(query.favorited)) requireCustomer(data, 'увидеть избранные аптеки');

    let wanted = query.wanted;
    if (query.guids?.length) wanted = [...(wanted ?? []), ...(await wantedFromGuids(query.guids))];
    if (on(query.withCart)) wanted = [...(wanted ?? []), ...(await basketWanted(app.db, data, regionId))];
    if (wanted?.length)
      await assertProductsExist(
        app.db,
        wanted.map((w) => w.productId),
      );

    const stores = await searchStores(app.db, {
      regionId,
      selectedStoreId: data.storeId,
      customerId: data.customerId,
      favoritedOnly: on(query.favorited),
      withOptics: on(query.withOptics),
      hasOpticEmail: on(query.hasOpticEmail),
    });
    if (!wanted?.length) return { stores, isPriceVaries: false };

    const availability = await basketAcrossStores(app.db, regionId, wanted);
    let result: StoreWithAvailability[] = stores.map((store) => ({
      ...store,
      availability: availability.get(store.id),
    }));
    if (on(query.inStock))
      result = result.filter(
        (store) => store.availability && store.availability.available === store.availability.total,
      );
    else if (!on(query.showAll)) result = result.filter((store) => (store.availability?.available ?? 0) > 0);
    // The pharmacies with the most of the basket first, then the cheaper ones.
    result.sort(
      (a, b) =>
        (b.availability?.available ?? 0) - (a.availability?.available ?? 0) ||
        (a.availability?.basketPrice ?? 0) - (b.availability?.basketPrice ?? 0) ||
        a.name.localeCompare(b.name, 'ru'),
    );
    const prices = new Set(result.map((store) => store.availability?.basketPrice));
    return { stores: result, isPriceVaries: prices.size > 1 };
  }

  app.get(
    '/stores',
    {
      schema: {
        tags: ['stores'],
        summary: "Pharmacies of a region (the session's by default), optionally with the availability of products",
        description: 'products: ids joined by commas; guids: product guids joined by commas; flags as 1/0.',
        querystring: StoreSearchQuerySchema,
        response: { 200: StoreSearchResultSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { data } = await request.session();
      const { products, guids, ...flags } = request.query;
      const ids = products ? parseIds(products) : null;
      const guidList = guids ? guids.split(',').filter(Boolean) : null;
      if (guidList && guidList.length > MAX_PRODUCTS) throw tooMany();
      if (guidList?.some((guid) => !/^[0-9a-f-]{36}$/i.test(guid)))
        throw new HttpError(400, 'validation', 'Неверный код товара.');
      return search(data, {
        ...flags,
        wanted: ids?.map((productId) => ({ productId, quantity: 1 })) ?? null,
        guids: guidList,
      });
    },
  );

  app.post(
    '/stores',
    {
      schema: {
        tags: ['stores'],
        summary: 'Pharmacies of a region with how much of the given products (or the basket) each has and its price',
        security: [{ xsrf: [] }],
        body: StoreSearchBodySchema,
        response: { 200: StoreSearchResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { data } = await request.session();
      const { products, guids, ...flags } = request.body;
      const merged = new Map<number, number>();
      for (const line of products ?? []) merged.set(line.id, (merged.get(line.id) ?? 0) + (line.quantity ?? 1));
      const wanted = [...merged].map(([productId, quantity]) => ({ productId, quantity }));
      return search(data, { ...flags, wanted: wanted.length ? wanted : null, guids: guids ?? null });
    },
  );

  app.get(
    '/stores/:id',
    {
      schema: {
        tags: ['stores'],
        summary: 'One pharmacy',
        params: IdParamsSchema,
        response: { 200: StoreSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { data } = await request.session();
      const store = await findStore(app.db, request.params.id, data.storeId);
      if (!store) throw notFound('Аптека не найдена.');
      return { ...store, isFavorite: await isFavoriteStore(app.db, data.customerId, store.id) };
    },
  );

  app.get(
    '/stores/:id/review',
    {
      schema: {
        tags: ['stores'],
        summary: "A pharmacy's reviews, newest first, with the average rating",
        params: IdParamsSchema,
        response: { 200: StoreReviewListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      if (!(await findStore(app.db, request.params.id, null))) throw notFound('Аптека не найдена.');
      return listStoreReviews(app.db, request.params.id);
    },
  );

  app.post(
    '/stores/:id/review',
    {
      schema: {
        tags: ['stores'],
        summary: 'Review a pharmacy (signed-in shoppers)',
        security: [{ xsrf: [] }],
        params: IdParamsSchema,
        body: StoreReviewBodySchema,
        response: { 201: StoreReviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { data } = await request.session();
      const customerId = requireCustomer(data, 'оставить отзыв');
      if (!(await findStore(app.db, request.params.id, null))) throw notFound('Аптека не найдена.');
      const review = await addStoreReview(app.db, {
        storeId: request.params.id,
        customerId,
        author: 'Покупатель',
        rating: request.body.rating,
        text: request.body.text.trim(),
      });
      return reply.code(201).send(review);
    },
  );

  const toggle = async (request: FastifyRequest, storeId: number | undefined, isFavorite: boolean) => {
    const { data } = await request.session();
    const customerId = requireCustomer(data, 'добавлять аптеки в избранное');
    if (storeId === undefined) throw new HttpError(400, 'validation', 'Не указана аптека.');
    if (!(await findStore(app.db, storeId, null))) throw notFound('Аптека не найдена.');
    const favoritesCount = await setFavoriteStore(app.db, customerId, storeId, isFavorite);
    return { id: storeId, isFavorite, favoritesCount };
  };
  const toggleSchema = {
    tags: ['stores'],
    summary: 'Add a pharmacy to favourites or remove it (signed-in shoppers)',
    security: [{ xsrf: [] }],
    body: FavoriteToggleBodySchema,
    response: { 200: FavoriteToggleResultSchema, ...errorResponses(400, 401, 403, 404) },
  };
  app.put('/stores/:id/favorite', { schema: { ...toggleSchema, params: IdParamsSchema } }, async (request) =>
    toggle(request, request.params.id, request.body.isFavorite),
  );
  app.put('/stores/favorite', { schema: toggleSchema }, async (request) =>
    toggle(request, request.body.id, request.body.isFavorite),
  );
};
