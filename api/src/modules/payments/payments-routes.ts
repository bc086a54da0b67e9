import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { API_PREFIX } from '../../platform/http/api-prefix';
import { errorResponses } from '../../platform/http/error-responses';
import { acquirerFor, SIGNATURE_HEADER, TIMESTAMP_HEADER, webhookSecret } from './acquirer';
import { receiveNotification } from './notifications';
import { decideSandboxPayment, sandboxPaymentPage } from './sandbox-acquirer';

const NOTIFICATION_PATH = `${API_PREFIX}/payments/notifications`;
const SANDBOX_PATH = `${API_PREFIX}/sandbox-acquirer/pay`;

/** The shop's webhook: the raw body is kept, because the signature covers the exact bytes sent. */
export const paymentNotificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secret = webhookSecret(app.appConfig.sessionSecret);
  const acquirer = acquirerFor(app.appConfig.paymentAcquirer);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/notifications',
    {
      config: { csrf: false },
      schema: {
        tags: ['payments'],
        summary:
          'Signed acquirer notification: HMAC-SHA256 of "<timestamp>.<raw body>", at most 5 minutes old, each id once',
        response: { 200: Type.Object({ status: Type.String() }), ...errorResponses(400, 401, 409) },
      },
    },
    async (request) =>
      receiveNotification(
        app.db,
        acquirer,
        secret,
        typeof request.body === 'string' ? request.body : '',
        request.headers[TIMESTAMP_HEADER],
        request.headers[SIGNATURE_HEADER],
      ),
  );
};

/** The built-in sandbox acquirer's hosted page: approve or decline, then a signed call back and a return. */
export const sandboxAcquirerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secrets = { webhook: webhookSecret(app.appConfig.sessionSecret), orders: app.appConfig.sessionSecret };
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(
    '/sandbox-acquirer/pay/:id',
    { schema: { hide: true, params: Type.Object({ id: Type.String({ format: 'uuid' }) }) } },
    async (request, reply) => {
      const page = await sandboxPaymentPage(app.db, request.params.id, `${SANDBOX_PATH}/${request.params.id}`);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    },
  );

  app.post(
    '/sandbox-acquirer/pay/:id',
    {
      config: { csrf: false },
      schema: {
        hide: true,
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        body: Type.Object({
          decision: Type.Union([Type.Literal('approve'), Type.Literal('decline')]),
          remember: Type.Optional(Type.Literal('1')),
        }),
      },
    },
    async (request, reply) => {
      const { notification, returnUrl } = await decideSandboxPayment(
        app.db,
        request.params.id,
        request.body.decision,
        request.body.remember === '1',
        secrets,
      );
      if (notification) {
        // Delivered through the webhook itself, as a real acquirer's call would be.
        const answer = await app.inject({
          method: 'POST',
          url: NOTIFICATION_PATH,
          headers: {
            'content-type': 'application/json',
            [TIMESTAMP_HEADER]: String(notification.timestamp),
            [SIGNATURE_HEADER]: notification.signature,
          },
          payload: notification.body,
        });
        if (answer.statusCode !== 200)
          request.log.warn({ status: answer.statusCode, body: answer.body }, 'sandbox notification refused');
      }
      return reply.redirect(returnUrl, 303);
    },
  );
};
