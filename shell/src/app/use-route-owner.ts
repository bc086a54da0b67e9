import { useSyncExternalStore } from 'react';
import type { RemoteName } from '@apteka/contracts';
import { pageOwner } from '../routing/route-table';

const ROUTE_EVENTS = ['popstate', 'single-spa:routing-event'];

/** Calls back on every navigation: the browser's and single-spa's. */
export function subscribeToNavigation(onChange: () => void) {
  ROUTE_EVENTS.forEach((name) => window.addEventListener(name, onChange));
  return () => ROUTE_EVENTS.forEach((name) => window.removeEventListener(name, onChange));
}

/** The remote that owns the current URL (null: the shell's 404), following every navigation. */
export function useRouteOwner(): RemoteName | null {
  return useSyncExternalStore(subscribeToNavigation, () => pageOwner(window.location.pathname));
}

/** The current path, following every navigation (the shell has no router of its own: single-spa routes). */
export function usePathname(): string {
  return useSyncExternalStore(subscribeToNavigation, () => window.location.pathname);
}
