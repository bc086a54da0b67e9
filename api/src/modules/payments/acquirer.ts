import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentAcquirerName } from '../../platform/config';

/** What the shop needs from an acquirer: a hosted page to send the shopper to. Card data never touches our pages. */
export interface Acquirer {
  readonly name: string;
  /** Registers a payment of `amount` kopecks for the order; returns where to send the whole page. */
  createPayment(input: { paymentId: string; orderId: number; amount: number }): Promise<{ redirectUrl: string }>;
  /** Gives the money of a succeeded payment back to the card; throws when the acquirer refuses or is away. */
  refund(input: { paymentId: string; amount: number }): Promise<void>;
}

export const SIGNATURE_HEADER = 'x-payment-signature';
export const TIMESTAMP_HEADER = 'x-payment-timestamp';
export const NOTIFICATION_MAX_AGE_MS = 5 * 60 * 1000;

/** The secret shared with the acquirer for signing notifications. */
export const webhookSecret = (sessionSecret: string) =>
  createHmac('sha256', sessionSecret).update('payment-webhook').digest('hex');

/** HMAC-SHA256 over "<timestamp>.<raw body>", hex. */
export function signNotification(rawBody: string, timestamp: number, secret: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export type NotificationCheck = 'ok' | 'bad_signature' | 'expired';

export function verifyNotification(
  rawBody: string,
  timestampHeader: unknown,
  signatureHeader: unknown,
  secret: string,
  now = Date.now(),
): NotificationCheck {
  if (
    typeof timestampHeader !== 'string' ||
    typeof signatureHeader !== 'string' ||
    !/^\d{10,16}$/.test(timestampHeader)
  )
    return 'bad_signature';
  const timestamp = Number(timestampHeader);
  const expected = Buffer.from(signNotification(rawBody, timestamp, secret));
  const given = Buffer.from(signatureHeader);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad_signature';
  if (Math.abs(now - timestamp) > NOTIFICATION_MAX_AGE_MS) return 'expired';
  return 'ok';
}

/** The built-in sandbox: its hosted page is served by this API under /api/sandbox-acquirer/. */
export const sandboxAcquirer: Acquirer = {
  name: 'sandbox',
  createPayment: ({ paymentId }) => Promise.resolve({ redirectUrl: `/api/sandbox-acquirer/pay/${paymentId}` }),
  // The sandbox holds no money: a refund is accepted as asked.
  refund: () => Promise.resolve(),
};

/** Chosen by configuration (PAYMENT_ACQUIRER); only the sandbox is built in. */
export function acquirerFor(name: PaymentAcquirerName | undefined): Acquirer {
  switch (name ?? 'sandbox') {
    case 'sandbox':
      return sandboxAcquirer;
  }
}
