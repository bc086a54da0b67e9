import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../../platform/http/api-prefix';
import type { AdCaches } from './ad-caches';
import { adsRoutes } from './ads-routes';

export const adsModule: FastifyPluginAsync<{ caches: AdCaches }> = async (app, { caches }) => {
  await app.register(adsRoutes, { prefix: API_PREFIX, caches });
};
