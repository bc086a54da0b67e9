import { useEffect, type RefObject } from 'react';
import { splitRegionPrefix } from '@apteka/contracts';

const ROUTE_EVENTS = ['popstate', 'single-spa:routing-event'];

/** The page a URL shows: its path without the region segment (a region switch stays on the same page). */
const pageOf = (pathname: string) => splitRegionPrefix(pathname).path.replace(/\/+$/, '') || '/';

/** single-spa marks the popstate events it fires for pushState and replaceState; Back and Forward are unmarked. */
const followsLink = (event: Event) => (event as Event & { singleSpaTrigger?: string }).singleSpaTrigger === 'pushState';

/**
 * After a move to another page, focus goes to the page's main content, so keyboard and screen-reader users start
 * at what they asked for rather than on a link that is no longer there, and a page opened by a link starts at its
 * top (Back and Forward keep the position the browser restores). Changes of the query alone (filters, sort,
 * paging, a new search on the results page) and region switches leave focus and scrolling where they are.
 */
export function usePageFocus(main: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let shown = pageOf(window.location.pathname);
    const onRoute = (event: Event) => {
      const next = pageOf(window.location.pathname);
      if (next === shown) return;
      shown = next;
      if (followsLink(event)) window.scrollTo(0, 0);
      main.current?.focus({ preventScroll: true });
    };
    ROUTE_EVENTS.forEach((name) => window.addEventListener(name, onRoute));
    return () => ROUTE_EVENTS.forEach((name) => window.removeEventListener(name, onRoute));
  }, [main]);
}
