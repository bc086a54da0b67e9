import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../../platform/http/api-prefix';
import { addressesRoutes } from './addresses-routes';
import { deliveryRoutes } from './delivery-routes';
import { geoRoutes } from './geo-routes';
import { layoutRoutes } from './layout-routes';

export const deliveryModule: FastifyPluginAsync = async (app) => {
  await app.register(
    async (api) => {
      await api.register(layoutRoutes);
      await api.register(deliveryRoutes);
      await api.register(addressesRoutes);
      await api.register(geoRoutes);
    },
    { prefix: API_PREFIX },
  );
};
