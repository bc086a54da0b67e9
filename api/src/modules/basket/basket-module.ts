import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../../platform/http/api-prefix';
import { cartRoutes } from './cart-routes';
import { sharedCartRoutes } from './shared-cart-routes';

export const basketModule: FastifyPluginAsync = async (app) => {
  await app.register(
    async (api) => {
      await api.register(cartRoutes);
      await api.register(sharedCartRoutes);
    },
    { prefix: API_PREFIX },
  );
};
