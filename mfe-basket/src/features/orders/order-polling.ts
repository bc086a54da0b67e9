import type { Order } from '@apteka/contracts';

export const PAID_POLL_STEP_MS = 5000;
export const QR_POLL_MS = 10000;
const FINAL = new Set(['canceled', 'canceled_by_store', 'closed', 'pickuped', 'delivered']);

/**
 * While the order is flagged as paid but its payment status is not yet the paid code, poll at
 * 5 s, then 10 s, 15 s...; a pickup order without QR text is polled every 10 s; otherwise not at all.
 * `attempt` counts the polls made so far for the paid flag.
 */
export function nextPollDelay(order: Order, payedFlag: boolean, attempt: number): number | null {
  if (FINAL.has(order.status)) return null;
  if ((payedFlag || order.payed) && order.payment.status.code !== 'payed') return PAID_POLL_STEP_MS * (attempt + 1);
  if (order.receivingMethod === 'deliverypickup' && !order.qrText && order.payment.status.code !== 'canceled') {
    // An unpaid card order gets its QR only after payment: nothing to wait for until the shopper pays.
    if (order.paymentMethod === 'card' && !order.payed && !payedFlag) return null;
    return QR_POLL_MS;
  }
  return null;
}
