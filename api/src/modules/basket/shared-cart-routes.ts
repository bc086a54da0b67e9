import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BasketParamsSchema, CartSchema, MAX_LINE_QUANTITY, SharedCartSchema } from '@apteka/contracts/schemas';
import { HttpError } from '../../platform/errors';
import { addToBasket } from './baskets-repository';
import { buildCart } from './cart-view';
import { sessionBasket } from './session-basket';
import { errorResponses } from '../../platform/http/error-responses';

const NOT_FOUND = 'Ссылка на корзину устарела или неверна.';

/** 'Поделиться корзиной': a snapshot of the lines under its own id that another visitor can take into their basket. */
export const sharedCartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/shared-cart',
    {
      schema: {
        security: [{ xsrf: [] }],
        tags: ['cart'],
        summary: "Share the session's basket: a snapshot with its own id",
        response: { 201: Type.Object({ id: Type.String({ format: 'uuid' }) }), ...errorResponses(403, 422) },
      },
    },
    async (request, reply) => {
      const b = await sessionBasket(app, request);
      const { rows } = await app.db.query<{ id: string | null }>(
        `INSERT INTO shared_carts (items)
         SELECT jsonb_agg(jsonb_build_object('productId', product_id, 'quantity', quantity) ORDER BY added_at, product_id)
           FROM basket_items WHERE basket_id = $1::uuid HAVING count(*) > 0
         RETURNING id::text`,
        [b.basketId],
      );
      const id = rows[0]?.id;
      if (!id) throw new HttpError(422, 'basket_empty', 'Корзина пуста: делиться пока нечем.');
      reply.code(201);
      return { id };
    },
  );

  const loadShared = async (id: string, regionId: number) => {
    const { rows } = await app.db.query<{
      productId: number;
      quantity: number;
      slug: string;
      name: string;
      image: string;
      base: number | null;
      special: number | null;
    }>(
      `SELECT (e->>'productId')::integer AS "productId", (e->>'quantity')::integer AS quantity, p.slug, p.name, p.image, pr.base, pr.special
         FROM shared_carts c CROSS JOIN LATERAL jsonb_array_elements(c.items) WITH ORDINALITY AS x(e, n)
         JOIN products p ON p.id = (e->>'productId')::integer
         LEFT JOIN product_prices pr ON pr.product_id = p.id AND pr.region_id = $2
        WHERE c.id = $1::uuid ORDER BY n`,
      [id, regionId],
    );
    if (rows.length === 0) throw new HttpError(404, 'shared_cart_not_found', NOT_FOUND);
    return rows.map(({ base, special, ...rest }) => ({ ...rest, price: base === null ? null : { base, special } }));
  };

  app.get(
    '/shared-cart/:id',
    {
      schema: {
        tags: ['cart'],
        summary: 'A shared basket with prices of the visitor’s region',
        params: BasketParamsSchema,
        response: { 200: SharedCartSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const b = await sessionBasket(app, request);
      return { id: request.params.id, items: await loadShared(request.params.id, b.region.region.id) };
    },
  );

  app.post(
    '/shared-cart/:id/take',
    {
      schema: {
        security: [{ xsrf: [] }],
        tags: ['cart'],
        summary: "Add a shared basket's goods to the visitor's own basket",
        params: BasketParamsSchema,
        response: { 200: CartSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const b = await sessionBasket(app, request);
      const items = await loadShared(request.params.id, b.region.region.id);
      await app.db.transaction(async (tx) => {
        for (const item of items) await addToBasket(tx, b.basketId, item.productId, item.quantity, MAX_LINE_QUANTITY);
      });
      return buildCart(app.db, b.basketId, b.owner, b.fulfilment, b.region);
    },
  );
};
