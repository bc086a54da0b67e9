import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  BasketParamsSchema,
  PersonalCouponListSchema,
  BonusBodySchema,
  CartLineBodySchema,
  CartRemoveBodySchema,
  CartSchema,
  CartShortSchema,
  CartStoresSchema,
  CouponBodySchema,
  IdParamsSchema,
  PaySystemsSchema,
  ReplaceBodySchema,
  ReplacementListSchema,
} from '@apteka/contracts/schemas';
import { errorResponses } from '../../platform/http/error-responses';
import {
  addProduct,
  applyCoupon,
  cartPickupStores,
  cartShort,
  emptyCart,
  paySystems,
  removeCoupon,
  removeProduct,
  replacementsFor,
  replaceProduct,
  requestBonus,
  setProductQuantity,
  viewCart,
  viewOwnCart,
} from './basket-service';
import { couponsOf } from './personal-coupons';
import { currentBasket } from './session-basket';

const write = { security: [{ xsrf: [] }] };

export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const basketOf = (request: FastifyRequest) => currentBasket(db, app.appConfig.brand, request);

  app.get(
    '/cart',
    {
      schema: {
        tags: ['cart'],
        summary: "The session's basket with line statuses and totals",
        response: { 200: CartSchema },
      },
    },
    async (request) => viewCart(db, await basketOf(request)),
  );

  app.get(
    '/cart/short',
    {
      schema: {
        tags: ['cart'],
        summary: 'Product ids and quantities only (for cards and the header)',
        response: { 200: CartShortSchema },
      },
    },
    async (request) => cartShort(db, await basketOf(request)),
  );

  app.get(
    '/cart/stores',
    {
      schema: {
        tags: ['cart'],
        summary: "The region's pharmacies for picking the basket up, those holding every line in full first",
        response: { 200: CartStoresSchema },
      },
    },
    async (request) => cartPickupStores(db, await basketOf(request)),
  );

  app.get(
    '/basket/:id',
    {
      schema: {
        tags: ['cart'],
        summary: 'A basket by id: only the session’s own',
        params: BasketParamsSchema,
        response: { 200: CartSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => viewOwnCart(db, await basketOf(request), request.params.id),
  );

  app.post(
    '/cart',
    {
      schema: {
        ...write,
        tags: ['cart'],
        summary: 'Add units of a product (capped at 99 per line)',
        body: CartLineBodySchema,
        response: { 200: CartSchema, ...errorResponses(400, 403, 404, 422) },
      },
    },
    async (request) => addProduct(db, await basketOf(request), request.body.productId, request.body.quantity),
  );

  app.post(
    '/cart/input',
    {
      schema: {
        ...write,
        tags: ['cart'],
        summary: 'Set the quantity of a line',
        body: CartLineBodySchema,
        response: { 200: CartSchema, ...errorResponses(400, 403, 404, 422) },
      },
    },
    async (request) => setProductQuantity(db, await basketOf(request), request.body.productId, request.body.quantity),
  );

  app.delete(
    '/cart/input',
    {
      schema: {
        ...write,
        tags: ['cart'],
        summary: 'Remove a line',
        body: CartRemoveBodySchema,
        response: { 200: CartSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => removeProduct(db, await basketOf(request), request.body.productId),
  );

  app.delete(
    '/cart',
    {
      schema: {
        ...write,
        tags: ['cart'],
        summary: 'Empty the basket',
        response: { 200: CartSchema, ...errorResponses(403) },
      },
    },
    async (request) => emptyCart(db, await basketOf(request)),
  );

  app.post(
    '/cart/input/coupon',
    {
      schema: {
        ...write,
        tags: ['cart'],
        summary: "Apply a coupon: 'Условия применения соблюдены' or 422 'Некорректный купон'",
        body: CouponBodySchema,
        response: { 200: CartSchema, ...errorResponses(400, 403, 422) },
      },
    },
    async (request) => applyCoupon(db, await basketOf(request), request.body.coupon),
  );

  app.delete(
    '/cart/input/coupon',
    {
      schema: {
        ...write,
        tags: ['cart'],
        summary: 'Remove the coupon',
        response: { 200: CartSchema, ...errorResponses(403) },
      },
    },
    async (request) => removeCoupon(db, await basketOf(request)),
  );

  app.post(
    '/cart/input/bonus',
    {
      schema: {
        ...write,
        tags: ['cart'],
        summary: 'Bonuses to spend (clamped to the balance and the programme limit)',
        body: BonusBodySchema,
        response: { 200: CartSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => requestBonus(db, await basketOf(request), request.body.bonus),
  );

  app.get(
    '/customer/coupons',
    {
      schema: {
        tags: ['customer'],
        summary: "The customer's own coupons with their conditions and last day; the basket accepts them",
        response: { 200: PersonalCouponListSchema, ...errorResponses(401) },
      },
    },
    async (request) => couponsOf(db, (await request.session()).data),
  );

  app.get(
    '/cart/paysystems',
    {
      schema: {
        tags: ['cart'],
        summary: 'Payment methods for this basket',
        response: { 200: PaySystemsSchema },
      },
    },
    async (request) => paySystems(db, await basketOf(request)),
  );

  app.get(
    '/cart/:id/replace',
    {
      schema: {
        tags: ['cart'],
        summary: 'Replacements for a basket line: same substance or category, in stock, sold in the region',
        params: IdParamsSchema,
        response: { 200: ReplacementListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => replacementsFor(db, await basketOf(request), request.params.id),
  );

  app.post(
    '/cart/:id/replace',
    {
      schema: {
        ...write,
        tags: ['cart'],
        summary: 'Swap a line for a suggested replacement, keeping its quantity',
        params: IdParamsSchema,
        body: ReplaceBodySchema,
        response: { 200: CartSchema, ...errorResponses(400, 403, 404, 422) },
      },
    },
    async (request) => replaceProduct(db, await basketOf(request), request.params.id, request.body.productId),
  );
};
