import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sendSvg } from '../../platform/http/svg-reply';
import { productPicture } from './product-packshot';

/** Serves the built-in product pictures at the image paths the catalogue refers to. */
export const productImagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/images/products/:file',
    { schema: { hide: true, params: Type.Object({ file: Type.String({ pattern: '^[0-9]{1,9}\\.svg$' }) }) } },
    async (request, reply) => sendSvg(reply, await productPicture(app.db, `/images/products/${request.params.file}`)),
  );
};
