import { devices, expect, type Locator, type Page } from '@playwright/test';

/**
 * What a shopper's thumb meets at the element's centre on the first screen (the page not scrolled): 'clear' when
 * the element lies wholly inside the window and nothing is drawn over its centre, otherwise what is in the way.
 */
export function atItsCentre(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth) {
      return `outside the first screen (${Math.round(box.top)}–${Math.round(box.bottom)} of ${window.innerHeight})`;
    }
    const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (found && element.contains(found)) return 'clear';
    const cover = found?.closest('section, nav, header, [role="region"], [role="dialog"]') ?? found;
    const name = cover?.getAttribute('aria-label') ?? cover?.textContent?.trim().slice(0, 60) ?? '';
    return `covered by <${cover?.tagName.toLowerCase() ?? 'nothing'}> «${name}»`;
  });
}

/** The element is in the first screen and is what a tap at its centre reaches, once the page has settled. */
export async function expectClearOnFirstScreen(locator: Locator, what: string) {
  await expect.poll(() => atItsCentre(locator), { message: `${what} on the first screen, uncovered` }).toBe('clear');
}

/**
 * The windows a phone's browser shows on a first visit, as Playwright's own descriptors give them: the screen less
 * the browser's bars (an iPhone 13's 390 × 844 screen is a 390 × 664 window in Safari with its bars up).
 */
export const PHONE_WINDOWS = ['iPhone 13', 'iPhone 13 Mini', 'iPhone 15', 'Galaxy S24', 'Pixel 7'] as const;
export type PhoneWindow = (typeof PHONE_WINDOWS)[number];

/** A phone's descriptor (window, user agent, touch) in the suite's one browser, Chromium; upright or on its side. */
export function phoneWindow(name: PhoneWindow | `${PhoneWindow} landscape`) {
  const { defaultBrowserType: _browser, ...descriptor } = devices[name];
  return descriptor;
}

/** Elements wider than the window, named: a phone's page scrolls only up and down. */
export function elementsWiderThanTheWindow(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().width > window.innerWidth + 0.5)
      .map((element) => `<${element.tagName.toLowerCase()}> «${(element.textContent ?? '').trim().slice(0, 40)}»`),
  );
}

export async function expectNothingWiderThanTheWindow(page: Page) {
  expect(await elementsWiderThanTheWindow(page), 'elements wider than the window').toEqual([]);
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, 'no sideways scrolling of the page').toBeLessThanOrEqual(innerWidth);
}
