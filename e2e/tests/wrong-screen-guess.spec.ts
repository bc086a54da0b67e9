import { phoneWindow } from '../support/first-screen';
import { answerFirstVisit, expect, test, type Page } from '../support/test';

/**
 * The server draws a page for the screen it guesses from the request (`Sec-CH-UA-Mobile`, else the user agent) and
 * names the guess on `<html data-viewport>`. Where the guess is wrong, the page's first paint and the working page
 * must still put the first screen's parts in the same place: layout follows CSS media queries, not the guess.
 */

// An iPad's Safari asks for the desktop site: its user agent is a Mac's.
const IPAD_USER_AGENT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
// Firefox sends no client hints: the server has the user agent alone
const FIREFOX_ANDROID_USER_AGENT = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';

const LISTING = 'lekarstvennye-sredstva';

interface Screen {
  name: string;
  /** the browser's window, user agent and touch: a phone's as Playwright's device descriptor gives it */
  browser: {
    viewport: { width: number; height: number };
    userAgent?: string;
    isMobile?: boolean;
    hasTouch?: boolean;
    deviceScaleFactor?: number;
  };
  /** the browser sends no `Sec-CH-UA-*` hints (Chromium, whose user agent the journey borrows, always does) */
  withoutClientHints?: true;
  /** what the server guesses for this request */
  guess: 'phone' | 'desktop';
}

const SCREENS: Screen[] = [
  {
    name: 'an iPad Mini in portrait, sending a desktop user agent',
    browser: { viewport: { width: 768, height: 1024 }, userAgent: IPAD_USER_AGENT, hasTouch: true },
    guess: 'desktop',
  },
  {
    name: 'an iPad Mini in landscape, sending a desktop user agent',
    browser: { viewport: { width: 1024, height: 768 }, userAgent: IPAD_USER_AGENT, hasTouch: true },
    guess: 'desktop',
  },
  {
    name: 'a desktop browser in a window 390 px wide',
    browser: { viewport: { width: 390, height: 844 } },
    guess: 'desktop',
  },
  { name: 'a Pixel 7 in landscape', browser: phoneWindow('Pixel 7 landscape'), guess: 'phone' },
  {
    name: 'Firefox on a Pixel 7, which sends no client hints',
    browser: { ...phoneWindow('Pixel 7'), userAgent: FIREFOX_ANDROID_USER_AGENT },
    withoutClientHints: true,
    guess: 'phone',
  },
];

/** The first screen's parts a shopper looks at, found the same way in the server's page and the working one. */
type Part = 'heading' | 'price' | 'buy button' | 'first card' | 'promotions';

interface Place {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Before the page loads, in the page: what the first paint shows (once the server's markup is parsed, before any of
 * the store's scripts run: they are deferred), every layout shift from then on, and React's commits, to know when it
 * has no work left. A busy browser may paint a page while it still reads it, a part at a time; those paints are not
 * the working page moving what the server drew, and are left out. So is the frame that shows the rest of the markup
 * at last: it comes after the markup is read, but what it moves it puts where the whole markup draws it.
 */
function watchThePage(parts: Part[]) {
  const find: Record<Part, () => Element | null | undefined> = {
    heading: () => document.querySelector('main h1'),
    price: () => document.querySelector('main [data-testid="price"]'),
    'buy button': () =>
      [...document.querySelectorAll('main button')].find((button) => button.textContent?.trim() === 'В корзину'),
    'first card': () => document.querySelector('main [data-testid="product-card"]'),
    promotions: () => document.querySelector('main [aria-roledescription="карусель"]'),
  };
  type Watch = {
    first: Partial<Record<string, { element: Element; place: Place }>>;
    shifts: Array<{ value: number; nodes: string[] }>;
    roots: Set<{ pendingLanes: number; current: { memoizedState?: { isDehydrated?: boolean } | null } }>;
  };
  type Rect = { x: number; y: number; width: number; height: number };
  const watch: Watch = { first: {}, shifts: [], roots: new Set() };
  (window as unknown as { __watch: Watch }).__watch = watch;
  const placeOf = (element: Element): Place => {
    const box = element.getBoundingClientRect();
    return { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height };
  };
  // the markup read: from here on a move is the working page's, not the browser painting what it has read so far
  let readAt = Infinity;
  // where the whole markup draws each node in the window, as a layout shift's rectangles are (cut to the window)
  const readPlaces = new WeakMap<Node, Rect>();
  const inWindow = (box: DOMRectReadOnly): Rect => {
    const right = Math.min(box.right, document.documentElement.clientWidth);
    const bottom = Math.min(box.bottom, document.documentElement.clientHeight);
    const x = Math.max(box.x, 0);
    const y = Math.max(box.y, 0);
    return { x, y, width: Math.max(right - x, 0), height: Math.max(bottom - y, 0) };
  };
  const sameRect = (a: Rect, b: Rect) =>
    (['x', 'y', 'width', 'height'] as const).every((side) => Math.abs(a[side] - b[side]) <= 1);
  const rectText = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    readAt = performance.now();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) readPlaces.set(node, inWindow(node.getBoundingClientRect()));
      else {
        range.selectNode(node);
        readPlaces.set(node, inWindow(range.getBoundingClientRect()));
      }
    }
    for (const part of parts) {
      const element = find[part]();
      if (element) watch.first[part] = { element, place: placeOf(element) };
    }
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
      }
    >) {
      if (entry.hadRecentInput || entry.startTime < readAt) continue;
      const sources = entry.sources ?? [];
      const readingFinished = (source: (typeof sources)[number]) => {
        const read = source.node ? readPlaces.get(source.node) : undefined;
        return read !== undefined && sameRect(read, source.currentRect);
      };
      if (sources.length > 0 && sources.every(readingFinished)) continue;
      // the moved node, where it stood and where it went: enough to find it in the page
      const nodes = sources.map(({ node, previousRect, currentRect }) => {
        const name =
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} in ${node.parentElement?.outerHTML.slice(0, 120)}`
            : `${String(node?.nodeName)} «${(node?.textContent ?? '').trim().slice(0, 40)}»`;
        const read = node ? readPlaces.get(node) : undefined;
        return `${name}: ${rectText(previousRect)} → ${rectText(currentRect)}${read ? `, in the read markup ${rectText(read)}` : ''}`;
      });
      watch.shifts.push({ value: entry.value, nodes });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // React announces every commit to a developer tools hook; after a commit's effects it says so again
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onCommitFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: (_id: number, root: Watch['roots'] extends Set<infer R> ? R : never) => {
      watch.roots.add(root);
    },
  };
}

/**
 * The page works and React has nothing left to do: the first paint's heading is hydrated (its remote's root is
 * among React's), and no root React drew waits to hydrate or has an update waiting.
 */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    type Root = { pendingLanes: number; current: { memoizedState?: { isDehydrated?: boolean } | null } };
    const watch = (window as unknown as { __watch: { first: { heading?: { element: Element } }; roots: Set<Root> } })
      .__watch;
    const heading = watch.first.heading?.element;
    return (
      document.documentElement.hasAttribute('data-ready') &&
      heading !== undefined &&
      Object.keys(heading).some((key) => key.startsWith('__reactFiber$')) &&
      [...watch.roots].every((root) => root.pendingLanes === 0 && root.current.memoizedState?.isDehydrated !== true)
    );
  });
}

async function firstProduct(page: Page): Promise<{ slug: string; name: string }> {
  const listing = (await (await page.request.get(`/api/products?category=${LISTING}&inStock=true`)).json()) as {
    productList: { items: Array<{ slug: string; name: string }> };
  };
  return listing.productList.items[0]!;
}

/** Opens the page and compares where its parts stood at the first paint with where they stand once it works. */
async function expectNoJump(page: Page, path: string, parts: Part[], guess: Screen['guess']) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  await page.addInitScript(watchThePage, parts);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('h1').first()).toBeVisible();
  await settled(page);

  expect(await page.locator('html').getAttribute('data-viewport'), "the server's guess").toBe(guess);
  const result = await page.evaluate((names) => {
    type Watch = {
      first: Partial<Record<string, { element: Element; place: Place }>>;
      shifts: Array<{ value: number; nodes: string[] }>;
    };
    const watch = (window as unknown as { __watch: Watch }).__watch;
    return {
      shifts: watch.shifts,
      parts: names.map((name) => {
        const first = watch.first[name];
        if (!first) return { name, first: null, now: null, kept: false };
        const box = first.element.getBoundingClientRect();
        return {
          name,
          first: first.place,
          now: { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height },
          // hydration kept the server's element: it was not drawn anew
          kept: first.element.isConnected,
        };
      }),
    };
  }, parts);

  for (const part of result.parts) {
    expect(part.first, `${part.name} in the first paint`).not.toBeNull();
    expect(part.kept, `${part.name}: the server's element is still the page's`).toBe(true);
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(part.now![side] - part.first![side]), `${part.name}: ${side} moved`).toBeLessThanOrEqual(1);
  }
  expect(result.shifts, 'layout shifts').toEqual([]);
  expect(errors, 'console errors (a hydration mismatch is one)').toEqual([]);
}

for (const screen of SCREENS) {
  const { viewport } = screen.browser;
  test.describe(`on ${screen.name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ hasTouch: false, isMobile: false, ...screen.browser });
    test.beforeEach(async ({ context, baseURL }) => {
      // the city was confirmed on an earlier visit: the journeys look at the pages, not the first-visit question
      await answerFirstVisit(context, 'apteka:dismissed:showConfirmCorrectRegion', '1', baseURL!);
      if (screen.withoutClientHints)
        // the page is asked for by the journey's own client, which sends the browser's headers but the hints
        await context.route('**/*', async (route) => {
          const request = route.request();
          if (!request.isNavigationRequest()) return route.fallback();
          const headers = Object.fromEntries(
            Object.entries(await request.allHeaders()).filter(([name]) => !name.startsWith('sec-ch-ua')),
          );
          return route.fulfill({ response: await route.fetch({ headers }) });
        });
    });

    test("a product page's heading, price and buy button stand where the first paint put them", async ({ page }) => {
      const product = await firstProduct(page);
      await expectNoJump(page, `/catalog/product/${product.slug}`, ['heading', 'price', 'buy button'], screen.guess);
    });

    test("the home page's promotions stand where the first paint put them", async ({ page }) => {
      await expectNoJump(page, '/', ['heading', 'promotions'], screen.guess);
    });

    test("a listing's heading and first card stand where the first paint put them; the banner is above only from 1024 px", async ({
      page,
    }) => {
      await expectNoJump(page, `/catalog/${LISTING}`, ['heading', 'first card'], screen.guess);
      const banner = page.getByRole('complementary', { name: 'Реклама' });
      const bannerTop = (await banner.boundingBox())!.y;
      const headingTop = (await page.locator('h1').first().boundingBox())!.y;
      if (viewport.width >= 1024) expect(bannerTop).toBeLessThan(headingTop);
      else expect(bannerTop, 'the banner starts below the first screen').toBeGreaterThanOrEqual(viewport.height);
    });
  });
}
