import { useEffect, type RefObject } from 'react';
import { splitRegionPrefix } from '@apteka/contracts';

const ROUTE_EVENTS = ['popstate', 'single-spa:routing-event'];

/** The page a URL shows: its path without the region segment (a region switch stays on the same page). */
const pageOf = (pathname: string) => splitRegionPrefix(pathname).path.replace(/\/+$/, '') || '/';

/**
 * After a move to another page, focus goes to the page's main content, so keyboard and screen-reader users start
 * at what they asked for rather than on a link that is no longer there. Changes of the query alone (filters, sort,
 * paging, a new search on the results page) and region switches leave focus where it is.
 */
export function usePageFocus(main: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let shown = pageOf(window.location.pathname);
    const onRoute = () => {
      const next = pageOf(window.location.pathname);
      if (next === shown) return;
      shown = next;
      // Scrolling stays with the router and the browser (back restores the old position).
      main.current?.focus({ preventScroll: true });
    };
    ROUTE_EVENTS.forEach((name) => window.addEventListener(name, onRoute));
    return () => ROUTE_EVENTS.forEach((name) => window.removeEventListener(name, onRoute));
  }, [main]);
}
