import { expect, test } from '../support/test';

test.describe('advertising', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test("a category page shows the top banner; 'Реклама' opens the placement details and copies the ad id", async ({
    page,
  }) => {
    await page.goto('/catalog/lekarstvennye-sredstva');
    const banner = page.getByRole('complementary', { name: 'Реклама' });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    await expect(banner.getByRole('link')).toContainText(/\S/);

    const label = banner.getByRole('button', { name: 'Реклама' });
    await label.click();
    const popup = page.getByRole('dialog', { name: 'Рекламное размещение' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(/Рекламодатель: (ООО|АО) «/);
    await popup.getByRole('button', { name: 'Скопировать ID рекламы' }).click();
    await expect(popup.getByRole('button', { name: 'Скопировано' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^[1-9A-HJ-NP-Za-km-z]{9,11}$/);

    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(label).toBeFocused();
  });

  test('a listing shows an ad tile right after the 3rd product card, never a prescription product', async ({
    page,
  }) => {
    await page.goto('/catalog/lekarstvennye-sredstva');
    const items = page.getByRole('list', { name: 'Товары' }).locator(':scope > li');
    const adTile = page.getByTestId('ad-tile').first();
    await expect(adTile).toBeVisible({ timeout: 30_000 });
    await expect(items.nth(3).getByTestId('ad-tile')).toBeVisible();
    for (const i of [0, 1, 2]) await expect(items.nth(i).getByTestId('ad-tile')).toHaveCount(0);
    await expect(adTile.getByRole('button', { name: 'Реклама' })).toBeVisible();
    await expect(adTile.getByRole('button', { name: /^В корзину: / })).toBeVisible();
    await expect(adTile).not.toContainText('По рецепту');
  });
});
