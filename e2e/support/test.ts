import { expect, test as base, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

/**
 * How a journey's browser starts. By default as a returning shopper: the cookie notice answered (in its cookie, which
 * the server reads too) and the analytics counter running (its client id stored), so a first visit's notice and
 * metric do not cover or outlast the journey. The journeys of a first visit set `firstVisit: true`.
 */
const COUNTER_RUNNING = () => {
  if (!localStorage.getItem('_ym_uid')) localStorage.setItem('_ym_uid', '1700000000000000001');
};

/** A first-visit answer the store keeps in a cookie ('apteka:consent:analytics' -> apteka_consent_analytics). */
export async function answerFirstVisit(context: BrowserContext, key: string, value: string, baseURL: string) {
  await context.addCookies([{ name: key.replace(/[^A-Za-z0-9_-]/g, '_'), value, url: baseURL }]);
}

/**
 * Every journey runs under the store's Content-Security-Policy and fails when a page breaks it: a remote that
 * needs eval, an inline script or a style tag without the page's nonce cannot ship. Chromium reports each
 * refusal on the console of the page that caused it.
 */
export const test = base.extend<{ cspViolations: string[]; firstVisit: boolean; returningShopper: void }>({
  firstVisit: [false, { option: true }],
  returningShopper: [
    async ({ context, firstVisit, baseURL }, use) => {
      if (!firstVisit) {
        await answerFirstVisit(context, 'apteka:consent:analytics', 'denied', baseURL!);
        await context.addInitScript(COUNTER_RUNNING);
      }
      await use();
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
          violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
