import { useEffect, useState, type RefObject } from 'react';
import { STICKY_TOP_PROPERTY } from '@apteka/contracts';

/** Scrolling less than this either way is a tremble, not a change of direction. */
const THRESHOLD = 8;
/** Near the top of the page the header is always whole. */
const ALWAYS_WHOLE_ABOVE = 120;

/**
 * On a phone the header stays at the top of the window: scrolling down tucks its location line away (the search
 * and the basket stay), scrolling up brings it back. Keeps `--apteka-sticky-top` at the height the header covers,
 * so remotes' sticky bars sit just below it. Returns whether the line is tucked away.
 */
export function useHeaderOnScroll(header: RefObject<HTMLElement | null>, phoneQuery: string, tuck: number): boolean {
  const [tucked, setTucked] = useState(false);

  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        if (Math.abs(y - last) < THRESHOLD) return;
        setTucked(y > last && y > ALWAYS_WHOLE_ABOVE);
        last = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    const element = header.current;
    if (!element || typeof window.matchMedia !== 'function') return undefined;
    const phone = window.matchMedia(phoneQuery);
    const publish = () => {
      const covered = phone.matches ? Math.max(0, element.offsetHeight - (tucked ? tuck : 0)) : 0;
      document.documentElement.style.setProperty(STICKY_TOP_PROPERTY, `${covered}px`);
    };
    publish();
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    resize?.observe(element);
    phone.addEventListener('change', publish);
    return () => {
      resize?.disconnect();
      phone.removeEventListener('change', publish);
    };
  }, [header, phoneQuery, tucked, tuck]);

  // a page without this header (the thank-you page's) has nothing sticky above it
  useEffect(
    () => () => {
      document.documentElement.style.removeProperty(STICKY_TOP_PROPERTY);
    },
    [],
  );

  return tucked;
}
