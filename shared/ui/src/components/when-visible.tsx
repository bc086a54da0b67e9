import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` pixels (above or below) of the window since it was drawn; once true,
 * it stays true. False on the server and in the browser's first render (so a hydration matches); true at once where
 * the browser cannot tell where the shopper is.
 */
export function useNearViewport(element: RefObject<Element | null>, margin = 600): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return near;
}

/**
 * What is drawn only once the shopper scrolls near it (within `margin` of the window): the goods shelves far below a
 * product, which a page that stops at its first screen never asks for or draws. It comes before it is in view, so
 * nothing in view moves. The server leaves it out (the browser's first render must match); a browser that cannot
 * tell where the shopper is draws it at once.
 */
export function WhenVisible({ children, margin = 600 }: { children: ReactNode; margin?: number }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, margin);
  return <div ref={place}>{near ? children : null}</div>;
}
