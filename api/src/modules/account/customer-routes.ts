import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EMPTY_CUSTOMER as ANONYMOUS_CUSTOMER } from '@apteka/contracts';
import {
  CheckFavoriteQuerySchema,
  CheckFavoriteResultSchema,
  FavoriteProductBodySchema,
  FavoriteProductResultSchema,
  ProductCardListSchema,
  UserStateSchema,
} from '@apteka/contracts/schemas';
import { HttpError, notFound } from '../../platform/errors';
import {
  favoriteProductIdsAmong,
  listFavoriteProducts,
  setFavoriteProduct,
} from '../delivery/favorite-addresses-repository';
import { requireCustomer } from '../delivery/delivery-state';
import { errorResponses } from '../../platform/http/error-responses';

const MAX_CHECKED = 500;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 'productGuids=12,0000…-…' -> ids and guids; a part that is neither is a 400 rather than silently skipped. */
function parseProductKeys(joined: string): { ids: number[]; guids: string[] } {
  const parts = joined
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) throw new HttpError(400, 'validation', 'Не указаны товары.');
  if (parts.length > MAX_CHECKED)
    throw new HttpError(400, 'too_many_products', `Можно проверить не больше ${MAX_CHECKED} товаров за раз.`);
  const keys = { ids: [] as number[], guids: [] as string[] };
  for (const part of parts) {
    const id = Number(part);
    if (/^\d{1,10}$/.test(part) && id >= 1 && id <= 2147483647) keys.ids.push(id);
    else if (GUID.test(part)) keys.guids.push(part.toLowerCase());
    else throw new HttpError(400, 'validation', `Неверный код товара: ${part.slice(0, 40)}.`);
  }
  return keys;
}

export const customerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/customer',
    {
      schema: {
        tags: ['customer'],
        summary: 'Who the visitor is (anonymous until login exists)',
        response: { 200: UserStateSchema },
      },
    },
    async (request) => {
      const { data } = await request.session();
      // Log-in is not built yet: every session is anonymous.
      return {
        basketId: data.basketId,
        bonus: null,
        isAuthenticated: false,
        hasEighteen: false,
        customer: ANONYMOUS_CUSTOMER,
      };
    },
  );

  app.get(
    '/customer/favorite-products',
    {
      schema: {
        tags: ['customer'],
        summary: "The signed-in shopper's favourite products as cards of the session's region, the latest first",
        response: { 200: ProductCardListSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { data } = await request.session();
      const customerId = requireCustomer(data, 'увидеть избранные товары');
      return {
        items: await listFavoriteProducts(app.db, customerId, { regionId: data.regionId, mode: data.deliveryMode }),
      };
    },
  );

  app.put(
    '/customer/favorite-products',
    {
      schema: {
        tags: ['customer'],
        summary: 'Add a product to favourites or remove it (signed-in shoppers)',
        security: [{ xsrf: [] }],
        body: FavoriteProductBodySchema,
        response: { 200: FavoriteProductResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { data } = await request.session();
      const customerId = requireCustomer(data, 'добавлять товары в избранное');
      const { productId, isFavorite } = request.body;
      const { rows } = await app.db.query('SELECT 1 FROM products WHERE id = $1', [productId]);
      if (rows.length === 0) throw notFound('Товар не найден.');
      const favoritesCount = await setFavoriteProduct(app.db, customerId, productId, isFavorite);
      return { productId, isFavorite, favoritesCount };
    },
  );

  app.get(
    '/customer/check-favorite',
    {
      schema: {
        tags: ['customer'],
        summary: 'Which of the given products (ids or guids) are among the shopper’s favourites',
        querystring: CheckFavoriteQuerySchema,
        response: { 200: CheckFavoriteResultSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { data } = await request.session();
      const customerId = requireCustomer(data, 'увидеть избранные товары');
      return {
        favoriteIds: await favoriteProductIdsAmong(app.db, customerId, parseProductKeys(request.query.productGuids)),
      };
    },
  );
};
