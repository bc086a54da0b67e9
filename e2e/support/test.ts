import { expect, test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Every journey runs under the store's Content-Security-Policy and fails when a page breaks it: a remote that
 * needs eval, an inline script or a style tag without the page's nonce cannot ship. Chromium reports each
 * refusal on the console of the page that caused it.
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
