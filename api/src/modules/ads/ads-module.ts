import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../../platform/http/api-prefix';
import { adsRoutes } from './ads-routes';

export const adsModule: FastifyPluginAsync = async (app) => {
  await app.register(adsRoutes, { prefix: API_PREFIX });
};
