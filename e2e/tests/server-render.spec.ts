import { expect, test, type Page } from '../support/test';

/** A product in stock of the first category listing, as a shopper reaches it. */
async function someProduct(page: Page): Promise<{ slug: string; name: string; category: string }> {
  const menu = (await (await page.request.get('/api/category/menu')).json()) as Array<{
    path: string[];
    children: Array<{ path: string[] }>;
  }>;
  const category = (menu[0]!.children[0] ?? menu[0]!).path.join('/');
  const listing = (await (await page.request.get(`/api/products?category=${category}&inStock=true`)).json()) as {
    productList: { items: Array<{ slug: string; name: string }> };
  };
  return { ...listing.productList.items[0]!, category };
}

/** The console's errors and the page's uncaught ones, as they come (a hydration mismatch is one). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Records, from the page's start, each element matching `selector` that leaves the page (itself or inside what
 * leaves): an element drawn anew by the browser instead of hydrated leaves the page and comes back.
 */
async function recordRemovals(page: Page, selector: string): Promise<() => Promise<string[]>> {
  await page.addInitScript((watched) => {
    const removed: string[] = [];
    (window as unknown as { __removed: string[] }).__removed = removed;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element)
            for (const element of [node, ...node.querySelectorAll(watched)])
              if (element.matches(watched)) removed.push(element.getAttribute('data-boundary') ?? element.tagName);
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { __removed: string[] }).__removed);
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows its name, price and breadcrumbs; a listing its goods', async ({ page }) => {
    const product = await someProduct(page);
    const response = await page.goto(`/catalog/product/${product.slug}`);
    expect(response!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByTestId('price').first()).toHaveText(/\d[\d\s]* ₽/);
    await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' })).toBeVisible();
    await expect(page.getByTestId('region-button')).toContainText('Москва');

    await page.goto(`/catalog/${product.category}`);
    await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();
  });
});

test("a product page the server drew starts working where it stands: nothing is drawn anew, the basket takes the product, another remote's page opens without a page load", async ({
  page,
}) => {
  const product = await someProduct(page);
  const errors = consoleErrors(page);
  // every element of a remote's own that leaves the page: a page drawn anew instead of hydrated would lose the
  // server's elements
  const removed = await recordRemovals(page, '[data-boundary]');

  await page.goto(`/catalog/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  await page.getByRole('button', { name: 'В корзину', exact: true }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  expect(await removed(), "no remote's element left the page: what the server drew is what works").toEqual([]);

  // the basket's suggestions go with the product; from them the shopper goes to the basket, another remote's page
  await page
    .getByRole('dialog', { name: 'Товар добавлен в корзину' })
    .getByRole('link', { name: 'Перейти в корзину' })
    .click();
  await expect(page.locator('[data-boundary="basket"]')).toBeVisible();
  await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  expect(errors, 'console errors (a hydration mismatch is one)').toEqual([]);
});

test('every page of the list is hydrated as the server drew it, with no error and no question to the API', async ({
  page,
}) => {
  const product = await someProduct(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && ['xhr', 'fetch'].includes(request.resourceType()))
      asked.push(`${request.method()} ${url.pathname}`);
  });
  const errors = consoleErrors(page);
  for (const address of [
    '/',
    `/catalog/${product.category}`,
    `/catalog/product/${product.slug}`,
    '/basket/',
    '/pharmacies',
    '/articles',
    '/basic-pages/faq',
    '/lk',
  ]) {
    const response = await page.goto(address);
    const html = await response!.text();
    expect(html, `${address} is drawn by the server`).toContain('data-server-rendered');
    expect(html, `${address}: its remote is drawn too`).toMatch(/<div data-boundary="[a-z]+" data-version=/);
    // React's mark of a part that failed on the server and is left to the browser
    expect(html, `${address}: every part drawn`).not.toContain('<!--$!-->');
    await expect(page.locator('html[data-ready]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    // the page came with every answer its first view needs (and its HTTP client is not even loaded)
    expect(asked.splice(0), `${address} asks the API nothing of its own`).toEqual([]);
  }
  expect(errors, 'console errors (a hydration mismatch is one)').toEqual([]);
});

test('the footer the server drew stays in place until its code arrives once the page is quiet, then works where it stands', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const removed = await recordRemovals(page, 'footer');

  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Где мой заказ' })).toBeVisible();
  await expect(page.locator('html[data-ready]')).toBeAttached();
  // the page's quiet moment, after which the shell's later parts load (asked every 250 ms: a check at every frame
  // would keep the page from ever being quiet); React marks what it has hydrated
  await page.waitForFunction(() => performance.getEntriesByName('page-quiet').length > 0, undefined, {
    polling: 250,
  });
  await expect
    .poll(() => footer.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
  expect(await removed(), 'the footer never left the page').toEqual([]);

  // hydrated, its links move within the store without a page load
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await footer.getByRole('link', { name: 'Где мой заказ' }).click();
  await expect(page).toHaveURL(/\/gde-moy-zakaz$/);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  expect(errors, 'console errors (a hydration mismatch is one)').toEqual([]);
});
