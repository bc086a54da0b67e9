import { answerFirstVisit, expect, test, type Locator, type Page } from '../support/test';
import { fillBasket } from '../support/basket';
import { phoneWindow } from '../support/first-screen';

/** The window each phone's browser shows with its bars up: a common one and the narrowest. */
const PHONES = ['iPhone 13', 'Galaxy S24'] as const;
/** The phone header's budget: one compact row and the city/delivery line. */
const HEADER_MAX = 112;

/**
 * Whether the element lies wholly inside the first screen of the page (before any scrolling), once the page has
 * settled: a part the browser draws after hydration may still be arriving when the page first works.
 */
async function inFirstScreen(page: Page, locator: Locator) {
  const { height } = page.viewportSize()!;
  await expect(async () => {
    const box = await locator.boundingBox();
    expect(box, 'element has a box').not.toBeNull();
    expect(box!.y, 'top within the first screen').toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, 'bottom within the first screen').toBeLessThanOrEqual(height);
  }).toPass({ timeout: 5_000 });
}

async function nothingWiderThanTheWindow(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, 'no horizontal scrolling').toBeLessThanOrEqual(innerWidth);
}

for (const name of PHONES) {
  test.describe(`on ${name}`, () => {
    // a phone's browser says it is one (its user agent), and the server draws the page for a phone
    test.use(phoneWindow(name));
    test.beforeEach(async ({ context, baseURL }) => {
      // the city was confirmed on an earlier visit: the journeys look at the pages, not the first-visit question
      await answerFirstVisit(context, 'apteka:dismissed:showConfirmCorrectRegion', '1', baseURL!);
    });

    test('the home page: a compact header, the bottom navigation reaching every section', async ({ page }) => {
      await page.goto('/');
      const header = page.locator('header').first();
      await expect(page.getByTestId('location-line')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('location-line')).toContainText(/ · (В аптеке|Доставка)/);
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(HEADER_MAX);
      await nothingWiderThanTheWindow(page);

      const nav = page.getByRole('navigation', { name: 'Разделы' });
      await expect(nav).toBeVisible();
      await inFirstScreen(page, nav);
      await expect(nav.getByRole('link', { name: 'Главная' })).toHaveAttribute('aria-current', 'page');
      for (const [name, url, section] of [
        ['Каталог', /\/catalog$/, 'Каталог'],
        ['Корзина', /\/basket\/$/, 'Корзина'],
        ['Избранное', /\/lk\/favorites$/, 'Избранное'],
        ['Войти', /\/lk$/, 'Войти'],
      ] as const) {
        await nav.getByRole('link', { name: new RegExp(`^${name}`) }).click();
        await expect(page).toHaveURL(url);
        await expect(nav.getByRole('link', { name: new RegExp(`^${section}`) })).toHaveAttribute(
          'aria-current',
          'page',
        );
      }

      // the city and the way of receiving open as a sheet from the one line
      await page.getByTestId('location-line').click();
      const sheet = page.getByRole('dialog', { name: 'Город и способ получения' });
      await expect(sheet.getByRole('group', { name: 'Способ получения' })).toBeVisible();
      // the system back gesture closes the sheet and leaves the shopper on the page
      const under = page.url();
      await page.goBack();
      await expect(sheet).toBeHidden();
      expect(page.url()).toBe(under);
      await page.getByTestId('location-line').click();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(page.getByTestId('location-line')).toBeFocused();

      // the city list opens from the sheet and stays open while the sheet's own history entry goes
      await page.getByTestId('location-line').click();
      await sheet.getByTestId('region-button').click();
      const cities = page.getByRole('dialog', { name: 'Выберите город' });
      await expect(cities).toBeVisible();
      // the location sheet's entry has gone once the city list's own entry is the page's history state
      const citiesTitle = await cities.getAttribute('aria-labelledby');
      await page.waitForFunction(
        (id) => (window.history.state as { apteka_sheet?: string } | null)?.apteka_sheet === `sheet-${id}`,
        citiesTitle,
      );
      await expect(cities).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(cities).toBeHidden();
    });

    test('a listing: the first product on the first screen, filters applied from their sheet', async ({ page }) => {
      await page.goto('/catalog/lekarstvennye-sredstva');
      const first = page.getByRole('article').first();
      await expect(first).toBeVisible({ timeout: 30_000 });
      await inFirstScreen(page, first.getByRole('heading'));
      await nothingWiderThanTheWindow(page);

      const bar = page.getByTestId('phone-listing-bar');
      await bar.getByRole('button', { name: 'Фильтры' }).click();
      const sheet = page.getByRole('dialog', { name: 'Фильтры' });
      // the box follows the address, which changes a moment after the tap: the outcome is what is checked
      await sheet.getByRole('checkbox', { name: /В наличии в моём регионе/ }).click();
      await expect(page).toHaveURL(/inStock=1/);
      await expect(sheet.getByRole('checkbox', { name: /В наличии в моём регионе/ })).toBeChecked();
      await sheet.getByRole('button', { name: /^Показать \d+ товар/ }).click();
      await expect(sheet).toBeHidden();
      await expect(bar.getByRole('button', { name: 'Убрать фильтр: В наличии' })).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Фильтры · 1' })).toBeVisible();

      // scrolling down tucks the location line away; the search stays, and the bar sticks just below the header
      await page.mouse.wheel(0, 1200);
      const line = page.getByTestId('location-line');
      await expect
        .poll(async () => (await line.boundingBox())!.y + (await line.boundingBox())!.height)
        .toBeLessThanOrEqual(1);
      const header = await page.locator('header').first().boundingBox();
      const sticky = await bar.getByRole('button', { name: 'Сортировка' }).boundingBox();
      expect(sticky!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
      expect(sticky!.y).toBeLessThan(header!.y + header!.height + 24);
      await page.mouse.wheel(0, -400);
      await expect.poll(async () => (await line.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    });

    test('a product page: name, price and «В корзину» on the first screen, the buy bar stays on scroll', async ({
      page,
    }) => {
      await page.goto('/catalog/lekarstvennye-sredstva');
      const first = page
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: /^В корзину:/, disabled: false }) })
        .first();
      await expect(first).toBeVisible({ timeout: 30_000 });
      const name = (await first.getByRole('heading').innerText()).trim();
      await first.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await inFirstScreen(page, page.getByRole('heading', { level: 1 }));
      await inFirstScreen(page, page.getByTestId('availability'));
      const buy = page.getByRole('button', { name: 'В корзину', exact: true });
      await inFirstScreen(page, buy);
      await nothingWiderThanTheWindow(page);

      await page.mouse.wheel(0, 1500);
      const bar = page.getByTestId('sticky-buy-bar');
      await expect(bar).toBeVisible();
      await bar.getByRole('button', { name: /^В корзину:/ }).click();
      await expect(
        page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: /^Корзина/ }),
      ).toHaveAccessibleName(/Корзина 1 товар/);
    });

    test("a content page's breadcrumbs: one line that scrolls sideways to the page's own crumb", async ({ page }) => {
      await page.goto('/articles/209');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Аспирин для сердца: кому он нужен, а кому вреден',
      );
      const trail = page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('list');
      const crumbs = trail.getByRole('listitem');
      await expect(crumbs).toHaveCount(4);
      const tops = await crumbs.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, `every crumb on one line (tops ${tops.join(', ')})`).toBe(1);
      const [scrollWidth, clientWidth] = await trail.evaluate((list) => [list.scrollWidth, list.clientWidth]);
      expect(scrollWidth, 'the trail is longer than the window: it scrolls').toBeGreaterThan(clientWidth);
      await nothingWiderThanTheWindow(page);

      await trail.evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
      const current = crumbs.last();
      await expect(current.locator('[aria-current="page"]')).toHaveText(/^Аспирин для сердца/);
      await expect
        .poll(
          async () => {
            const box = (await current.boundingBox())!;
            return box.x + box.width <= page.viewportSize()!.width + 1;
          },
          { message: "the page's own crumb scrolled into the window" },
        )
        .toBe(true);
    });

    test('the basket: the total and «Перейти к оформлению» stay on the first screen', async ({ page }) => {
      await fillBasket(page, 3);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Корзина' })).toBeVisible();
      const bar = page.getByTestId('phone-checkout-bar');
      await expect(bar).toBeVisible();
      await inFirstScreen(page, bar.getByText(/Итого:/));
      await inFirstScreen(page, bar.getByRole('link', { name: 'Перейти к оформлению' }));
      await nothingWiderThanTheWindow(page);
      await bar.getByRole('link', { name: 'Перейти к оформлению' }).click();
      await expect(page).toHaveURL(/isCheckout=true/);
      await expect(page.getByRole('textbox', { name: /Телефон/ })).toHaveAttribute('inputmode', 'tel');
      await expect(page.getByRole('textbox', { name: /Телефон/ })).toHaveAttribute('autocomplete', 'tel');
      await nothingWiderThanTheWindow(page);
    });
  });
}
