import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../../platform/http/api-prefix';
import { customerRoutes } from './customer-routes';

export const accountModule: FastifyPluginAsync = async (app) => {
  await app.register(customerRoutes, { prefix: API_PREFIX });
};
