import { expectNoSeriousAxeViolations } from '../support/axe';
import { expectClearOnFirstScreen, phoneWindow } from '../support/first-screen';
import { expect, test, type BrowserContext, type Locator, type Page } from '../support/test';

/** The budget for a question at the foot of a phone: one or two short lines and one row of choices. */
const NOTICE_MAX_HEIGHT = 120;
const LISTING = '/catalog/lekarstvennye-sredstva';

async function expectCompact(notice: Locator) {
  await expect(notice).toBeVisible();
  const box = await notice.boundingBox();
  expect(box!.height, 'the notice’s height').toBeLessThanOrEqual(NOTICE_MAX_HEIGHT);
}

/** Scrolled past the buy box, the bar keeping the price and «В корзину» at hand stands above the question. */
async function expectBuyBarClearWhenScrolled(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bar = page.getByTestId('sticky-buy-bar');
  await expect(bar).toBeVisible();
  await expectClearOnFirstScreen(bar.getByRole('button', { name: /^В корзину:/ }), 'the buy bar’s «В корзину»');
  await expectClearOnFirstScreen(bar.getByTestId('price'), 'the buy bar’s price');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toHaveCount(0);
}

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'apteka_consent_analytics')?.value;
}

/** The address of the listing's first product that can be bought, as its card links to it. */
async function firstBuyableProduct(page: Page) {
  await page.goto(LISTING);
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('button', { name: /^В корзину:/, disabled: false }) })
    .first();
  return (await card.getByRole('heading').getByRole('link').getAttribute('href'))!;
}

test.use({ firstVisit: true });

for (const name of ['iPhone 13', 'Pixel 7'] as const) {
  test.describe(`a first visit on ${name}`, () => {
    // the window the phone's browser shows, its bars up: an iPhone 13's is 390 × 664 (phone-windows.spec.ts goes
    // through every phone's window)
    test.use(phoneWindow(name));

    test('a listing: its first card with its price and button stays in sight and in reach under each question', async ({
      page,
      context,
    }) => {
      await page.goto(LISTING);
      const cookies = page.getByRole('region', { name: /Мы используем файлы cookie/ });
      const city = page.getByRole('region', { name: /^Ваш город — .+\?$/ });
      const card = page.getByTestId('product-card').first();
      await expectCompact(cookies);
      await expect(cookies.getByRole('link', { name: 'Подробнее о cookie' })).toBeVisible();
      // one question at a time: the city, already asked in the page, waits for the cookie answer
      await expect(page.getByTestId('region-confirm')).toBeAttached();
      await expect(city).toBeHidden();
      await expectClearOnFirstScreen(card.getByTestId('price'), 'the first card’s price');
      await expectClearOnFirstScreen(card.getByRole('button', { name: /^В корзину:/ }), 'the first card’s «В корзину»');
      await expectNoSeriousAxeViolations(page);

      await cookies.getByRole('button', { name: 'Только необходимые' }).click();
      await expect(cookies).toHaveCount(0);
      expect(await consentCookie(context)).toBe('denied');
      await expectCompact(city);
      await expectClearOnFirstScreen(card.getByTestId('price'), 'the first card’s price');
      await expectClearOnFirstScreen(card.getByRole('button', { name: /^В корзину:/ }), 'the first card’s «В корзину»');
      await city.getByRole('button', { name: 'Да, верно' }).click();
      await expect(city).toHaveCount(0);

      // each is asked once
      await page.reload();
      await expect(card).toBeVisible();
      await expect(cookies).toHaveCount(0);
      await expect(city).toHaveCount(0);
    });

    test('a product page: the price and «В корзину» stay in sight and in reach; «Принять все» grants analytics', async ({
      page,
      context,
    }) => {
      await page.goto(await firstBuyableProduct(page));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const cookies = page.getByRole('region', { name: /Мы используем файлы cookie/ });
      const city = page.getByRole('region', { name: /^Ваш город — .+\?$/ });
      const price = page.getByTestId('price').first();
      const buy = page.getByRole('button', { name: 'В корзину', exact: true });
      await expectCompact(cookies);
      await expectClearOnFirstScreen(price, 'the price');
      await expectClearOnFirstScreen(buy, '«В корзину»');
      await expectBuyBarClearWhenScrolled(page);

      expect(await consentCookie(context)).toBeUndefined();
      await cookies.getByRole('button', { name: 'Принять все' }).click();
      await expect(cookies).toHaveCount(0);
      expect(await consentCookie(context)).toBe('granted');
      await expectCompact(city);
      await expectClearOnFirstScreen(price, 'the price');
      await expectClearOnFirstScreen(buy, '«В корзину»');
      await expectBuyBarClearWhenScrolled(page);
      await expectNoSeriousAxeViolations(page);
    });
  });
}
