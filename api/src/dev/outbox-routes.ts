import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { messagesTo } from '../platform/messaging';

const OutboxMessageSchema = Type.Object({
  id: Type.Integer(),
  channel: Type.Union([Type.Literal('sms'), Type.Literal('email')]),
  recipient: Type.String(),
  subject: Type.Union([Type.String(), Type.Null()]),
  body: Type.String(),
  attachments: Type.Array(Type.String()),
  provider: Type.String(),
  delivered: Type.Boolean(),
  createdAt: Type.String(),
});

/**
 * Local and test runs only: what the SMS and mail providers sent to a phone or an address, newest first, so a
 * developer or a browser test can read a code or a link. Never registered with APP_ENV=production.
 */
export const outboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (app.appConfig.env === 'production') return;
  app.get(
    '/dev/outbox',
    {
      schema: {
        hide: true,
        querystring: Type.Object({ to: Type.String({ minLength: 3, maxLength: 254 }) }),
        response: { 200: Type.Object({ messages: Type.Array(OutboxMessageSchema) }) },
      },
    },
    async (request) => ({ messages: await messagesTo(app.db, request.query.to) }),
  );
};
