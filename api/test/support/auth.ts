import { randomInt } from 'node:crypto';
import type { UserState } from '@apteka/contracts';
import type { FastifyInstance } from 'fastify';
import { Visitor } from './test-app';

/** A shopper who has opened a page: a session and its CSRF cookie, as a browser has them before any form. */
export async function arrived(app: FastifyInstance, address?: string): Promise<Visitor> {
  const visitor = new Visitor(app, address);
  await visitor.get('/api/customer/');
  return visitor;
}

/** A Russian mobile number no other test uses (codes are limited per phone). */
export function freshPhone(): string {
  const digits = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return `+7 9${digits[0]}${digits[1]} ${digits.slice(2, 5)}-${digits.slice(5, 7)}-${digits[7]}${randomInt(0, 10)}`;
}

/** The newest SMS the built-in provider "sent" to a phone, as the outbox answers it. */
export async function lastSms(visitor: Visitor, phone: string): Promise<string> {
  const answer = await visitor.get(`/api/dev/outbox?to=${encodeURIComponent(phone)}`);
  const [message] = answer.json<{ messages: Array<{ body: string }> }>().messages;
  if (!message) throw new Error(`no SMS to ${phone}`);
  return message.body;
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/** Signs the visitor in the way a shopper does: a code by SMS, read from the outbox, then the code. */
export async function signInBySms(visitor: Visitor, phone = freshPhone()): Promise<UserState & { phone: string }> {
  if (!visitor.xsrfToken) await visitor.get('/api/customer/');
  const sent = await visitor.post('/api/customer/auth-sms', { phone });
  if (sent.statusCode !== 200) throw new Error(`code request answered ${sent.statusCode}: ${sent.body}`);
  const code = codeIn(await lastSms(visitor, phone));
  const signedIn = await visitor.post('/api/customer/auth-sms/check', { phone, code });
  if (signedIn.statusCode !== 200) throw new Error(`sign-in answered ${signedIn.statusCode}: ${signedIn.body}`);
  return { ...signedIn.json<UserState>(), phone };
}
