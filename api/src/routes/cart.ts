import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CartSchema } from '@apteka/contracts/schemas';
import { basketExists, basketLines, createBasket } from '../repositories/baskets-repository';
import { sessionRegion } from '../services/location';
import { cartTotals } from '../services/cart-totals';
import { defaultRegionId } from '../sessions/session-data';

export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/cart',
    { schema: { tags: ['cart'], summary: "The session's basket, created empty on first visit", response: { 200: CartSchema } } },
    async (request) => {
      let { data } = await request.session();
      let basketId = data.basketId;
      if (basketId === null || !(await basketExists(app.db, basketId))) {
        basketId = await createBasket(app.db, (await request.session()).id, data.customerId);
        ({ data } = await request.updateSession({ basketId }));
      }
      const region = await sessionRegion(app.db, data, defaultRegionId(app.appConfig.brand));
      const items = await basketLines(app.db, basketId, region.region.id);
      const courier = data.deliveryMode === 'courier' ? region : null;
      return {
        id: basketId,
        items,
        count: items.reduce((sum, item) => sum + item.quantity, 0),
        totals: cartTotals(items, courier),
      };
    },
  );
};
