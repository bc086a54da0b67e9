import { expect, test } from '../support/test';
import { catalogMenuButton } from '../support/header';

test.describe('catalogue menu and favourites', () => {
  test('the header "Каталог" menu is used from the keyboard to open a subcategory listing', async ({ page }) => {
    await page.goto('/');
    const button = await catalogMenuButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Каталог товаров' });
    await expect(menu).toBeVisible();

    // Escape closes the panel and gives the focus back to the button.
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(menu).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const sub = page.locator(':focus');
    const subName = (await sub.locator('span').first().innerText()).trim();
    const subHref = await sub.getAttribute('href');
    expect(subHref).toMatch(/^\/catalog\/[^/]+\/[^/]+$/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(page.locator(':focus')).toHaveAttribute('href', subHref!);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`${subHref}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subName);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('an anonymous shopper who presses a favourite heart is asked to log in', async ({ page }) => {
    await page.goto('/catalog/discounts');
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    const heart = card.getByRole('button', { name: /^В избранное: / });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();

    await expect(page).toHaveURL(/\/lk\?returnTo=%2Fcatalog%2Fdiscounts$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Войдите, чтобы добавить товар в избранное.' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Вход в личный кабинет' })).toBeVisible();
  });
});
