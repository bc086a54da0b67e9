/**
 * `npm run bench:auth [-- --shoppers 50 --phones 1000]`: on a fresh database of the PostgreSQL server, the API as
 * its own process behind a (simulated) proxy, this process as the load. Prints the p95 of a code request and of a
 * sign-in with 50 shoppers at once, each from an address of its own; then an attacker rotating 1,000 phone numbers
 * from one address for a minute, and how many codes the shop actually sent them (at most the per-address limit).
 */
import { parseArgs } from 'node:util';
import { startApi, stopApi, waitUp } from './lib/api-process';
import { freshBenchDatabase } from './lib/bench-database';
import { HttpShopper, percentile } from './lib/checkout-shopper';

const PORT = 3197;
const BASE = `http://127.0.0.1:${PORT}`;
/** The per-address limit of code requests an hour (api/src/modules/auth/one-time-codes.ts). */
const PER_ADDRESS_LIMIT = 10;

const phoneOf = (n: number) => {
  const digits = String(n).padStart(9, '0');
  return `+7 9${digits.slice(0, 2)} ${digits.slice(2, 5)}-${digits.slice(5, 7)}-${digits.slice(7, 9)}`;
};

/** A shopper behind the proxy at an address of their own. */
const behindProxy = (address: string) => new HttpShopper(BASE, { 'x-forwarded-for': address });

async function lastCode(phone: string): Promise<string> {
  const answer = (await (await fetch(`${BASE}/api/dev/outbox?to=${encodeURIComponent(phone)}`)).json()) as {
    messages: Array<{ body: string }>;
  };
  return /\b(\d{6})\b/.exec(answer.messages[0]?.body ?? '')?.[1] ?? '';
}

async function main() {
  const { values } = parseArgs({
    options: { shoppers: { type: 'string', default: '50' }, phones: { type: 'string', default: '1000' } },
  });
  const shoppers = Number(values.shoppers);
  const phones = Number(values.phones);
  const database = await freshBenchDatabase();
  const api = startApi(PORT, { DATABASE_URL: database.url, TRUST_PROXY: '1', SESSION_SECRET: 'bench-secret' });
  try {
    await waitUp(api, BASE);
    const crowd = Array.from({ length: shoppers }, (_, i) =>
      behindProxy(`10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`),
    );
    await Promise.all(crowd.map((shopper) => shopper.call('GET', '/api/customer/')));

    const requestMs: number[] = [];
    const signInMs: number[] = [];
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    await Promise.all(
      crowd.map(async (shopper, i) => {
        const phone = phoneOf(100_000 + i);
        const sent = await shopper.call('POST', '/api/customer/auth-sms', { phone });
        requestMs.push(sent.ms);
        count(sent.status);
        const checked = await shopper.call('POST', '/api/customer/auth-sms/check', {
          phone,
          code: await lastCode(phone),
        });
        signInMs.push(checked.ms);
        count(checked.status);
      }),
    );
    console.log(`engine: PostgreSQL server; ${shoppers} shoppers at once, each from its own address`);
    console.log(
      `code request: p50 ${percentile(requestMs, 50).toFixed(1)} ms, p95 ${percentile(requestMs, 95).toFixed(1)} ms`,
    );
    console.log(
      `sign-in with the code (check, session rotation, basket merge): p50 ${percentile(signInMs, 50).toFixed(1)} ms, p95 ${percentile(signInMs, 95).toFixed(1)} ms`,
    );
    console.log(`answers: ${[...statuses].map(([status, n]) => `${status}×${n}`).join(', ')}`);

    const attacker = behindProxy('203.0.113.7');
    const attackStarted = new Date();
    await attacker.call('GET', '/api/customer/');
    const deadline = Date.now() + 60_000;
    let attempts = 0;
    const attackStatuses = new Map<number, number>();
    while (attempts < phones && Date.now() < deadline) {
      // A fresh session every few requests, as a script would, to dodge the per-session limit.
      if (attempts % 4 === 0) {
        attacker.forgetCookies();
        await attacker.call('GET', '/api/customer/');
      }
      const answer = await attacker.call('POST', '/api/customer/auth-sms', { phone: phoneOf(500_000 + attempts) });
      attackStatuses.set(answer.status, (attackStatuses.get(answer.status) ?? 0) + 1);
      attempts++;
    }
    const { rows } = await database.db.query<{ n: number }>(
      "SELECT count(*)::integer AS n FROM outbox_messages WHERE channel = 'sms' AND created_at >= $1",
      [attackStarted.toISOString()],
    );
    const sent = rows[0]!.n;
    console.log(
      `attacker, one address, ${attempts} phone numbers in ${((60_000 - Math.max(0, deadline - Date.now())) / 1000).toFixed(0)} s: ` +
        `${[...attackStatuses].map(([status, n]) => `${status}×${n}`).join(', ')}; codes sent: ${sent} (per-address limit ${PER_ADDRESS_LIMIT} an hour)`,
    );
    if (sent > PER_ADDRESS_LIMIT) process.exitCode = 1;
  } finally {
    await stopApi(api);
    await database.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
