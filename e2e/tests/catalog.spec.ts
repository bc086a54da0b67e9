import { expect, test, type Page } from '../support/test';
import { headerSearchBox } from '../support/header';

async function searchFor(page: Page, query: string) {
  const box = await headerSearchBox(page);
  await box.fill(query);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(query)}`));
}

test.describe('catalogue and search', () => {
  test('the header combobox suggests products for a typo, and the results forgive it', async ({ page }) => {
    await page.goto('/');
    const box = await headerSearchBox(page);
    await box.fill('нурафен');
    await expect(
      page
        .getByRole('listbox', { name: 'Подсказки поиска' })
        .getByRole('option', { name: /Нурофен/ })
        .first(),
    ).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /option-0$/);
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await searchFor(page, 'нурафен');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Результаты поиска «нурафен»');
    await expect(page.getByRole('article').first()).toHaveAccessibleName(/Нурофен/);
  });

  test('a query typed in the wrong keyboard layout finds парацетамол', async ({ page }) => {
    await page.goto('/catalog');
    await searchFor(page, 'gfhfwtnfvjk');
    await expect(page.getByText(/Показаны результаты по запросу/)).toContainText('парацетамол');
    await expect(page.getByRole('article').first()).toHaveAccessibleName(/парацетамол/i);
  });

  test('open a product, add it to the basket, change region and see the price change', async ({ page }) => {
    await page.goto('/search?q=%D0%BD%D1%83%D1%80%D0%BE%D1%84%D0%B5%D0%BD');
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    const name = (await first.getByRole('heading').innerText()).trim();
    await first.getByRole('link', { name }).click();

    await expect(page).toHaveURL(/\/catalog\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('row', { name: /Действующее вещество \(МНН\)/ })).toBeVisible();
    await expect(page.getByTestId('availability')).not.toBeEmpty();

    // The card emits 'basket/add-requested'; the basket remote adds it on the server and the header counter follows.
    await expect(page.getByTestId('basket-count')).toHaveText('0');
    await page.getByRole('button', { name: 'В корзину', exact: true }).click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    // The basket suggests what goes with it; the shopper closes the popup and carries on.
    const suggestions = page.getByRole('dialog', { name: 'Товар добавлен в корзину' });
    await expect(suggestions.getByRole('link', { name: 'Перейти в корзину' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(suggestions).toBeHidden();

    const price = page.getByTestId('price').first();
    const moscowPrice = (await price.innerText()).trim();
    const productRequest = page.waitForResponse(
      (response) => /\/api\/products\/[a-z0-9-]+$/.test(new URL(response.url()).pathname) && response.status() === 200,
    );
    await page.getByTestId('region-button').click();
    await page
      .getByRole('dialog', { name: 'Выберите город' })
      .getByRole('button', { name: /^Казань/ })
      .click();
    await expect(page.getByTestId('region-button')).toContainText('Казань');
    await productRequest;
    await expect.poll(async () => (await price.innerText()).trim(), { timeout: 15_000 }).not.toBe(moscowPrice);
  });

  test('a category listing keeps filters and sort in the URL', async ({ page }) => {
    await page.goto('/catalog/discounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Скидки' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Сортировка' }).selectOption('cheap');
    await expect(page).toHaveURL(/sort=cheap/);
    // The box follows the URL, which updates a moment after the click: assert the outcome, not the click.
    await page.getByRole('checkbox', { name: /В наличии в моём регионе/ }).click();
    await expect(page).toHaveURL(/inStock=1/);
    await expect(page.getByRole('checkbox', { name: /В наличии в моём регионе/ })).toBeChecked();
    const url = page.url();
    await page.goto(url);
    await expect(page.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('cheap');
    await expect(page.getByRole('checkbox', { name: /В наличии в моём регионе/ })).toBeChecked();
  });

  test("a product page opened directly comes with its first view's answers: the browser asks the API for none of them", async ({
    page,
    request,
  }) => {
    // a first visit: the browser has no session yet (the product is looked up outside it)
    const popular = (await (await request.get('/api/products/popular')).json()) as {
      items: Array<{ slug: string; name: string }>;
    };
    const product = popular.items[0]!;
    const asked: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    });
    await page.goto(`/catalog/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByRole('heading', { name: 'Характеристики' })).toBeVisible();
    expect(asked).not.toContain(`/api/products/${product.slug}`);
    expect(asked).not.toContain('/api/layout/location');
    expect(asked).not.toContain('/api/customer/');
    // the session the page opened is the one the browser goes on with: adding to the basket works
    await page.getByRole('button', { name: 'В корзину', exact: true }).click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');
  });
});
