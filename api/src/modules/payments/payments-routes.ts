import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { PaymentNotificationSchema } from '@apteka/contracts/schemas';
import { HttpError } from '../../platform/errors';
import { orderSignature } from '../orders/order-signature';
import { SIGNATURE_HEADER, signNotification, TIMESTAMP_HEADER, verifyNotification, webhookSecret } from './acquirer';
import { applyNotification } from './payments-service';
import { errorResponses } from '../../platform/http/error-responses';

const NOTIFICATION_PATH = '/api/payments/notifications';

/** The shop's webhook: the raw body is kept, because the signature covers the exact bytes sent. */
export const paymentNotificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secret = webhookSecret(app.appConfig.sessionSecret);
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
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const check = verifyNotification(
        raw,
        request.headers[TIMESTAMP_HEADER],
        request.headers[SIGNATURE_HEADER],
        secret,
      );
      if (check === 'bad_signature') throw new HttpError(401, 'bad_signature', 'Подпись уведомления неверна.');
      if (check === 'expired') throw new HttpError(401, 'expired', 'Уведомление устарело.');
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        throw new HttpError(400, 'validation', 'Некорректное уведомление.');
      }
      if (!Value.Check(PaymentNotificationSchema, parsed))
        throw new HttpError(400, 'validation', 'Некорректное уведомление.');
      const outcome = await applyNotification(app.db, parsed);
      if (outcome === 'duplicate') throw new HttpError(409, 'duplicate', 'Уведомление уже обработано.');
      if (outcome === 'unknown_payment')
        throw new HttpError(400, 'unknown_payment', 'Платёж не найден или сумма не совпадает.');
      return { status: 'ok' };
    },
  );
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const rubles = (kopecks: number) =>
  `${(kopecks / 100).toLocaleString('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ₽`;

/** The built-in sandbox acquirer's hosted page: approve or decline, then a signed call back and a return. */
export const sandboxAcquirerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secret = webhookSecret(app.appConfig.sessionSecret);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const findPayment = async (id: string) => {
    const { rows } = await app.db.query<{ order_id: number; amount: number; status: string }>(
      'SELECT order_id, amount, status FROM payments WHERE id = $1::uuid',
      [id],
    );
    const payment = rows[0];
    if (!payment) throw new HttpError(404, 'payment_not_found', 'Платёж не найден.');
    return payment;
  };

  app.get(
    '/sandbox-acquirer/pay/:id',
    { schema: { hide: true, params: Type.Object({ id: Type.String({ format: 'uuid' }) }) } },
    async (request, reply) => {
      const payment = await findPayment(request.params.id);
      const action = `/api/sandbox-acquirer/pay/${request.params.id}`;
      const done = payment.status !== 'pending';
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Оплата заказа — тестовый эквайринг</title>
<style>body{font-family:system-ui,sans-serif;max-width:480px;margin:40px auto;padding:0 16px;color:#1a1a1a}
button{font-size:18px;padding:12px 20px;margin:8px 8px 0 0;border-radius:8px;border:2px solid #00665e;cursor:pointer}
.ok{background:#00665e;color:#fff}.no{background:#fff;color:#00665e}button:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}</style></head>
<body><main><h1>Тестовая оплата</h1>
<p>Заказ № ${payment.order_id}</p><p>Сумма к оплате: <strong>${escapeHtml(rubles(payment.amount))}</strong></p>
<p>Это тестовая платёжная страница: данные карты здесь не нужны.</p>
${
  done
    ? `<p role="status">Платёж уже обработан.</p>`
    : `<form method="post" action="${action}">
<button class="ok" type="submit" name="decision" value="approve">Оплатить</button>
<button class="no" type="submit" name="decision" value="decline">Отклонить</button></form>`
}
</main></body></html>`;
    },
  );

  app.post(
    '/sandbox-acquirer/pay/:id',
    {
      config: { csrf: false },
      schema: {
        hide: true,
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        body: Type.Object({ decision: Type.Union([Type.Literal('approve'), Type.Literal('decline')]) }),
      },
    },
    async (request, reply) => {
      const payment = await findPayment(request.params.id);
      if (payment.status === 'pending') {
        const body = JSON.stringify({
          notificationId: randomUUID(),
          paymentId: request.params.id,
          orderId: payment.order_id,
          status: request.body.decision === 'approve' ? 'succeeded' : 'declined',
          amount: payment.amount,
        });
        const timestamp = Date.now();
        const answer = await app.inject({
          method: 'POST',
          url: NOTIFICATION_PATH,
          headers: {
            'content-type': 'application/json',
            [TIMESTAMP_HEADER]: String(timestamp),
            [SIGNATURE_HEADER]: signNotification(body, timestamp, secret),
          },
          payload: body,
        });
        if (answer.statusCode !== 200)
          request.log.warn({ status: answer.statusCode, body: answer.body }, 'sandbox notification refused');
      }
      const signature = orderSignature(payment.order_id, app.appConfig.sessionSecret);
      return reply.redirect(`/order/${payment.order_id}?signature=${encodeURIComponent(signature)}&payed=1`, 303);
    },
  );
};
