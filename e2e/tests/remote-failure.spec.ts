import { expect, test } from '../support/test';

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
