import { expectNoSeriousAxeViolations } from '../support/axe';
import { fillBasket } from '../support/basket';
import { expect, test, type Page } from '../support/test';

/** A product of the first category listing, as a shopper reaches it. */
async function someProduct(page: Page): Promise<{ slug: string; name: string }> {
  const menu = (await (await page.request.get('/api/category/menu')).json()) as Array<{
    path: string[];
    children: Array<{ path: string[] }>;
  }>;
  const category = menu[0]!.children[0] ?? menu[0]!;
  const listing = (await (
    await page.request.get(`/api/products?category=${category.path.join('/')}&inStock=true`)
  ).json()) as { productList: { items: Array<{ slug: string; name: string }> } };
  return listing.productList.items[0]!;
}

test('a product page opened directly names the product in its head before any script, and a wrong address is a 404', async ({
  page,
}) => {
  const product = await someProduct(page);
  const response = await page.goto(`/catalog/product/${product.slug}`);
  expect(response!.status()).toBe(200);
  const html = await response!.text();
  expect(html).toContain(`<title>${product.name.replace(/&/g, '&amp;')} — купить в интернет-аптеке`);
  expect(html).toMatch(
    /<script type="application\/ld\+json" nonce="[^"]+">\{"@context":"https:\/\/schema.org","@type":"Product"/,
  );
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

  const missing = await page.goto('/catalog/product/no-such-product-000');
  expect(missing!.status()).toBe(404);
  const nowhere = await page.goto('/no-such-page-123');
  expect(nowhere!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('не найдена');
});

test('the pages of the list have no serious accessibility violation', async ({ page }) => {
  test.setTimeout(120_000);
  const product = await someProduct(page);
  const article = ((await (await page.request.get('/api/content/articles')).json()) as { items: Array<{ id: number }> })
    .items[0]!;
  const pages: Array<[string, () => Promise<unknown>]> = [
    ['/', () => expect(page.locator('[data-boundary="content"] h1')).toBeAttached()],
    ['/catalog', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    [`/catalog/product/${product.slug}`, () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    ['/pharmacies', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    [`/articles/${article.id}`, () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    ['/lk', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
  ];
  for (const [address, ready] of pages) {
    await page.goto(address);
    await ready();
    await expectNoSeriousAxeViolations(page);
  }
  await fillBasket(page, 2);
  await page.goto('/basket/');
  await expect(page.getByRole('heading', { level: 1, name: 'Корзина' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
