import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../../platform/http/api-prefix';
import { ordersRoutes } from './orders-routes';
import type { OrderPayments } from './orders-service';

export const ordersModule: FastifyPluginAsync<{ payments: OrderPayments }> = async (app, { payments }) => {
  const deps = { db: app.db, brand: app.appConfig.brand, secret: app.appConfig.sessionSecret, payments };
  await app.register(ordersRoutes, { prefix: API_PREFIX, deps });
};
