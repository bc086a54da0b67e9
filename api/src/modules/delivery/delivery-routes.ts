import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
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
import { errorResponses } from '../../platform/http/error-responses';
import {
  basketAtPharmacy,
  basketToAddress,
  chooseCourier,
  choosePharmacy,
  choosePickup,
  chooseRegion,
  courierTimeSlots,
  currentDelivery,
  deliveryCostRules,
  productsAtPharmacy,
  productsToAddress,
} from './delivery-service';

const xsrf = [{ xsrf: [] }];

export const deliveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const { brand } = app.appConfig;

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
    async (request) => chooseRegion(db, brand, request, request.body.regionId),
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
    async (request) => currentDelivery(db, brand, request),
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
    async (request) => choosePickup(db, brand, request, request.body.isSet !== false),
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
    async (request) => chooseCourier(db, brand, request, request.body),
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
  const setStore = async (request: FastifyRequest<{ Body: { storeId: number; isSet?: boolean } }>) =>
    choosePharmacy(db, brand, request, request.body.storeId, request.body.isSet !== false);
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
    async (request) => productsAtPharmacy(db, brand, request.body.storeId, request.body.productIds),
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
    async (request) => productsToAddress(db, brand, request, request.body.address, request.body.productIds),
  );

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
    async (request) => basketAtPharmacy(db, brand, request, request.query.storeId),
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
    async (request) => basketToAddress(db, brand, request),
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
    async (request) => courierTimeSlots(db, brand, request),
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
    async (request) => deliveryCostRules(db, request.params.id, request.params.x),
  );
};
