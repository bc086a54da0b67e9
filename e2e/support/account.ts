import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** A Russian mobile number, as the shop writes it, that no other run has used (codes are limited per phone). */
export function freshPhone(): string {
  const digits = String(randomInt(0, 1_000_000_000)).padStart(9, '0');
  return `+7 9${digits.slice(0, 2)} ${digits.slice(2, 5)}-${digits.slice(5, 7)}-${digits.slice(7, 9)}`;
}

/**
 * Each journey that asks for codes is a shopper of its own address: codes are limited per address, and every
 * journey of a run (and its retry) would otherwise share the browser's one.
 */
export async function fromOwnAddress(page: Page) {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` });
}

/** The code of the newest SMS the built-in provider "sent" to a phone (the local outbox). */
export async function smsCode(page: Page, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(phone)}`);
      const { messages } = (await answer.json()) as { messages: Array<{ body: string }> };
      code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** Asks for a code on the open phone form and returns the one the outbox got. */
export async function requestCode(page: Page, phone: string, label = 'Номер телефона'): Promise<string> {
  const before = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(phone)}`);
  const seen = ((await before.json()) as { messages: unknown[] }).messages.length;
  await page.getByLabel(label).fill(phone);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByRole('status').filter({ hasText: phone })).toBeVisible();
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(phone)}`);
      return ((await answer.json()) as { messages: unknown[] }).messages.length;
    })
    .toBe(seen + 1);
  return smsCode(page, phone);
}

/** Signs in on /lk with a code by SMS, as a shopper does. */
export async function signInBySms(page: Page, phone: string) {
  await page.goto('/lk');
  await expect(page.getByRole('heading', { level: 1, name: 'Вход в личный кабинет' })).toBeVisible();
  const code = await requestCode(page, phone);
  await page.getByLabel('Код из SMS').fill(code);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  // exact: the sign-in page's own heading, "Вход в личный кабинет", holds these words, and a journey that went on
  // before the sign-in answered would send the session the sign-in is about to replace
  await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет', exact: true })).toBeVisible();
}
