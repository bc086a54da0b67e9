import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../../platform/http/api-prefix';
import { paymentNotificationRoutes, sandboxAcquirerRoutes } from './payments-routes';
import { savedCardsRoutes } from './saved-cards-routes';

export const paymentsModule: FastifyPluginAsync = async (app) => {
  await app.register(paymentNotificationRoutes, { prefix: API_PREFIX });
  await app.register(savedCardsRoutes, { prefix: API_PREFIX });
  if ((app.appConfig.paymentAcquirer ?? 'sandbox') === 'sandbox')
    await app.register(sandboxAcquirerRoutes, { prefix: API_PREFIX });
};
