import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SINGLE_CITY_BRANDS } from '@apteka/contracts';
import { LocationSchema, UpdateRegionBodySchema } from '@apteka/contracts/schemas';
import { HttpError } from '../http-error';
import { findRegion } from '../repositories/regions-repository';
import { findStore } from '../repositories/stores-repository';
import { buildLocation } from '../services/location';
import { defaultRegionId } from '../sessions/session-data';
import { errorResponses } from './error-responses';

export const deliveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const singleCity = SINGLE_CITY_BRANDS[app.appConfig.brand];

  app.post(
    '/delivery/update-region',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Choose the delivery city',
        description: 'Resets a selected pharmacy and courier address of another city. Requires X-XSRF-TOKEN.',
        security: [{ xsrf: [] }],
        body: UpdateRegionBodySchema,
        response: { 200: LocationSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => {
      const { regionId } = request.body;
      const record = await findRegion(app.db, regionId);
      if (!record) throw new HttpError(404, 'region_not_found', 'Такой регион не найден. Выберите город из списка.');
      const { region } = record;
      if (region.disabled) {
        throw new HttpError(409, 'region_disabled', `Доставка в ${region.skloneniya.name_vin} временно недоступна. Выберите другой город.`);
      }
      if (singleCity !== undefined && region.id !== singleCity) {
        throw new HttpError(409, 'region_unavailable', 'Этот магазин работает только в одном городе.');
      }

      const { data } = await request.session();
      const patch: Parameters<typeof request.updateSession>[0] = { regionId: region.id };
      if (data.regionId !== region.id) {
        const store = data.storeId === null ? null : await findStore(app.db, data.storeId, null);
        if (!store || store.regionId !== region.id) patch.storeId = null;
        // An address in the old city cannot be delivered to from the new one.
        patch.courierAddress = null;
      }
      if (!region.hasCourierDelivery) patch.deliveryMode = 'pickup';
      const updated = await request.updateSession(patch);
      return buildLocation(app.db, updated.data, defaultRegionId(app.appConfig.brand));
    },
  );
};
