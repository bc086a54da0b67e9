import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';

test.use({ firstVisit: true });

test('the cookie notice of a first visit shows once, links to the cookie page and stays answered', async ({ page }) => {
  await page.goto('/');
  const notice = page.getByRole('region', { name: /Мы используем файлы cookie/ });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Подробнее о cookie' })).toHaveAttribute(
    'href',
    '/basic-pages/cookies',
  );
  await expect(page.locator('[data-boundary="content"] h1')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // the server draws it first in the page: it shows with the first paint, and the keyboard reaches it first
  const drawn = await (await page.request.get('/', { headers: { Accept: 'text/html' } })).text();
  expect(drawn.indexOf('id="cookie-notice-text"')).toBeGreaterThan(-1);
  expect(drawn.indexOf('id="cookie-notice-text"')).toBeLessThan(drawn.indexOf('<header'));
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.keyboard.press('Tab');
  await expect(notice.getByRole('link', { name: 'Подробнее о cookie' })).toBeFocused();
  await notice.getByRole('button', { name: 'Только необходимые' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.locator('[data-boundary="content"] h1')).toBeVisible();
  await expect(page.getByRole('region', { name: /Мы используем файлы cookie/ })).toHaveCount(0);
});

test('a browser whose analytics counter never started is counted as lost after 10 s; one whose counter runs is not', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const counted = await browser.newContext({ baseURL: testInfo.project.use.baseURL! });
  await counted.addInitScript(() => localStorage.setItem('_ym_uid', '1700000000000000002'));
  const countedPage = await counted.newPage();
  const countedSends: string[] = [];
  countedPage.on('request', (request) => {
    if (request.url().endsWith('/api/metric/lost-user')) countedSends.push(request.url());
  });

  const started = Date.now();
  const lost = page.waitForRequest((request) => request.url().endsWith('/api/metric/lost-user'), {
    timeout: 20_000,
  });
  await Promise.all([page.goto('/'), countedPage.goto('/')]);
  const request = await lost;
  expect(Date.now() - started).toBeGreaterThanOrEqual(9_000);
  const body = request.postDataJSON() as { clientId: string; deviceType: string };
  expect(body).toEqual({ clientId: expect.stringMatching(/^\d{16}$/), deviceType: 'ПК' });
  expect(await page.evaluate(() => localStorage.getItem('apteka:client-id'))).toBe(body.clientId);
  expect((await request.response())?.status()).toBe(204);

  await countedPage.waitForTimeout(Math.max(0, 12_000 - (Date.now() - started)));
  expect(countedSends).toEqual([]);
  await counted.close();
});
