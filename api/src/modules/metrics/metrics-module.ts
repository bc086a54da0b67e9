import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../../platform/http/api-prefix';
import { metricsRoutes } from './metrics-routes';

export const metricsModule: FastifyPluginAsync = async (app) => {
  await app.register(metricsRoutes, { prefix: API_PREFIX, deps: { db: app.db } });
};
