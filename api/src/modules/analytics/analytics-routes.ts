import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Nullable } from '@apteka/contracts/schemas';
import { recordedPurchases, type AnalyticsDeps } from './server-purchases';

const RecordedPurchaseSchema = Type.Object({
  orderId: Type.Integer(),
  transactionId: Type.String(),
  value: Type.Number(),
  items: Type.Integer(),
  recordedAt: Type.String(),
  sentAt: Nullable(Type.String()),
  attempts: Type.Integer(),
  lastError: Nullable(Type.String()),
});

/** Local and test runs only: the purchases the server recorded from payment notifications, newest first. */
export const analyticsDevRoutes: FastifyPluginAsyncTypebox<{ deps: AnalyticsDeps }> = async (app, { deps }) => {
  if (app.appConfig.env === 'production') return;
  app.get(
    '/dev/analytics/purchases',
    {
      schema: {
        hide: true,
        querystring: Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }) }),
        response: { 200: Type.Object({ purchases: Type.Array(RecordedPurchaseSchema) }) },
      },
    },
    async (request) => ({ purchases: await recordedPurchases(deps, request.query.limit) }),
  );
};
