import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sendSvg } from '../../platform/http/svg-reply';
import { authorPhoto, promotionPicture } from './content-pictures';

/** Serves the built-in pictures of authors and promotions at the paths the content answers name. */
export const contentPictureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/images/authors/:file',
    { schema: { hide: true, params: Type.Object({ file: Type.String({ pattern: '^[0-9]{1,9}\\.svg$' }) }) } },
    async (request, reply) => sendSvg(reply, await authorPhoto(app.db, Number(request.params.file.slice(0, -4)))),
  );
  app.get(
    '/images/promotions/:file',
    { schema: { hide: true, params: Type.Object({ file: Type.String({ pattern: '^[a-z0-9-]{1,120}\\.svg$' }) }) } },
    async (request, reply) => sendSvg(reply, await promotionPicture(app.db, request.params.file.slice(0, -4))),
  );
};
