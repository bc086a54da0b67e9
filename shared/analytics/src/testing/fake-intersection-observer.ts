import { act } from '@testing-library/react';

/**
 * Puts a fake IntersectionObserver in the page for a test, which the test moves: `show(element, ratio)` tells the
 * observer watching the element that `ratio` of it is on screen. `restore` puts the page's own back.
 */
export function fakeIntersectionObserver(): { show: (element: Element, ratio: number) => void; restore: () => void } {
  const page = globalThis as unknown as { IntersectionObserver: unknown };
  const original = page.IntersectionObserver;
  const observed = new Map<Element, IntersectionObserverCallback>();
  page.IntersectionObserver = class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      observed.set(element, this.callback);
    }
    unobserve(element: Element) {
      observed.delete(element);
    }
    disconnect() {
      for (const [element, callback] of observed) if (callback === this.callback) observed.delete(element);
    }
  };
  return {
    show: (element, ratio) =>
      act(() =>
        observed.get(element)?.(
          [{ target: element, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      ),
    restore: () => {
      page.IntersectionObserver = original;
    },
  };
}
