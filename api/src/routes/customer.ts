import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Customer } from '@apteka/contracts';
import { UserStateSchema } from '@apteka/contracts/schemas';

const ANONYMOUS_CUSTOMER: Customer = {
  id: null,
  guid: null,
  phone: null,
  email: null,
  firstName: null,
  lastName: null,
  secondName: null,
  mailingAgree: false,
  smsAgree: false,
  gender: null,
  birthdate: null,
  wasRecentlyCreated: false,
  sentMail: false,
};

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
