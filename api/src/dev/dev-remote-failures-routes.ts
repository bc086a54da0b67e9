import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { RemoteFailuresSchema } from '@apteka/contracts/schemas';
import { forbidden } from '../platform/errors';
import { devToken } from '../modules/orders';
import { errorResponses } from '../platform/http/error-responses';
import { remoteFailuresSince } from '../platform/system/remote-failures';

/** Local only: what `npm run registry -- status` reads when the store runs on the embedded database. */
export const devRemoteFailuresRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (app.appConfig.env === 'production') return;
  const token = devToken(app.appConfig.sessionSecret);
  app.get(
    '/dev/remote-failures',
    {
      schema: {
        hide: true,
        querystring: Type.Object({ minutes: Type.Integer({ minimum: 1, maximum: 10_080, default: 60 }) }),
        response: { 200: RemoteFailuresSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      if (request.headers['x-dev-token'] !== token) throw forbidden('forbidden', 'Доступ запрещён.');
      return remoteFailuresSince(app.db, request.query.minutes);
    },
  );
};
