import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../../platform/http/api-prefix';
import { contentPictureRoutes } from './content-pictures-routes';
import { contentRoutes } from './content-routes';
import { slideImagesRoutes } from './slide-images-routes';
import { slidesRoutes } from './slides-routes';

export const contentModule: FastifyPluginAsync = async (app) => {
  await app.register(slidesRoutes, { prefix: API_PREFIX });
  await app.register(contentRoutes, { prefix: API_PREFIX });
  await app.register(slideImagesRoutes);
  await app.register(contentPictureRoutes);
};
