import { expect, test } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';

test('a remote that fails to load leaves the shell working with a fallback and a retry', async ({ page }) => {
  let catalogDown = true;
  await page.route('**/remotes/catalog/**', (route) =>
    catalogDown ? route.abort('connectionrefused') : route.continue(),
  );

  await page.goto('/catalog');
  const fallback = page.locator('[data-remote-fallback="catalog"]');
  await expect(fallback).toBeVisible({ timeout: 30_000 });
  await expect(fallback.getByRole('heading')).toContainText('временно недоступен');
  await expect(page.getByTestId('region-button')).toBeVisible();

  // another remote still works, and the failed one does not block it
  await page.getByRole('link', { name: 'Аптеки', exact: true }).first().click();
  await expect(page.locator('[data-boundary="pharmacies"]')).toBeVisible();
  await page.goBack();
  await expect(fallback).toBeVisible({ timeout: 30_000 });

  catalogDown = false;
  await fallback.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.locator('[data-boundary="catalog"]')).toBeVisible({ timeout: 30_000 });
  await expect(fallback).toHaveCount(0);
});

test('a remote whose manifest is missing (404) shows the fallback, not a broken page', async ({ page }) => {
  await page.route('**/remotes/account/**/mf-manifest.json*', (route) =>
    route.fulfill({ status: 404, body: 'not found' }),
  );
  await page.goto('/lk');
  await expect(page.locator('[data-remote-fallback="account"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('brand-name')).toBeVisible();
});

test('while the API answers 503 the page is the site-unavailable page, which reports it; back again after a reload', async ({
  page,
}) => {
  let apiAway = true;
  // the page came as the server sends it when it cannot reach the database: the shell alone, neither drawn nor with
  // any answer, so the browser asks for everything itself
  await page.route(
    (url) => url.pathname === '/catalog',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replace(/<script type="application\/json" id="apteka-(first-answers|server-state)">.*?<\/script>/g, '')
        .replace(/<div id="root" data-server-rendered="">[\s\S]*<\/div>(?=<script)/, '<div id="root"></div>');
      await route.fulfill({ response, body });
    },
  );
  await page.route('**/api/layout/location', (route) =>
    apiAway
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'unavailable', message: 'Сервис временно недоступен.' }),
        })
      : route.continue(),
  );
  const reported = page.waitForRequest(
    (request) => request.url().endsWith('/api/client-log') && request.postDataJSON()?.status === 503,
  );

  await page.goto('/catalog');
  await expect(page.getByRole('heading', { name: 'Сайт недоступен' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: /^\+7|^8/ })).toBeVisible();
  await reported;
  await expectNoSeriousAxeViolations(page);

  apiAway = false;
  await page.getByRole('button', { name: 'Обновить страницу' }).click();
  await expect(page.getByTestId('region-button')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Сайт недоступен' })).toHaveCount(0);
});
