import { useEffect, useRef } from 'react';
import { beginPageView, track } from '@apteka/analytics';
import type { Location, UserState } from '@apteka/contracts';
import { subscribeToNavigation } from './use-route-owner';

/**
 * What the shell tells analytics: a page view on every change of path, the signed-in customer's id (null after
 * signing out) and the shopper's city, each when it changes. The path is followed by a listener, not read in
 * render: its caller is the shell's whole layout, which would otherwise be drawn again inside every tap on a link.
 */
export function useShellAnalytics(location: Location | null, customer: UserState | undefined): void {
  useEffect(() => {
    let viewed: string | null = null;
    const view = () => {
      const { pathname } = window.location;
      if (pathname === viewed) return;
      viewed = pathname;
      beginPageView(pathname, document.title);
    };
    view();
    return subscribeToNavigation(view);
  }, []);

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
