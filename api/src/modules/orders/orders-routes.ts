import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  BookingBodySchema,
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
import { HttpError } from '../../platform/errors';
import { changePickupPharmacy } from './change-pharmacy';
import { courierChoice } from './courier-choice';
import { FINISHED } from './order-status';
import { isOrderSignature, orderSignature } from './order-signature';
import { transitionOrder } from './order-transitions';
import { placeOrder, type PlacementContext } from './place-order';
import { acquirerFor } from '../payments/acquirer';
import { startPayment } from '../payments/payments-service';
import { addToBasket, createBasket, productExists } from '../basket/baskets-repository';
import { findOrderByKey, findOrderRow, loadOrder, orderIdsOf } from './orders-repository';
import { sessionBasket } from '../basket/session-basket';
import { errorResponses } from '../../platform/http/error-responses';

const NOT_FOUND = 'Заказ не найден.';
const PAGE_SIZE = 10;
const ACTIVE_ORDER_LIMIT = 5;
const write = { security: [{ xsrf: [] }] };

export const ordersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secret = app.appConfig.sessionSecret;
  const acquirer = acquirerFor(process.env.PAYMENT_ACQUIRER);

  /** The order, when the session owns it or the request holds its signature; 404 otherwise (no probing). */
  async function readableOrder(request: FastifyRequest, id: number, signature?: string) {
    const row = await findOrderRow(app.db, id);
    if (!row) throw new HttpError(404, 'order_not_found', NOT_FOUND);
    if (signature !== undefined) {
      if (!isOrderSignature(id, signature, secret))
        throw new HttpError(403, 'bad_signature', 'Ссылка на заказ недействительна.');
      return row;
    }
    const { id: sessionId } = await request.session();
    if (row.session_id !== sessionId) throw new HttpError(404, 'order_not_found', NOT_FOUND);
    return row;
  }

  const respond = async (id: number) => (await loadOrder(app.db, id, secret))!;

  async function placed(orderId: number) {
    const order = await respond(orderId);
    const paymentUrl = order.canPay ? await startPayment(app.db, acquirer, orderId) : null;
    return { order, paymentUrl };
  }

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
      const b = await sessionBasket(app, request);
      const body = request.body;
      let storeId: number | null = null;
      let courierAddress: string | null = null;
      let timeSlot: string | undefined;
      if (body.receivingMethod === 'deliverypickup') {
        storeId = body.storeId ?? b.data.storeId;
        if (storeId === null) throw new HttpError(422, 'store_required', 'Выберите аптеку, в которой заберёте заказ.');
        const { rows } = await app.db.query(
          'SELECT 1 FROM stores WHERE id = $1 AND region_id = $2 AND NOT is_dark_store',
          [storeId, b.region.region.id],
        );
        if (rows.length === 0)
          throw new HttpError(422, 'store_unavailable', 'Эта аптека не принимает заказы в выбранном городе.');
      } else {
        if (!b.region.region.hasCourierDelivery)
          throw new HttpError(422, 'no_courier', 'В этом городе нет курьерской доставки.');
        const courier = await courierChoice(app.db, b.data, b.region, body.timeSlot);
        courierAddress = courier.address;
        timeSlot = courier.timeSlot;
      }
      const ctx: PlacementContext = {
        sessionId: b.sessionId,
        customerId: b.data.customerId,
        owner: b.owner,
        basketId: b.basketId,
        region: b.region,
        courierAddress,
      };
      const { orderId, created } = await placeOrder(app.db, ctx, { ...body, timeSlot }, storeId);
      reply.code(created ? 201 : 200);
      return placed(orderId);
    },
  );

  // POST booking {store, ...}: the spec's one-click reservation; /cart/oneclickbuy is the basket's name for it.
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
        const b = await sessionBasket(app, request);
        const body = request.body;
        const existing = await findOrderByKey(app.db, b.sessionId, body.idempotencyKey);
        if (existing !== null) return placed(existing);
        if (!(await productExists(app.db, body.productId)))
          throw new HttpError(404, 'product_not_found', 'Такой товар не найден.');
        const { rows } = await app.db.query(
          'SELECT 1 FROM stores WHERE id = $1 AND region_id = $2 AND NOT is_dark_store',
          [body.store, b.region.region.id],
        );
        if (rows.length === 0)
          throw new HttpError(422, 'store_unavailable', 'Эта аптека не принимает заказы в выбранном городе.');
        // A basket of its own, so the reservation goes through the same atomic placement.
        const basketId = await createBasket(app.db, b.sessionId, b.data.customerId);
        await addToBasket(app.db, basketId, body.productId, body.quantity, body.quantity);
        const ctx: PlacementContext = {
          sessionId: b.sessionId,
          customerId: b.data.customerId,
          owner: `booking:${basketId}`,
          basketId,
          region: b.region,
          courierAddress: null,
        };
        const { orderId, created } = await placeOrder(
          app.db,
          ctx,
          {
            idempotencyKey: body.idempotencyKey,
            receivingMethod: 'deliverypickup',
            name: body.name,
            phone: body.phone,
            paymentMethod: 'receipt',
            personalDataConsent: true,
          },
          body.store,
        );
        reply.code(created ? 201 : 200);
        return placed(orderId);
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
        response: { 200: OrderSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      await readableOrder(request, request.params.id, request.query.signature);
      return respond(request.params.id);
    },
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
        response: { 200: OrderSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await readableOrder(request, request.params.id, request.query.signature);
      if (
        !['created', 'wait_payment', 'wait_darkstore', 'pre_delivery', 'assembly', 'pickupable'].includes(row.status)
      ) {
        throw new HttpError(409, 'not_cancellable', 'Этот заказ уже нельзя отменить.');
      }
      await app.db.transaction((tx) =>
        transitionOrder(tx, row.id, 'canceled', { cancelComment: request.body.comment?.trim() || '' }),
      );
      return respond(row.id);
    },
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
        response: { 200: PaymentStartSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await readableOrder(request, request.params.id, request.query.signature);
      return { paymentUrl: await startPayment(app.db, acquirer, row.id) };
    },
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
        response: { 200: OrderSchema, ...errorResponses(400, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const row = await readableOrder(request, request.params.id, request.query.signature);
      await changePickupPharmacy(app.db, row.id, request.body.storeId);
      return respond(row.id);
    },
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
        response: { 200: OrderSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await readableOrder(request, request.params.id, request.query.signature);
      const result = await app.db.query(
        `UPDATE orders SET reserve_until = reserve_until + interval '2 days', reserve_extended = true, updated_at = now()
          WHERE id = $1 AND receiving_method = 'deliverypickup' AND NOT reserve_extended AND status IN ('assembly', 'pickupable')`,
        [row.id],
      );
      if (result.affectedRows === 0)
        throw new HttpError(409, 'reserve_not_extendable', 'Срок хранения этого заказа продлить нельзя.');
      return respond(row.id);
    },
  );

  const list = (finished: boolean) => async (request: FastifyRequest<{ Querystring: { page?: number } }>) => {
    const { id } = await request.session();
    const page = request.query.page ?? 1;
    const { ids, total } = await orderIdsOf(app.db, id, FINISHED, finished, PAGE_SIZE, (page - 1) * PAGE_SIZE);
    const orders = await Promise.all(ids.map(respond));
    return { orders, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
  };

  app.get(
    '/orders/active',
    {
      schema: {
        tags: ['orders'],
        summary: 'Orders in progress, newest first',
        querystring: OrderListQuerySchema,
        response: { 200: OrderListSchema, ...errorResponses(400) },
      },
    },
    list(false),
  );
  app.get(
    '/orders/finished',
    {
      schema: {
        tags: ['orders'],
        summary: 'Received, cancelled and closed orders',
        querystring: OrderListQuerySchema,
        response: { 200: OrderListSchema, ...errorResponses(400) },
      },
    },
    list(true),
  );
  app.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'All orders of the session',
        querystring: OrderListQuerySchema,
        response: { 200: OrderListSchema },
      },
    },
    async (request) => {
      const { id } = await request.session();
      const page = request.query.page ?? 1;
      const { ids, total } = await orderIdsOf(app.db, id, [], false, PAGE_SIZE, (page - 1) * PAGE_SIZE);
      return { orders: await Promise.all(ids.map(respond)), page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
    },
  );

  app.get(
    '/orders/has-orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Whether the session has placed any order',
        response: { 200: HasOrdersSchema },
      },
    },
    async (request) => {
      const { id } = await request.session();
      const { rows } = await app.db.query('SELECT 1 FROM orders WHERE session_id = $1 LIMIT 1', [id]);
      return { hasOrders: rows.length > 0 };
    },
  );

  app.post(
    '/orders/find',
    {
      schema: {
        ...write,
        tags: ['orders'],
        summary: 'Look an order up by its number and the phone it was placed with',
        body: FindOrderBodySchema,
        response: { 200: FoundOrderSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const row = await findOrderRow(app.db, request.body.number);
      if (!row || row.phone !== request.body.phone) {
        throw new HttpError(404, 'order_not_found', 'Заказ с таким номером и телефоном не найден. Проверьте данные.');
      }
      return { id: row.id, signature: orderSignature(row.id, secret) };
    },
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
    async (request) => {
      const { rows } = await app.db.query<{ n: number }>(
        'SELECT count(*)::integer AS n FROM orders WHERE phone = $1 AND NOT (status = ANY($2::text[]))',
        [request.query.phone, [...FINISHED]],
      );
      const active = rows[0]?.n ?? 0;
      return { canOrder: active < ACTIVE_ORDER_LIMIT, activeOrders: active, limit: ACTIVE_ORDER_LIMIT };
    },
  );
};
