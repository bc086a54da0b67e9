import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';

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
/**
 * The store's pages arrive drawn by the server and start working a moment later (`<html data-ready>`): a journey
 * acts on a page once it works, as a shopper does once the page responds. Every page of the journey's browser waits
 * for that after each load.
 */
async function untilReady(page: Page) {
  // only the store's own documents get there: a journey that leaves for a blank page does not wait
  if (!/^https?:/.test(page.url())) return;
  await page
    .locator('html[data-ready]')
    .waitFor({ state: 'attached', timeout: 30_000 })
    .catch(() => undefined); // a page that never gets there fails on what the journey expects of it
}

function actingOnceReady(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilReady(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilReady(page);
    return response;
  };
}

export const test = base.extend<{
  cspViolations: string[];
  firstVisit: boolean;
  returningShopper: void;
  pagesActOnceReady: void;
}>({
  pagesActOnceReady: [
    async ({ context, page, javaScriptEnabled }, use) => {
      // without scripts a page is as the server drew it, and never starts working
      if (javaScriptEnabled !== false) {
        actingOnceReady(page);
        context.on('page', actingOnceReady);
      }
      await use();
    },
    { auto: true },
  ],
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
