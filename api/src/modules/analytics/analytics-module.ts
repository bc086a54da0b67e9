import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../../platform/http/api-prefix';
import { analyticsDevRoutes } from './analytics-routes';
import { builtinPurchaseSink, ga4PurchaseSink, type PurchaseSink } from './purchase-sink';
import { sweepServerPurchases } from './server-purchases';

export const analyticsModule: FastifyPluginAsync<{ sink?: PurchaseSink }> = async (app, options) => {
  const config = app.appConfig.serverAnalytics;
  const sink = options.sink ?? (config?.provider === 'ga4' ? ga4PurchaseSink(config) : builtinPurchaseSink);
  await app.register(analyticsDevRoutes, { prefix: API_PREFIX, deps: { db: app.db } });
  const stop = sweepServerPurchases(app.db, sink, (error) => app.log.warn({ err: error }, 'server purchases not sent'));
  app.addHook('onClose', async () => stop());
};
