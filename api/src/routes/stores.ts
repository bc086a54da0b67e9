import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParamsSchema, StoreListQuerySchema, StoreListSchema, StoreSchema } from '@apteka/contracts/schemas';
import { HttpError, notFound } from '../http-error';
import { findRegion } from '../repositories/regions-repository';
import { findStore, listStores } from '../repositories/stores-repository';
import { errorResponses } from './error-responses';

export const storesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/stores',
    {
      schema: {
        tags: ['stores'],
        summary: "Pharmacies of a region (the session's by default)",
        querystring: StoreListQuerySchema,
        response: { 200: StoreListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { data } = await request.session();
      const regionId = request.query.regionId ?? data.regionId;
      if (!(await findRegion(app.db, regionId))) throw new HttpError(404, 'region_not_found', 'Такой регион не найден.');
      return { stores: await listStores(app.db, regionId, data.storeId), isPriceVaries: false };
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
      return store;
    },
  );
};
