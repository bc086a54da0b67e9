import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../../platform/http/api-prefix';
import { ordersRoutes } from './orders-routes';
import type { OrderPayments } from './orders-service';
import { DEFAULT_UNPAID_MINUTES, sweepUnpaidOrders } from './unpaid-orders';

export const ordersModule: FastifyPluginAsync<{ payments: OrderPayments }> = async (app, { payments }) => {
  const deps = { db: app.db, brand: app.appConfig.brand, secret: app.appConfig.sessionSecret, payments };
  await app.register(ordersRoutes, { prefix: API_PREFIX, deps });
  const stop = sweepUnpaidOrders(app.db, app.appConfig.unpaidOrderMinutes ?? DEFAULT_UNPAID_MINUTES, (error) =>
    app.log.error({ err: error }, 'sweeping unpaid orders failed'),
  );
  app.addHook('onClose', async () => stop());
};
