import { Value } from '@sinclair/typebox/value';
import { PaymentNotificationSchema } from '@apteka/contracts/schemas';
import type { Db } from '../../platform/database/types';
import { conflict, invalid, unauthenticated } from '../../platform/errors';
import { verifyNotification, type Acquirer } from './acquirer';
import { applyNotification } from './payments-service';

/**
 * The acquirer's notification as it arrived: the signature covers the exact bytes, so the raw body is checked
 * before it is parsed; each notification id takes effect once.
 */
export async function receiveNotification(
  db: Db,
  acquirer: Acquirer,
  secret: string,
  raw: string,
  timestampHeader: unknown,
  signatureHeader: unknown,
): Promise<{ status: 'ok' | 'refunded' }> {
  const check = verifyNotification(raw, timestampHeader, signatureHeader, secret);
  if (check === 'bad_signature') throw unauthenticated('bad_signature', 'Подпись уведомления неверна.');
  if (check === 'expired') throw unauthenticated('expired', 'Уведомление устарело.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw invalid('validation', 'Некорректное уведомление.');
  }
  if (!Value.Check(PaymentNotificationSchema, parsed)) throw invalid('validation', 'Некорректное уведомление.');
  const outcome = await applyNotification(db, parsed, (refund) => acquirer.refund(refund));
  if (outcome === 'duplicate') throw conflict('duplicate', 'Уведомление уже обработано.');
  if (outcome === 'unknown_payment') throw invalid('unknown_payment', 'Платёж не найден или сумма не совпадает.');
  return { status: outcome === 'refunded' ? 'refunded' : 'ok' };
}
