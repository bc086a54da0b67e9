import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../../platform/http/api-prefix';
import { slideImagesRoutes } from './slide-images-routes';
import { slidesRoutes } from './slides-routes';

export const contentModule: FastifyPluginAsync = async (app) => {
  await app.register(slidesRoutes, { prefix: API_PREFIX });
  await app.register(slideImagesRoutes);
};
