import { expect, type Locator } from '@playwright/test';

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
