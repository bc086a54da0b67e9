/**
 * Text messages to phones. The built-in provider only records them in the outbox (local and test runs read codes
 * from there); the gateway adapter speaks the SMS.ru-style HTTP protocol (`/sms/send?api_id=…&to=…&msg=…&json=1`).
 */
import type { Queryable } from '../database/types';
import { upstreamUnavailable } from '../errors';
import { recordMessage } from './outbox-repository';

export interface SmsSender {
  readonly name: string;
  /** Sends `text` to a phone in E.164 form (+79991234567); fails with upstream_unavailable when it could not. */
  send(phone: string, text: string): Promise<void>;
}

export interface SmsGatewayConfig {
  /** base URL, e.g. https://sms.ru */
  url: string;
  token: string;
  /** sender name registered with the gateway, if any */
  from?: string;
}

export function builtinSms(db: Queryable): SmsSender {
  return {
    name: 'builtin',
    send: (phone, text) =>
      recordMessage(db, {
        channel: 'sms',
        recipient: phone,
        subject: null,
        body: text,
        attachments: [],
        provider: 'builtin',
        delivered: true,
      }),
  };
}

const TIMEOUT_MS = 5000;

export function smsGateway(db: Queryable, config: SmsGatewayConfig, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    name: 'gateway',
    async send(phone, text) {
      const params = new URLSearchParams({ api_id: config.token, to: phone.replace(/\D/g, ''), msg: text, json: '1' });
      if (config.from) params.set('from', config.from);
      let delivered = false;
      try {
        const response = await fetchImpl(`${config.url}/sms/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: params.toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const answer = (await response.json().catch(() => null)) as { status?: string } | null;
        delivered = response.ok && answer?.status === 'OK';
      } catch {
        delivered = false;
      }
      await recordMessage(db, {
        channel: 'sms',
        recipient: phone,
        subject: null,
        body: text,
        attachments: [],
        provider: 'gateway',
        delivered,
      });
      if (!delivered)
        throw upstreamUnavailable('sms_unavailable', 'Не удалось отправить SMS. Попробуйте через минуту.');
    },
  };
}
