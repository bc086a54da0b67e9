import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BasketParamsSchema,
  BonusBodySchema,
  CartLineBodySchema,
  CartRemoveBodySchema,
  CartSchema,
  CartShortSchema,
  CartStoresSchema,
  CouponBodySchema,
  IdParamsSchema,
  MAX_LINE_QUANTITY,
  PaySystemsSchema,
  ReplaceBodySchema,
  ReplacementListSchema,
} from '@apteka/contracts/schemas';
import { HttpError } from '../../platform/errors';
import {
  addToBasket,
  clearBasket,
  productExists,
  removeLine,
  setBasketBonus,
  setBasketCoupon,
  setLineQuantity,
} from './baskets-repository';
import { findCoupon } from './coupons-repository';
import { findReplacements } from './replacements-repository';
import { buildCart } from './cart-view';
import { couponDiscount, COUPON_REJECTED } from './cart-totals';
import { sessionBasket, type SessionBasket } from './session-basket';
import { errorResponses } from '../../platform/http/error-responses';

const UNKNOWN_PRODUCT = 'Такой товар не найден.';
const NOT_IN_BASKET = 'Этого товара нет в корзине.';
const write = { security: [{ xsrf: [] }] };

export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const view = (b: SessionBasket) => buildCart(app.db, b.basketId, b.owner, b.fulfilment, b.region);

  const requireProduct = async (productId: number) => {
    if (!(await productExists(app.db, productId))) throw new HttpError(404, 'product_not_found', UNKNOWN_PRODUCT);
  };

  app.get(
    '/cart',
    {
      schema: {
        tags: ['cart'],
        summary: "The session's basket with line statuses and totals",
        response: { 200: CartSchema },
      },
    },
    async (request) => view(await sessionBasket(app, request)),
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
    async (request) => {
      const b = await sessionBasket(app, request);
      const { rows } = await app.db.query<{ productId: number; quantity: number }>(
        'SELECT product_id AS "productId", quantity FROM basket_items WHERE basket_id = $1::uuid ORDER BY added_at, product_id',
        [b.basketId],
      );
      return { id: b.basketId, count: rows.reduce((sum, row) => sum + row.quantity, 0), items: rows };
    },
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
    async (request) => {
      const b = await sessionBasket(app, request);
      const { rows } = await app.db.query<{
        id: number;
        name: string;
        address: string;
        availableLines: number;
        lines: number;
      }>(
        `SELECT st.id, st.name, st.address,
                (SELECT count(*) FROM basket_items i JOIN stock s ON s.product_id = i.product_id AND s.store_id = st.id
                  WHERE i.basket_id = $1::uuid AND s.quantity >= i.quantity)::integer AS "availableLines",
                (SELECT count(*) FROM basket_items WHERE basket_id = $1::uuid)::integer AS lines
           FROM stores st WHERE st.region_id = $2 AND NOT st.is_dark_store
          ORDER BY "availableLines" DESC, st.name, st.id`,
        [b.basketId, b.region.region.id],
      );
      return { lines: rows[0]?.lines ?? 0, stores: rows.map(({ lines: _lines, ...store }) => store) };
    },
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
    async (request) => {
      const b = await sessionBasket(app, request);
      if (request.params.id !== b.basketId) throw new HttpError(404, 'basket_not_found', 'Корзина не найдена.');
      return view(b);
    },
  );

  app.post(
    '/cart',
    {
      schema: {
        ...write,
        tags: ['cart'],
        summary: 'Add units of a product (capped at 99 per line)',
        body: CartLineBodySchema,
        response: { 200: CartSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const b = await sessionBasket(app, request);
      await requireProduct(request.body.productId);
      await addToBasket(app.db, b.basketId, request.body.productId, request.body.quantity, MAX_LINE_QUANTITY);
      return view(b);
    },
  );

  app.post(
    '/cart/input',
    {
      schema: {
        ...write,
        tags: ['cart'],
        summary: 'Set the quantity of a line',
        body: CartLineBodySchema,
        response: { 200: CartSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const b = await sessionBasket(app, request);
      await requireProduct(request.body.productId);
      if (!(await setLineQuantity(app.db, b.basketId, request.body.productId, request.body.quantity))) {
        throw new HttpError(404, 'line_not_found', NOT_IN_BASKET);
      }
      return view(b);
    },
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
    async (request) => {
      const b = await sessionBasket(app, request);
      if (!(await removeLine(app.db, b.basketId, request.body.productId)))
        throw new HttpError(404, 'line_not_found', NOT_IN_BASKET);
      return view(b);
    },
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
    async (request) => {
      const b = await sessionBasket(app, request);
      await clearBasket(app.db, b.basketId);
      return view(b);
    },
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
    async (request) => {
      const b = await sessionBasket(app, request);
      const coupon = await findCoupon(app.db, request.body.coupon);
      const current = await view(b);
      const payable = current.totals.goods - current.totals.discount;
      if (!coupon || couponDiscount(coupon, payable) === 0) throw new HttpError(422, 'coupon_invalid', COUPON_REJECTED);
      await setBasketCoupon(app.db, b.basketId, coupon.code);
      return view(b);
    },
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
    async (request) => {
      const b = await sessionBasket(app, request);
      await setBasketCoupon(app.db, b.basketId, null);
      return view(b);
    },
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
    async (request) => {
      const b = await sessionBasket(app, request);
      await setBasketBonus(app.db, b.basketId, request.body.bonus);
      return view(b);
    },
  );

  app.get(
    '/cart/paysystems',
    { schema: { tags: ['cart'], summary: 'Payment methods for this basket', response: { 200: PaySystemsSchema } } },
    async (request) => {
      const cart = await view(await sessionBasket(app, request));
      return {
        paySystems: [
          { id: 'card' as const, name: 'Картой онлайн', available: true },
          { id: 'receipt' as const, name: 'При получении', available: !cart.prepaymentRequired },
        ],
        prepaymentRequired: cart.prepaymentRequired,
        prepaymentLabel: cart.prepaymentRequired ? 'Предоплата' : null,
      };
    },
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
    async (request) => {
      const b = await sessionBasket(app, request);
      await requireProduct(request.params.id);
      return {
        productId: request.params.id,
        replacements: await findReplacements(app.db, request.params.id, b.fulfilment),
      };
    },
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
    async (request) => {
      const b = await sessionBasket(app, request);
      const suggestions = await findReplacements(app.db, request.params.id, b.fulfilment);
      if (!suggestions.some((s) => s.productId === request.body.productId)) {
        throw new HttpError(422, 'not_a_replacement', 'Этот товар нельзя предложить на замену.');
      }
      await app.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ quantity: number }>(
          'DELETE FROM basket_items WHERE basket_id = $1::uuid AND product_id = $2 RETURNING quantity',
          [b.basketId, request.params.id],
        );
        const quantity = rows[0]?.quantity;
        if (quantity === undefined) throw new HttpError(404, 'line_not_found', NOT_IN_BASKET);
        await addToBasket(tx, b.basketId, request.body.productId, quantity, MAX_LINE_QUANTITY);
      });
      return view(b);
    },
  );
};
