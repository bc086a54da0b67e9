import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FavoriteAddress } from '@apteka/contracts';
import {
  CourierAddressInputSchema,
  DeleteFavoriteAddressBodySchema,
  FavoriteAddressListSchema,
  FavoriteAddressQuerySchema,
  FavoriteAddressSchema,
} from '@apteka/contracts/schemas';
import { HttpError } from '../../platform/errors';
import {
  addFavoriteAddress,
  deleteFavoriteAddress,
  listFavoriteAddresses,
  type FavoriteAddressRow,
} from './favorite-addresses-repository';
import { findRegion } from '../regions/regions-repository';
import { normalizeCourierAddress } from './courier-address';
import { requireCustomer } from './delivery-state';
import { sessionRegion } from './location';
import { defaultRegionId } from '../../platform/session/session-data';
import { errorResponses } from '../../platform/http/error-responses';

const xsrf = [{ xsrf: [] }];

export const addressesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const regionNames = new Map<number, string>();
  async function toFavorite(row: FavoriteAddressRow): Promise<FavoriteAddress> {
    if (!regionNames.has(row.region_id))
      regionNames.set(row.region_id, (await findRegion(app.db, row.region_id))?.region.name ?? '');
    const city = regionNames.get(row.region_id) ?? '';
    return {
      id: row.id,
      regionId: row.region_id,
      address: row.address,
      addressStructure: {
        region_with_type: `г ${city}`,
        city_with_type: `г ${city}`,
        street_with_type: null,
        house: row.address.house,
        flat: row.address.flat,
      },
    };
  }

  app.get(
    '/addresses/favorites',
    {
      schema: {
        tags: ['addresses'],
        summary: "The signed-in shopper's favourite courier addresses, optionally of one region",
        querystring: FavoriteAddressQuerySchema,
        response: { 200: FavoriteAddressListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { data } = await request.session();
      const customerId = requireCustomer(data, 'увидеть сохранённые адреса');
      const rows = await listFavoriteAddresses(app.db, customerId, request.query.regionId ?? null);
      return Promise.all(rows.map(toFavorite));
    },
  );

  app.put(
    '/addresses/favorites',
    {
      schema: {
        tags: ['addresses'],
        summary: "Save a courier address among the shopper's favourites (in the session's region)",
        security: xsrf,
        body: CourierAddressInputSchema,
        response: { 201: FavoriteAddressSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { data } = await request.session();
      const customerId = requireCustomer(data, 'сохранять адреса');
      const region = await sessionRegion(app.db, data, defaultRegionId(app.appConfig.brand));
      const address = await normalizeCourierAddress(app.db, request.body, region);
      const row = await addFavoriteAddress(app.db, customerId, region.region.id, address);
      return reply.code(201).send(await toFavorite(row));
    },
  );

  app.delete(
    '/addresses/favorites',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Remove a favourite address',
        security: xsrf,
        body: DeleteFavoriteAddressBodySchema,
        response: { 200: FavoriteAddressListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { data } = await request.session();
      const customerId = requireCustomer(data, 'удалять сохранённые адреса');
      if (!(await deleteFavoriteAddress(app.db, customerId, request.body.id))) {
        throw new HttpError(404, 'address_not_found', 'Такого сохранённого адреса нет.');
      }
      return Promise.all((await listFavoriteAddresses(app.db, customerId, null)).map(toFavorite));
    },
  );
};
