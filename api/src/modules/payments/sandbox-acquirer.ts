/** The built-in sandbox acquirer: its hosted page approves or declines a payment and calls the shop back, signed. */
import { randomUUID } from 'node:crypto';
import { orderPath } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { notFound } from '../../platform/errors';
import { orderSignature } from '../orders';
import { signNotification } from './acquirer';
import { findPayment } from './payments-repository';
import { escapeMarkup as escapeHtml } from '../../platform/text/escape-markup';

const rubles = (kopecks: number) =>
  `${(kopecks / 100).toLocaleString('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ₽`;

async function requirePayment(db: Queryable, paymentId: string) {
  const payment = await findPayment(db, paymentId);
  if (!payment) throw notFound('payment_not_found', 'Платёж не найден.');
  return payment;
}

/** The hosted payment page: the order and amount, and «Оплатить» / «Отклонить» while the payment is pending. */
export async function sandboxPaymentPage(db: Queryable, paymentId: string, action: string): Promise<string> {
  const payment = await requirePayment(db, paymentId);
  const done = payment.status !== 'pending';
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
<p><label><input type="checkbox" name="remember" value="1"> Запомнить карту МИР •••• 0004 для следующих покупок</label></p>
<button class="ok" type="submit" name="decision" value="approve">Оплатить</button>
<button class="no" type="submit" name="decision" value="decline">Отклонить</button></form>`
}
</main></body></html>`;
}

export interface SandboxDecision {
  /** the signed notification to deliver to the shop's webhook, when the payment was still pending */
  notification: { body: string; timestamp: number; signature: string } | null;
  /** where the shopper returns: the order's signed page */
  returnUrl: string;
}

export async function decideSandboxPayment(
  db: Queryable,
  paymentId: string,
  decision: 'approve' | 'decline',
  remember: boolean,
  secrets: { webhook: string; orders: string },
  now = Date.now(),
): Promise<SandboxDecision> {
  const payment = await requirePayment(db, paymentId);
  let notification: SandboxDecision['notification'] = null;
  if (payment.status === 'pending') {
    const body = JSON.stringify({
      notificationId: randomUUID(),
      paymentId,
      orderId: payment.order_id,
      status: decision === 'approve' ? 'succeeded' : 'declined',
      amount: payment.amount,
      // The sandbox's test card; a real acquirer answers its own token for the card the shopper entered.
      ...(remember && decision === 'approve'
        ? { card: { token: `sandbox-${randomUUID()}`, brand: 'МИР', last4: '0004', expires: '12/29' } }
        : {}),
    });
    notification = { body, timestamp: now, signature: signNotification(body, now, secrets.webhook) };
  }
  const signature = orderSignature(payment.order_id, secrets.orders);
  return { notification, returnUrl: orderPath(payment.order_id, { signature, payed: true }) };
}
