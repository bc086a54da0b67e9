import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { SINGLE_CITY_BRANDS } from '@apteka/contracts';
import {
  AvailabilityByStoreQuerySchema,
  BasketAvailabilitySchema,
  DeliveryCostRulesParamsSchema,
  DeliveryCostRulesSchema,
  DeliveryStateSchema,
  LocationSchema,
  ProductAvailabilityListSchema,
  ProductsByAddressBodySchema,
  ProductsByStoreBodySchema,
  SetCourierBodySchema,
  SetModeBodySchema,
  SetStoreBodySchema,
  TimeSlotListSchema,
  UpdateRegionBodySchema,
} from '@apteka/contracts/schemas';
import type { ProductAvailability } from '@apteka/contracts';
import { HttpError } from '../../platform/errors';
import { findRegion } from '../regions/regions-repository';
import { findStore } from '../pharmacies/stores-repository';
import {
  assertProductsExist,
  availabilityLabel,
  productsForCourier,
  productsInStore,
} from '../pharmacies/availability';
import { normalizeCourierAddress } from './courier-address';
import { basketWanted, deliveryState, sessionBasket, timeSlotsFor } from './delivery-state';
import { buildLocation, sessionRegion } from './location';
import { courierCost, CUTOFF_HOURS, DAY_WINDOWS, NIGHT_CUTOFF, NIGHT_SURCHARGE, NIGHT_WINDOWS } from './timeslots';
import { defaultRegionId } from '../../platform/session/session-data';
import { errorResponses } from '../../platform/http/error-responses';

const xsrf = [{ xsrf: [] }];
const storeNotFound = () => new HttpError(404, 'store_not_found', 'Аптека не найдена. Выберите аптеку из списка.');

export const deliveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const singleCity = SINGLE_CITY_BRANDS[app.appConfig.brand];
  const fallbackRegion = defaultRegionId(app.appConfig.brand);
  const regionOf = async (request: FastifyRequest) => {
    const session = await request.session();
    return { session, region: await sessionRegion(app.db, session.data, fallbackRegion) };
  };

  app.post(
    '/delivery/update-region',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Choose the delivery city',
        description: 'Resets a selected pharmacy and courier address of another city. Requires X-XSRF-TOKEN.',
        security: xsrf,
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
        throw new HttpError(
          409,
          'region_disabled',
          `Доставка в ${region.skloneniya.name_vin} временно недоступна. Выберите другой город.`,
        );
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
      return buildLocation(app.db, updated.data, fallbackRegion);
    },
  );

  app.get(
    '/delivery',
    {
      schema: {
        tags: ['delivery'],
        summary: 'The delivery mode, courier address and chosen pharmacy of the session',
        response: { 200: DeliveryStateSchema },
      },
    },
    async (request) => {
      const { session, region } = await regionOf(request);
      return deliveryState(app.db, session.data, region);
    },
  );

  app.post(
    '/delivery/set-pickup',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Switch to pickup from a pharmacy',
        security: xsrf,
        body: SetModeBodySchema,
        response: { 200: DeliveryStateSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const { session, region } = await regionOf(request);
      const data =
        request.body.isSet === false ? session.data : (await request.updateSession({ deliveryMode: 'pickup' })).data;
      return deliveryState(app.db, data, region);
    },
  );

  app.post(
    '/delivery/set-courier',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Switch to courier delivery, optionally with an address and its time slots',
        description: 'isSet: false checks the address and returns the result without saving it.',
        security: xsrf,
        body: SetCourierBodySchema,
        response: { 200: DeliveryStateSchema, ...errorResponses(400, 403, 409) },
      },
    },
    async (request) => {
      const { session, region } = await regionOf(request);
      if (!region.region.hasCourierDelivery) {
        throw new HttpError(
          409,
          'courier_unavailable',
          `Доставка курьером по ${region.region.skloneniya.name_dat} пока недоступна. Выберите аптеку для самовывоза.`,
        );
      }
      const lines = await sessionBasket(app.db, session.data, region.region.id);
      if (lines.length > 0) {
        const prescription = (
          await productsForCourier(
            app.db,
            region.region.id,
            lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
          )
        ).filter((item) => item.status === 'not_available_delivery');
        if (prescription.length > 0) {
          throw new HttpError(
            409,
            'courier_prescription',
            'Рецептурные препараты в корзине можно получить только в аптеке. Выберите самовывоз.',
          );
        }
      }
      const { address: input, isSet, withTimeslots } = request.body;
      const courierAddress = input ? await normalizeCourierAddress(app.db, input, region) : session.data.courierAddress;
      const next = { ...session.data, deliveryMode: 'courier' as const, courierAddress };
      const data =
        isSet === false ? next : (await request.updateSession({ deliveryMode: 'courier', courierAddress })).data;
      const state = await deliveryState(app.db, data, region);
      if (withTimeslots && data.courierAddress) state.timeslots = await timeSlotsFor(app.db, data, region);
      return state;
    },
  );

  const setStoreOptions = {
    schema: {
      tags: ['delivery'],
      summary: 'Choose the pickup pharmacy (switches to pickup)',
      security: xsrf,
      body: SetStoreBodySchema,
      response: { 200: DeliveryStateSchema, ...errorResponses(400, 403, 404, 409) },
    },
  };
  const setStore = async (request: FastifyRequest<{ Body: { storeId: number; isSet?: boolean } }>) => {
    const { session, region } = await regionOf(request);
    const store = await findStore(app.db, request.body.storeId, null);
    if (!store) throw storeNotFound();
    if (store.regionId !== region.region.id) {
      throw new HttpError(
        409,
        'store_other_region',
        `Эта аптека не в ${region.region.skloneniya.name_gde}. Смените город или выберите другую аптеку.`,
      );
    }
    const data =
      request.body.isSet === false
        ? session.data
        : (await request.updateSession({ storeId: store.id, deliveryMode: 'pickup' })).data;
    return deliveryState(app.db, data, region);
  };
  app.post('/delivery/set-store', setStoreOptions, setStore);
  app.post('/delivery/update-store', setStoreOptions, setStore);

  app.post(
    '/delivery/products-by-store',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Whether one pharmacy has each product (one unit each)',
        security: xsrf,
        body: ProductsByStoreBodySchema,
        response: { 200: ProductAvailabilityListSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const store = await findStore(app.db, request.body.storeId, null);
      if (!store) throw storeNotFound();
      await assertProductsExist(app.db, request.body.productIds);
      const wanted = request.body.productIds.map((productId) => ({ productId, quantity: 1 }));
      return { items: await productsInStore(app.db, store.id, store.regionId, wanted) };
    },
  );

  app.post(
    '/delivery/products-by-address',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Whether each product can be brought by courier to an address',
        security: xsrf,
        body: ProductsByAddressBodySchema,
        response: { 200: ProductAvailabilityListSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => {
      const { region } = await regionOf(request);
      await normalizeCourierAddress(app.db, request.body.address, region);
      await assertProductsExist(app.db, request.body.productIds);
      const wanted = request.body.productIds.map((productId) => ({ productId, quantity: 1 }));
      return { items: await productsForCourier(app.db, region.region.id, wanted) };
    },
  );

  const basketAvailability = (items: ProductAvailability[]) => {
    const available = items.filter(
      (item) => item.status === 'in_stock' || item.status === 'available_darkstore',
    ).length;
    return { total: items.length, available, label: availabilityLabel(available, items.length), items };
  };

  app.get(
    '/delivery/availability-by-store',
    {
      schema: {
        tags: ['delivery'],
        summary: "The session basket in a pharmacy (the chosen one by default), in the basket's quantities",
        querystring: AvailabilityByStoreQuerySchema,
        response: { 200: BasketAvailabilitySchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { session, region } = await regionOf(request);
      const storeId = request.query.storeId ?? session.data.storeId;
      if (storeId === null) throw new HttpError(400, 'store_required', 'Сначала выберите аптеку.');
      const store = await findStore(app.db, storeId, null);
      if (!store) throw storeNotFound();
      const wanted = await basketWanted(app.db, session.data, region.region.id);
      return basketAvailability(wanted.length ? await productsInStore(app.db, store.id, store.regionId, wanted) : []);
    },
  );

  app.get(
    '/delivery/availability-by-address',
    {
      schema: {
        tags: ['delivery'],
        summary: "The session basket for courier delivery to the session's address",
        response: { 200: BasketAvailabilitySchema, ...errorResponses(409) },
      },
    },
    async (request) => {
      const { session, region } = await regionOf(request);
      if (!session.data.courierAddress?.house) {
        throw new HttpError(409, 'courier_address_required', 'Укажите адрес доставки с номером дома.');
      }
      const wanted = await basketWanted(app.db, session.data, region.region.id);
      return basketAvailability(wanted.length ? await productsForCourier(app.db, region.region.id, wanted) : []);
    },
  );

  app.get(
    '/delivery/timeslots',
    {
      schema: {
        tags: ['delivery'],
        summary: "Courier time slots for the session's address, in the region's time",
        response: { 200: TimeSlotListSchema, ...errorResponses(409) },
      },
    },
    async (request) => {
      const { session, region } = await regionOf(request);
      return timeSlotsFor(app.db, session.data, region);
    },
  );

  app.get(
    '/v1/region/:id/deliveryCostRules/:x',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Courier cost rules of a region and the cost for a basket total x (kopecks)',
        params: DeliveryCostRulesParamsSchema,
        response: { 200: DeliveryCostRulesSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const record = await findRegion(app.db, request.params.id);
      if (!record || record.region.disabled) throw new HttpError(404, 'region_not_found', 'Такой регион не найден.');
      const amount = request.params.x;
      const cost = courierCost(record, amount);
      return {
        regionId: record.region.id,
        amount,
        cost,
        freeFrom: record.courierFreeFrom,
        leftToFree: Math.max(0, record.courierFreeFrom - amount),
        nightCost: record.region.hasNightDelivery ? cost + NIGHT_SURCHARGE : null,
        rules: [
          { from: 0, to: record.courierFreeFrom - 1, cost: record.courierCost },
          { from: record.courierFreeFrom, to: null, cost: 0 },
        ],
        windows: [
          ...DAY_WINDOWS.map(([from, to]) => ({ from, to, isNight: false })),
          ...(record.region.hasNightDelivery ? NIGHT_WINDOWS.map(([from, to]) => ({ from, to, isNight: true })) : []),
        ],
        cutoffHours: CUTOFF_HOURS,
        nightCutoff: record.region.hasNightDelivery ? NIGHT_CUTOFF : null,
      };
    },
  );
};
