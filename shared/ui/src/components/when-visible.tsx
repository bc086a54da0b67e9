import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * What is drawn only once the shopper scrolls near it (within `margin` of the window): the goods shelves far below a
 * product, which a page that stops at its first screen never asks for or draws. It comes before it is in view, so
 * nothing in view moves. The server leaves it out (the browser's first render must match); a browser that cannot
 * tell where the shopper is draws it at once.
 */
export function WhenVisible({ children, margin = 600 }: { children: ReactNode; margin?: number }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return undefined;
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
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return <div ref={place}>{near ? children : null}</div>;
}
