import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { OrderParamsSchema } from '@apteka/contracts/schemas';
import { forbidden } from '../platform/errors';
import { advanceOrder, devToken } from '../modules/orders';
import { errorResponses } from '../platform/http/error-responses';

/** Local only: what `npm run orders:advance` calls when the store runs on the embedded database. */
export const devOrdersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (app.appConfig.env === 'production') return;
  const token = devToken(app.appConfig.sessionSecret);
  app.post(
    '/dev/orders/:id/advance',
    {
      config: { csrf: false },
      schema: {
        hide: true,
        params: OrderParamsSchema,
        response: { 200: Type.Object({ status: Type.String() }), ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => {
      if (request.headers['x-dev-token'] !== token) throw forbidden('forbidden', 'Доступ запрещён.');
      return { status: await advanceOrder(app.db, request.params.id) };
    },
  );
};
