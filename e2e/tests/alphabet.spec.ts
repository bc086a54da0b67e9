import { expect, test } from '../support/test';

test.describe('alphabetical directories', () => {
  test('brands by letter: pick a letter, then a brand, and see its products with prices', async ({ page }) => {
    await page.goto('/catalog');
    await page
      .getByRole('navigation', { name: 'Указатели по алфавиту' })
      .getByRole('link', { name: 'Бренды по алфавиту' })
      .click();
    await expect(page).toHaveURL(/\/alphabet_brand$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Бренды по алфавиту' })).toBeVisible({ timeout: 30_000 });

    const strip = page.getByRole('navigation', { name: 'Буквы алфавита' });
    const letterLink = strip.getByRole('link').first();
    await expect(letterLink).toBeVisible();
    const letter = (await letterLink.innerText()).trim();
    await letterLink.click();
    await expect(strip.getByRole('link', { name: letter, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: `На букву ${letter}` })).toBeVisible();

    const brandLink = page
      .getByRole('list', { name: `Названия на букву ${letter}` })
      .getByRole('link')
      .first();
    const brand = (await brandLink.innerText()).trim();
    expect(brand.toUpperCase().replace('Ё', 'Е').startsWith(letter)).toBe(true);
    await brandLink.click();

    await expect(page.getByRole('heading', { level: 1, name: brand })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: letter, exact: true }),
    ).toBeVisible();
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    await expect(first.getByTestId('price').first()).toContainText('₽');
    await expect(page.getByRole('status').filter({ hasText: /Найдено \d+/ })).toBeVisible();

    // The listing behaves like a category: sort goes into the URL and Back returns to the names of the letter.
    await page.getByRole('combobox', { name: 'Сортировка' }).selectOption('cheap');
    await expect(page).toHaveURL(/sort=cheap/);
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: `На букву ${letter}` })).toBeVisible();
  });

  test('an unknown brand is the 404 page', async ({ page }) => {
    await page.goto('/alphabet_brand/%D0%91/no-such-brand');
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible({ timeout: 30_000 });
  });
});
