import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../../platform/http/api-prefix';
import { storesRoutes } from './stores-routes';

export const pharmaciesModule: FastifyPluginAsync = async (app) => {
  await app.register(storesRoutes, { prefix: API_PREFIX });
};
