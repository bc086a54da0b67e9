import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EMPTY_CUSTOMER as ANONYMOUS_CUSTOMER } from '@apteka/contracts';
import { UserStateSchema } from '@apteka/contracts/schemas';


export const customerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/customer',
    { schema: { tags: ['customer'], summary: 'Who the visitor is (anonymous until login exists)', response: { 200: UserStateSchema } } },
    async (request) => {
      const { data } = await request.session();
      // Log-in is not built yet: every session is anonymous.
      return { basketId: data.basketId, bonus: null, isAuthenticated: false, hasEighteen: false, customer: ANONYMOUS_CUSTOMER };
    },
  );
};
