/**
 * Codes sent by SMS: six digits from a CSPRNG, kept only as an HMAC, valid 5 minutes, used once, dead after 5 wrong
 * guesses; a new one no sooner than 60 s after the last. Sending is limited per phone, per address, per session and
 * per day for the whole shop, in PostgreSQL, so the limits hold however many API instances run: SMS pumping and
 * code guessing both stop there.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { russianMobile, waitText } from '@apteka/contracts';
import type { Db } from '../../platform/database/types';
import { invalid, rateLimited, unprocessable } from '../../platform/errors';
import type { SmsSender } from '../../platform/messaging';
import { enforceLimits, type RateLimit } from '../../platform/rate-limit/rate-limits';
import {
  countWrongGuess,
  insertCode,
  latestCode,
  markVerified,
  spendCode,
  type CodePurpose,
  type CodeRow,
} from './one-time-codes-repository';

export const CODE_TTL_SECONDS = 300;
export const RESEND_AFTER_SECONDS = 60;
export const MAX_WRONG_GUESSES = 5;

const HOUR = 3600;
export const CODE_LIMITS = {
  perPhone: { bucket: 'sms-code:phone', limit: 5, windowSeconds: HOUR },
  perAddress: { bucket: 'sms-code:address', limit: 10, windowSeconds: HOUR },
  perSession: { bucket: 'sms-code:session', limit: 5, windowSeconds: HOUR },
} satisfies Record<string, RateLimit>;

export interface CodeDeps {
  db: Db;
  sms: SmsSender;
  /** signs the stored code hashes */
  secret: string;
  /** codes the whole shop may send a day (SMS pumping cannot run up the bill beyond it) */
  dailyCap: number;
}

export interface CodeRequester {
  sessionId: string;
  address: string;
  customerId?: number | null;
}

const TEXTS: Record<CodePurpose, (code: string) => string> = {
  login: (code) => `Код для входа в интернет-аптеку: ${code}. Никому его не сообщайте.`,
  register: (code) => `Код для регистрации в интернет-аптеке: ${code}. Никому его не сообщайте.`,
  reset: (code) => `Код для смены пароля: ${code}. Если вы его не запрашивали, просто не вводите его.`,
  'phone-change': (code) => `Код для привязки этого номера к личному кабинету: ${code}.`,
  delete: (code) => `Код для удаления личного кабинета: ${code}. Удаление нельзя отменить.`,
};

const hashOf = (secret: string, nonce: string, code: string) =>
  createHmac('sha256', secret).update(`${nonce}:${code}`).digest('base64url');

function matches(secret: string, stored: string, code: string): boolean {
  const [nonce = '', expected = ''] = stored.split(':');
  const given = Buffer.from(hashOf(secret, nonce, code));
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** The phone if it is a Russian mobile number, which alone can receive codes; a 400 otherwise. */
export function mobileOrRefuse(input: string): string {
  const phone = russianMobile(input);
  if (!phone) {
    throw invalid('phone_invalid', 'Укажите российский мобильный номер в формате +7 9XX XXX-XX-XX.');
  }
  return phone;
}

const seconds = (value: Date | string) => new Date(value).getTime() / 1000;

/** Sends a new code; the answer says when another may be asked for. */
export async function sendCode(
  deps: CodeDeps,
  phone: string,
  purpose: CodePurpose,
  requester: CodeRequester,
  now = Date.now(),
) {
  const last = await latestCode(deps.db, phone, purpose);
  const since = last ? now / 1000 - seconds(last.created_at) : Infinity;
  if (since < RESEND_AFTER_SECONDS) {
    const wait = Math.ceil(RESEND_AFTER_SECONDS - since);
    throw rateLimited('code_too_soon', `Новый код можно получить ${waitText(wait)}.`, wait);
  }
  await enforceLimits(
    deps.db,
    [
      { limit: CODE_LIMITS.perPhone, key: phone },
      { limit: CODE_LIMITS.perAddress, key: requester.address },
      { limit: CODE_LIMITS.perSession, key: requester.sessionId },
      { limit: { bucket: 'sms-code:daily', limit: deps.dailyCap, windowSeconds: 24 * HOUR }, key: '*' },
    ],
    'too_many_codes',
    (wait) => `Слишком много запросов кода. Попробуйте ${wait}.`,
    now,
  );
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const nonce = randomBytes(12).toString('base64url');
  await insertCode(deps.db, {
    phone,
    purpose,
    codeHash: `${nonce}:${hashOf(deps.secret, nonce, code)}`,
    sessionId: requester.sessionId,
    customerId: requester.customerId ?? null,
    expiresAt: new Date(now + CODE_TTL_SECONDS * 1000),
  });
  await deps.sms.send(phone, TEXTS[purpose](code));
  return { phone, resendAfterSeconds: RESEND_AFTER_SECONDS, expiresInSeconds: CODE_TTL_SECONDS };
}

const expired = () => unprocessable('code_expired', 'Срок действия кода истёк. Запросите новый код.');

/**
 * Checks the newest code of a phone for a purpose, asked for in this session. A wrong guess counts; after the 5th
 * the code is dead. `use` spends it (single use even under races); otherwise it is only marked as checked.
 */
export async function checkCode(
  deps: CodeDeps,
  phone: string,
  purpose: CodePurpose,
  code: string,
  sessionId: string,
  { use = true, now = Date.now() }: { use?: boolean; now?: number } = {},
): Promise<CodeRow> {
  const row = await latestCode(deps.db, phone, purpose);
  if (!row || row.session_id !== sessionId) {
    throw unprocessable('code_invalid', 'Неверный код. Запросите код ещё раз.');
  }
  if (row.used_at !== null || seconds(row.expires_at) * 1000 <= now) throw expired();
  if (row.attempts >= MAX_WRONG_GUESSES) {
    throw unprocessable('code_attempts_exhausted', 'Слишком много неверных попыток. Запросите новый код.');
  }
  if (!matches(deps.secret, row.code_hash, code)) {
    const attempts = await countWrongGuess(deps.db, row.id);
    const left = MAX_WRONG_GUESSES - attempts;
    throw left > 0
      ? unprocessable('code_invalid', `Неверный код. Осталось попыток: ${left}.`)
      : unprocessable('code_attempts_exhausted', 'Слишком много неверных попыток. Запросите новый код.');
  }
  if (use) {
    if (!(await spendCode(deps.db, row.id))) throw expired();
  } else {
    await markVerified(deps.db, row.id);
  }
  return row;
}
