import { useEffect, useRef } from 'react';
import { beginPageView, currentPageView, trackPageView, track } from '@apteka/analytics';
import { useBus } from '@apteka/bus';
import type { Location, UserState } from '@apteka/contracts';
import { subscribeToNavigation } from './use-route-owner';

/**
 * How long a move's page view waits for the new page to name itself. A page that writes no title of its own (two
 * pages of one section share one) is reported with the title as it is then.
 */
export const PAGE_TITLE_WAIT_MS = 3000;

/**
 * What the shell tells analytics: a page view on every change of path, the signed-in customer's id (null after
 * signing out) and the shopper's city, each when it changes. The path is followed by a listener, not read in
 * render: its caller is the shell's whole layout, which would otherwise be drawn again inside every tap on a link.
 *
 * The first page's title is the server's. After a move the title is still the old page's until the new one is
 * drawn and names itself ('page/titled'), so the page view waits for that: until then, the next move, the page
 * being left, or PAGE_TITLE_WAIT_MS, whichever comes first.
 */
export function useShellAnalytics(location: Location | null, customer: UserState | undefined): void {
  const bus = useBus();
  useEffect(() => {
    let viewed = window.location.pathname;
    let waiting: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const report = (title: string) => {
      if (waiting === null) return;
      clearTimeout(timer);
      trackPageView(waiting, title);
      waiting = null;
    };
    const reportAsItIs = () => report(document.title);

    // the layout drawn again (a remount) is the same page view
    const before = currentPageView();
    if (beginPageView(viewed) !== before) trackPageView(viewed, document.title);
    const onMove = () => {
      const { pathname } = window.location;
      if (pathname === viewed) return;
      reportAsItIs();
      viewed = pathname;
      beginPageView(pathname);
      waiting = pathname;
      timer = setTimeout(reportAsItIs, PAGE_TITLE_WAIT_MS);
    };
    const titled = bus.on('page/titled').subscribe(({ path, title }) => {
      if (path === waiting) report(title);
    });
    const stopFollowing = subscribeToNavigation(onMove);
    window.addEventListener('pagehide', reportAsItIs);
    return () => {
      reportAsItIs();
      stopFollowing();
      titled.unsubscribe();
      window.removeEventListener('pagehide', reportAsItIs);
    };
  }, [bus]);

  const userId = customer ? (customer.isAuthenticated ? String(customer.customer.id ?? '') || null : null) : undefined;
  const lastUser = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined || userId === lastUser.current) return;
    lastUser.current = userId;
    track('user_id', { user_id: userId });
  }, [userId]);

  const city = location?.region.name;
  const lastCity = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!city || city === lastCity.current) return;
    lastCity.current = city;
    track('user_city', { user_city: city });
  }, [city]);
}
