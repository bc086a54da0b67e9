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

/** A layout shift of the working page: its score and the nodes it moved, each with where it stood and went. */
interface Move {
  value: number;
  nodes: string[];
}

/**
 * Before the page loads, in the page: what the first paint shows (once the server's markup is parsed, before any of
 * the store's scripts run: they are deferred), every layout shift from then on, and React's commits, to know when it
 * has no work left. A busy browser may paint a page while it still reads it, a part at a time; those paints are not
 * the working page moving what the server drew, and are left out: the shifts of the frames before the document says
 * it is read, and those of the first frame after it (the frame that shows the rest of the markup, when the browser
 * did not paint it before the document said so: either comes first) where each node it moves stands, as the frame
 * begins, where the whole markup put it.
 *
 * Where a node stands is where it starts (its box's top left corner, a text's first line's), the point a layout
 * shift follows, measured alike when the markup is read and as that frame begins (its animation frame callbacks run
 * before it is laid out and painted). A layout shift's own rectangles are what the browser paints (a line of text as
 * wide as its paragraph, a box with its shadow, cut by what scrolls), never the box a script measures: compared with
 * one, a line of the count that wrapped once the row's buttons were read counted as moved.
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
  type Point = { x: number; y: number };
  type Shift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources?: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
  };
  type Watch = {
    first: Partial<Record<string, { element: Element; place: Place }>>;
    roots: Set<{ pendingLanes: number; current: { memoizedState?: { isDehydrated?: boolean } | null } }>;
    /** the working page's layout shifts so far */
    moves: () => Move[];
  };
  const watch: Watch = { first: {}, roots: new Set(), moves: () => [] };
  (window as unknown as { __watch: Watch }).__watch = watch;
  const placeOf = (element: Element): Place => {
    const box = element.getBoundingClientRect();
    return { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height };
  };
  const range = document.createRange();
  // where its first box starts in the page, as the document is laid out now; none for a node without a box
  const startOf = (node: Node): Point | undefined => {
    if (!(node instanceof Element)) range.selectNodeContents(node);
    const box = (node instanceof Element ? node.getClientRects() : range.getClientRects())[0];
    return box && { x: box.x + window.scrollX, y: box.y + window.scrollY };
  };
  const startsOfAll = () => {
    const starts = new WeakMap<Node, Point>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const start = startOf(node);
      if (start) starts.set(node, start);
    }
    return starts;
  };
  // the markup read: from here on the page is the whole markup's, and a move is the working page's
  let readAt = Infinity;
  let read = new WeakMap<Node, Point>();
  // the nodes as the first frame after the reading paints them; a shift from the next frame on compares two frames
  // that both show the whole markup
  let firstFrame = new WeakMap<Node, Point>();
  let secondFrameAt = Infinity;
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    readAt = performance.now();
    read = startsOfAll();
    requestAnimationFrame(() => {
      firstFrame = startsOfAll();
      requestAnimationFrame(() => {
        secondFrameAt = performance.now();
      });
    });
    for (const part of parts) {
      const element = find[part]();
      if (element) watch.first[part] = { element, place: placeOf(element) };
    }
  });
  const shifts: Shift[] = [];
  const observer = new PerformanceObserver((list) => shifts.push(...(list.getEntries() as Shift[])));
  observer.observe({ type: 'layout-shift', buffered: true });

  const same = (a: Point | undefined, b: Point | undefined) =>
    a !== undefined && b !== undefined && Math.abs(a.x - b.x) <= 1 && Math.abs(a.y - b.y) <= 1;
  const finishesTheReading = (shift: Shift) =>
    shift.startTime < secondFrameAt &&
    (shift.sources ?? []).length > 0 &&
    (shift.sources ?? []).every(({ node }) => node && same(read.get(node), firstFrame.get(node)));
  const pointText = (point: Point | undefined) => (point ? `${Math.round(point.x)},${Math.round(point.y)}` : 'none');
  const rectText = (r: DOMRectReadOnly) =>
    `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  watch.moves = () => {
    shifts.push(...(observer.takeRecords() as Shift[]));
    return shifts
      .filter((shift) => !shift.hadRecentInput && shift.startTime >= readAt && !finishesTheReading(shift))
      .map((shift) => ({
        value: shift.value,
        // the moved node, where it stood and where it went: enough to find it in the page
        nodes: (shift.sources ?? []).map(({ node, previousRect, currentRect }) => {
          const name =
            node instanceof Element
              ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} in ${node.parentElement?.outerHTML.slice(0, 120)}`
              : `${String(node?.nodeName)} «${(node?.textContent ?? '').trim().slice(0, 40)}»`;
          const starts =
            node && shift.startTime < secondFrameAt
              ? `; starts in the read markup at ${pointText(read.get(node))}, in the first frame at ${pointText(firstFrame.get(node))}`
              : '';
          return `${name}: ${rectText(previousRect)} → ${rectText(currentRect)}${starts}`;
        }),
      }));
  };
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
 * among React's), and no root React drew waits to hydrate or has an update waiting. A markup read without a heading,
 * or one drawn anew in place of the server's, never will be: the wait ends there too, and the journey's checks of
 * the first paint and of the kept elements say which.
 */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    type Root = { pendingLanes: number; current: { memoizedState?: { isDehydrated?: boolean } | null } };
    const watch = (window as unknown as { __watch: { first: { heading?: { element: Element } }; roots: Set<Root> } })
      .__watch;
    const heading = watch.first.heading?.element;
    if (!document.documentElement.hasAttribute('data-ready')) return false;
    if (heading === undefined || !heading.isConnected) return true;
    return (
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
  const result = await page.evaluate(async (names) => {
    type Watch = { first: Partial<Record<string, { element: Element; place: Place }>>; moves: () => Move[] };
    const watch = (window as unknown as { __watch: Watch }).__watch;
    // the page as read here is on screen, and its shifts are reported, once the frame after the one painting it begins
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
    return {
      shifts: watch.moves(),
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
