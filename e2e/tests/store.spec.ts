import { expect, test } from '../support/test';
import { catalogMenuButton, openWholeCatalogue } from '../support/header';

test.describe('the store', () => {
  test('home renders in the chosen brand', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('brand-name')).toHaveText('Самсон-Фарма');
    await expect(page.locator('[data-boundary="content"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const primary = await (await catalogMenuButton(page)).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(primary).toBe('rgb(0, 115, 122)');
  });

  test('region choice persists across a reload', async ({ page }) => {
    await page.goto('/pharmacies');
    const regionButton = page.getByTestId('region-button');
    await expect(regionButton).toContainText('Москва');
    await regionButton.click();
    const dialog = page.getByRole('dialog', { name: 'Выберите город' });
    await expect(dialog).toBeVisible();
    // main cities first: Moscow, St Petersburg, Kazan, Nizhny Novgorod, Yekaterinburg first
    const cities = dialog.getByRole('list', { name: 'Города' }).getByRole('button');
    await expect(cities.first()).toBeVisible();
    const names = await cities.allInnerTexts();
    expect(names.slice(0, 5).map((n) => n.split('\n')[0])).toEqual([
      'Москва',
      'Санкт-Петербург',
      'Казань',
      'Нижний Новгород',
      'Екатеринбург',
    ]);
    await expect(dialog.getByRole('button', { name: /Ярославль/ })).toBeDisabled();

    await dialog.getByRole('button', { name: /^Казань/ }).click();
    await expect(dialog).toBeHidden();
    await expect(regionButton).toContainText('Казань');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Казани');

    await page.reload();
    await expect(page.getByTestId('region-button')).toContainText('Казань');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Казани');
  });

  test('moves between routes of different remotes without a page load', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-boundary="content"]')).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    await openWholeCatalogue(page);
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(page.locator('[data-boundary="catalog"]')).toBeVisible();
    await expect(page.locator('[data-boundary="content"]')).toHaveCount(0);

    await page.getByRole('link', { name: /^Корзина/ }).click();
    await expect(page.locator('[data-boundary="basket"]')).toBeVisible();

    await page.getByRole('link', { name: 'Аптеки', exact: true }).first().click();
    await expect(page.locator('[data-boundary="pharmacies"]')).toBeVisible();

    await page.getByRole('link', { name: 'Войти' }).click();
    await expect(page.locator('[data-boundary="account"]')).toBeVisible();

    await page.goBack();
    await expect(page.locator('[data-boundary="pharmacies"]')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });

  test('a route nobody owns shows the 404 page inside the shell', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    await expect(page.getByTestId('region-button')).toBeVisible();
  });

  test('a leading region segment resolves to the same remote', async ({ page }) => {
    await page.goto('/moskva-14/catalog');
    await expect(page.locator('[data-boundary="catalog"]')).toBeVisible();
  });
});
