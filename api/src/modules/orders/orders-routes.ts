import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BookingBodySchema,
  BoughtProductListSchema,
  CartSchema,
  CancelOrderBodySchema,
  ChangePharmacyBodySchema,
  FindOrderBodySchema,
  FoundOrderSchema,
  HasOrdersSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderParamsSchema,
  OrderQuerySchema,
  OrderSchema,
  PaymentStartSchema,
  PlacedOrderSchema,
  PlaceOrderBodySchema,
  RestrictionsQuerySchema,
  RestrictionsSchema,
} from '@apteka/contracts/schemas';
import { errorResponses } from '../../platform/http/error-responses';
import { analyticsClientId } from '../../platform/http/analytics-client-id';
import {
  bookProduct,
  cancelOrder,
  changeOrderPharmacy,
  extendOrderReserve,
  findOrderByNumber,
  goodsBought,
  hasOrders,
  listOrders,
  orderFor,
  orderRestrictions,
  payForOrder,
  placeBasketOrder,
  repeatOrder,
  type OrderListKind,
  type OrdersDeps,
} from './orders-service';

const write = { security: [{ xsrf: [] }] };

export const ordersRoutes: FastifyPluginAsyncTypebox<{ deps: OrdersDeps }> = async (app, { deps }) => {
  app.post(
    '/orders',
    {
      schema: {
        ...write,
        tags: ['orders'],
        summary: 'Place the basket as an order (idempotent per idempotencyKey, atomic with the stock reservation)',
        body: PlaceOrderBodySchema,
        response: { 200: PlacedOrderSchema, 201: PlacedOrderSchema, ...errorResponses(400, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { created, ...answer } = await placeBasketOrder(
        deps,
        request,
        request.body,
        analyticsClientId(request.cookies),
      );
      return reply.code(created ? 201 : 200).send(answer);
    },
  );

  // POST booking {store, ...}: the one-click reservation; /cart/oneclickbuy is the basket's name for it.
  for (const url of ['/booking', '/cart/oneclickbuy'])
    app.post(
      url,
      {
        schema: {
          ...write,
          tags: ['orders'],
          summary: 'One-click reservation of one product for pickup at a pharmacy (the basket is left alone)',
          body: BookingBodySchema,
          response: { 200: PlacedOrderSchema, 201: PlacedOrderSchema, ...errorResponses(400, 403, 404, 409, 422) },
        },
      },
      async (request, reply) => {
        const { created, ...answer } = await bookProduct(
          deps,
          request,
          request.body,
          analyticsClientId(request.cookies),
        );
        return reply.code(created ? 201 : 200).send(answer);
      },
    );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order: for its session, or for anyone with its signature',
        params: OrderParamsSchema,
        querystring: OrderQuerySchema,
        response: { 200: OrderSchema, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request) => orderFor(deps, request, request.params.id, request.query.signature),
  );

  app.put(
    '/orders/:id',
    {
      schema: {
        ...write,
        tags: ['orders'],
        summary: 'Cancel with a comment: {cancel: true, comment}',
        params: OrderParamsSchema,
        querystring: OrderQuerySchema,
        body: CancelOrderBodySchema,
        response: { 200: OrderSchema, ...errorResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      cancelOrder(deps, request, request.params.id, request.query.signature, request.body.comment ?? undefined),
  );

  app.post(
    '/orders/:id/pay',
    {
      schema: {
        ...write,
        tags: ['orders'],
        summary: 'Start paying a card order again; answers the hosted payment page',
        params: OrderParamsSchema,
        querystring: OrderQuerySchema,
        response: { 200: PaymentStartSchema, ...errorResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request) => payForOrder(deps, request, request.params.id, request.query.signature),
  );

  app.put(
    '/orders/:id/delivery',
    {
      schema: {
        ...write,
        tags: ['orders'],
        summary: 'Pick the order up at another pharmacy of its city (before it is ready)',
        params: OrderParamsSchema,
        querystring: OrderQuerySchema,
        body: ChangePharmacyBodySchema,
        response: { 200: OrderSchema, ...errorResponses(400, 403, 404, 409, 422, 429) },
      },
    },
    async (request) =>
      changeOrderPharmacy(deps, request, request.params.id, request.query.signature, request.body.storeId),
  );

  app.post(
    '/orders/:id/extend-reserve',
    {
      schema: {
        ...write,
        tags: ['orders'],
        summary: 'Keep a pickup order two days longer, once',
        params: OrderParamsSchema,
        querystring: OrderQuerySchema,
        response: { 200: OrderSchema, ...errorResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request) => extendOrderReserve(deps, request, request.params.id, request.query.signature),
  );

  app.post(
    '/orders/:id/repeat',
    {
      schema: {
        ...write,
        tags: ['orders'],
        summary: "«Повторить заказ»: the order's goods into the basket again (priced and judged as of today)",
        params: OrderParamsSchema,
        querystring: OrderQuerySchema,
        response: { 200: CartSchema, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request) => repeatOrder(deps, request, request.params.id, request.query.signature),
  );

  app.get(
    '/lk/order-goods',
    {
      schema: {
        tags: ['orders'],
        summary: 'Goods the signed-in customer bought, newest first, with how often and today’s price',
        response: { 200: BoughtProductListSchema, ...errorResponses(401) },
      },
    },
    async (request) => goodsBought(deps, request),
  );

  const orderList = (url: string, kind: OrderListKind, summary: string) =>
    app.get(
      url,
      {
        schema: {
          tags: ['orders'],
          summary,
          querystring: OrderListQuerySchema,
          response: { 200: OrderListSchema, ...errorResponses(400) },
        },
      },
      async (request) => listOrders(deps, request, kind, request.query.page),
    );
  orderList('/orders/active', 'active', 'Orders in progress, newest first');
  orderList('/orders/finished', 'finished', 'Received, cancelled and closed orders');
  orderList('/orders', 'all', 'All orders of the session');

  app.get(
    '/orders/has-orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Whether the session has placed any order',
        response: { 200: HasOrdersSchema },
      },
    },
    async (request) => hasOrders(deps, request),
  );

  app.post(
    '/orders/find',
    {
      schema: {
        ...write,
        tags: ['orders'],
        summary: 'Look an order up by its number and the phone it was placed with (limited per address and session)',
        body: FindOrderBodySchema,
        response: { 200: FoundOrderSchema, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request) =>
      findOrderByNumber(deps, { address: request.ip, access: request }, request.body.number, request.body.phone),
  );

  app.get(
    '/orders/restrictions',
    {
      schema: {
        tags: ['orders'],
        summary: 'Whether a phone may place another order',
        querystring: RestrictionsQuerySchema,
        response: { 200: RestrictionsSchema, ...errorResponses(400) },
      },
    },
    async (request) => orderRestrictions(deps, request.query.phone),
  );
};
