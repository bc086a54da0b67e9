import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sendSvg } from '../../platform/http/svg-reply';
import { slidePicture } from './promo-banner';

/** Serves the built-in slide pictures at the image paths the slides refer to. */
export const slideImagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/images/slides/:file',
    { schema: { hide: true, params: Type.Object({ file: Type.String({ pattern: '^[0-9]{1,6}(-small)?\\.svg$' }) }) } },
    async (request, reply) => sendSvg(reply, await slidePicture(app.db, `/images/slides/${request.params.file}`)),
  );
};
