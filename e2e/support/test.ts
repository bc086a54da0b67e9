import { expect, test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * How a journey's browser starts. By default as a returning shopper: the cookie notice answered and the analytics
 * counter running (its client id stored), so a first visit's notice and metric do not cover or outlast the journey.
 * The journeys of a first visit set `firstVisit: true`.
 */
const RETURNING_SHOPPER = () => {
  localStorage.setItem('apteka:consent:analytics', 'denied');
  if (!localStorage.getItem('_ym_uid')) localStorage.setItem('_ym_uid', '1700000000000000001');
};

/**
 * Every journey runs under the store's Content-Security-Policy and fails when a page breaks it: a remote that
 * needs eval, an inline script or a style tag without the page's nonce cannot ship. Chromium reports each
 * refusal on the console of the page that caused it.
 */
export const test = base.extend<{ cspViolations: string[]; firstVisit: boolean; returningShopper: void }>({
  firstVisit: [false, { option: true }],
  returningShopper: [
    async ({ context, firstVisit }, use) => {
      if (!firstVisit) await context.addInitScript(RETURNING_SHOPPER);
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
