import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../../platform/http/api-prefix';
import { regionsRoutes } from './regions-routes';

export const regionsModule: FastifyPluginAsync = async (app) => {
  await app.register(regionsRoutes, { prefix: API_PREFIX });
};
