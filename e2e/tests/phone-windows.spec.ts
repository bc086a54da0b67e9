import { expectNoSeriousAxeViolations } from '../support/axe';
import {
  expectClearOnFirstScreen,
  expectNothingWiderThanTheWindow,
  PHONE_WINDOWS,
  phoneWindow,
  type PhoneWindow,
} from '../support/first-screen';
import { expect, test, type Page } from '../support/test';

/**
 * A first visit in the window each phone's browser really shows: a listing, search results, the home page and a
 * product page, with each of the first visit's questions up in turn (the cookie notice, then the city, then the app
 * banner) and once all are answered. In each, goods can be bought from the first window: at least two of the goods a
 * listing, the search results or the home page show have their name, price and «В корзину» wholly in the window, a
 * product page its price and «В корзину», and a tap at the button's centre reaches the button. Nothing is wider
 * than the window, axe finds nothing serious (in the narrowest window), and nothing moves under the shopper's eyes.
 */

const LISTING = 'lekarstvennye-sredstva';
/** A search whose results fill more than the first window. */
const SEARCH = 'парацетамол';
/** The chain's apps, as a chain with apps names them in its pages (the e2e store is started without any). */
const APPS_META =
  '<meta name="mobile-apps" content="appStore=https://apps.apple.com/ru/app/id1234567890 googlePlay=https://play.google.com/store/apps/details?id=ru.apteka.app ruStore=https://www.rustore.ru/catalog/app/ru.apteka.app" />';
/** Layout shift a shopper does not notice (Web Vitals call a page's CLS good up to 0.1). */
const UNNOTICED_SHIFT = 0.01;

const QUESTIONS = [
  { name: 'the cookie notice', region: /Мы используем файлы cookie/, answer: 'Только необходимые' },
  { name: 'the city', region: /^Ваш город — .+\?$/, answer: 'Да, верно' },
  { name: 'the app banner', region: /Приложение аптеки/, answer: 'Не сейчас' },
] as const;

/** The store's pages name the chain's apps, so the app banner takes its turn after the city. */
async function withTheChainsApps(page: Page) {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace('</head>', `${APPS_META}</head>`);
      return route.fulfill({ response, body });
    },
  );
}

/** Every layout shift of each page the browser opens, without the ones that follow the shopper's own input. */
function watchLayoutShifts() {
  const shifts: Array<{ value: number; at: number; moved: string[] }> = [];
  (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }
    >) {
      if (entry.hadRecentInput) continue;
      const moved = (entry.sources ?? []).map(({ node }) =>
        node instanceof Element
          ? `<${node.tagName.toLowerCase()}> «${(node.textContent ?? '').trim().slice(0, 40)}»`
          : String(node?.nodeName),
      );
      shifts.push({ value: entry.value, at: entry.startTime, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * From when the page's goods are all drawn: what the first window shows, and what comes to it a moment later (a
 * listing's ad, answered apart). A busy server leaves a page to the browser to draw, which
 * draws it in steps; the questions, their answers and the layout of the goods are what is judged here (how a page
 * drawn by the server becomes one that works without a jump: wrong-screen-guess.spec.ts).
 */
async function watchShiftsFromHere(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __shiftsFrom: number }).__shiftsFrom = performance.now();
  });
}

async function expectNoLayoutShift(page: Page) {
  const shifts = await page.evaluate(() => {
    const watched = window as unknown as {
      __layoutShifts: Array<{ value: number; at: number; moved: string[] }>;
      __shiftsFrom: number;
    };
    return watched.__layoutShifts.filter((shift) => shift.at >= watched.__shiftsFrom);
  });
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(UNNOTICED_SHIFT);
}

/**
 * The page's products whose name, price and «В корзину» lie wholly in the window with nothing drawn over them
 * (what the browser finds at each one's centre is inside it), the button enabled; and why each other card is not.
 */
function productsInReach(page: Page) {
  return page.evaluate(() => {
    const clear = (element: Element | null): string => {
      if (!element) return 'missing';
      const box = element.getBoundingClientRect();
      if (box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth) {
        return `outside the window (${Math.round(box.top)}–${Math.round(box.bottom)} of ${window.innerHeight})`;
      }
      const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (found && element.contains(found)) return 'clear';
      const cover = found?.closest('section, nav, header, [role="region"], [role="dialog"]') ?? found;
      return `covered by <${cover?.tagName.toLowerCase() ?? 'nothing'}> «${cover?.getAttribute('aria-label') ?? ''}»`;
    };
    const inReach: string[] = [];
    const not: string[] = [];
    for (const card of document.querySelectorAll('[data-testid="product-card"]')) {
      const button = card.querySelector<HTMLButtonElement>('button[aria-label^="В корзину:"]');
      const parts = {
        name: clear(card.querySelector('h3')),
        price: clear(card.querySelector('[data-testid="price"]')),
        button: button?.disabled ? 'disabled' : clear(button),
      };
      const name = card.getAttribute('aria-label') ?? '';
      if (Object.values(parts).every((part) => part === 'clear')) inReach.push(name);
      else if (not.length < 4) not.push(`${name}: ${JSON.stringify(parts)}`);
    }
    return { inReach, not };
  });
}

async function expectTwoProductsInReach(page: Page, when: string) {
  await expect
    .poll(
      async () => {
        const { inReach, not } = await productsInReach(page);
        return inReach.length >= 2 ? 'two or more' : `only ${JSON.stringify(inReach)}; ${not.join('; ')}`;
      },
      { message: `two products' name, price and «В корзину» in the window, ${when}` },
    )
    .toBe('two or more');
}

async function expectPriceAndBuyInReach(page: Page, when: string) {
  await expectClearOnFirstScreen(page.getByTestId('price').first(), `the price, ${when}`);
  await expectClearOnFirstScreen(page.getByRole('button', { name: 'В корзину', exact: true }), `«В корзину», ${when}`);
}

interface PageKind {
  /** what is read to know the page's goods are all drawn */
  drawn: (page: Page) => Promise<void>;
  expectInReach: (page: Page, when: string) => Promise<void>;
}

const LISTING_PAGE: PageKind = {
  drawn: async (page) => {
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: /^Подразделы/ })).toBeVisible();
    await expect(page.getByTestId('ad-tile').first()).toBeAttached();
  },
  expectInReach: expectTwoProductsInReach,
};

const SEARCH_RESULTS: PageKind = {
  drawn: async (page) => {
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByText(/^Найдено \d+ товар/).first()).toBeVisible();
  },
  expectInReach: expectTwoProductsInReach,
};

/** The home page's goods, drawn with the promotions' slides and the popular categories. */
const HOME_PAGE: PageKind = {
  drawn: async (page) => {
    await expect(
      page.getByRole('region', { name: 'Популярные товары' }).getByTestId('product-card').first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Акции' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Популярные категории' }).getByRole('link').first()).toBeVisible();
  },
  expectInReach: expectTwoProductsInReach,
};

const PRODUCT_PAGE: PageKind = {
  drawn: async (page) => {
    await expect(page.getByTestId('price').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'В корзину', exact: true })).toBeVisible();
  },
  expectInReach: expectPriceAndBuyInReach,
};

/**
 * The windows are all narrower than the store's first breakpoint, so each draws the same document and axe finds the
 * same in each: it is asked in the narrowest, where the most text wraps; the layout is judged in every window.
 */
const AXE_WINDOW: PhoneWindow = 'Galaxy S24';

/** With each question up in turn, then with all of them answered, the page keeps its goods in reach. */
async function throughTheQuestions(page: Page, { drawn, expectInReach }: PageKind, name: PhoneWindow) {
  const expectAccessible = name === AXE_WINDOW ? expectNoSeriousAxeViolations : async () => undefined;
  await drawn(page);
  await watchShiftsFromHere(page);
  for (const question of QUESTIONS) {
    const region = page.getByRole('region', { name: question.region });
    await expect(region, `${question.name} is asked`).toBeVisible();
    await expectInReach(page, `with ${question.name} up`);
    await expectNothingWiderThanTheWindow(page);
    await expectAccessible(page);
    await region.getByRole('button', { name: question.answer }).click();
    await expect(region).toHaveCount(0);
  }
  await expectInReach(page, 'once the questions are answered');
  await expectNoLayoutShift(page);

  // a later visit: no question, the same first window
  await page.reload();
  await drawn(page);
  await watchShiftsFromHere(page);
  await expectInReach(page, 'on a later visit');
  await expectNothingWiderThanTheWindow(page);
  await expectAccessible(page);
  await expectNoLayoutShift(page);
}

test.use({ firstVisit: true });

for (const name of PHONE_WINDOWS) {
  test.describe(`a first visit in the window of ${name}`, () => {
    test.use(phoneWindow(name));
    test.beforeEach(async ({ page, context }) => {
      // a journey of many checks in each of its states: three times the time of one
      test.slow();
      await withTheChainsApps(page);
      await context.addInitScript(watchLayoutShifts);
    });

    test('a listing: two products with their name, price and «В корзину» under each question', async ({ page }) => {
      await page.goto(`/catalog/${LISTING}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await throughTheQuestions(page, LISTING_PAGE, name);
    });

    test('search results: two products with their name, price and «В корзину» under each question', async ({
      page,
    }) => {
      await page.goto(`/search?q=${encodeURIComponent(SEARCH)}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await throughTheQuestions(page, SEARCH_RESULTS, name);
    });

    test('the home page: two of its goods with their name, price and «В корзину» under each question', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await throughTheQuestions(page, HOME_PAGE, name);
    });

    test('a product page: its price and «В корзину» under each question', async ({ page }) => {
      const listing = (await (await page.request.get(`/api/products?category=${LISTING}&inStock=true`)).json()) as {
        productList: { items: Array<{ slug: string; name: string }> };
      };
      const product = listing.productList.items[0]!;
      await page.goto(`/catalog/product/${product.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
      await throughTheQuestions(page, PRODUCT_PAGE, name);
    });
  });
}
