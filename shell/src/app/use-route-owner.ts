import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RemoteName } from '@apteka/contracts';
import { pageOwner, serverPageOwner } from '../routing/route-table';

const ROUTE_EVENTS = ['popstate', 'single-spa:routing-event'];

/**
 * The page a server render draws: its address (path and query), the status the server answers it with, and the
 * remote it draws into the frame (at the registry's version).
 */
export interface ServerPage {
  url: string;
  status: number;
  remote: { name: RemoteName; version: string } | null;
}

/** Set by the shell's server render; in the browser the page's own address is read. */
export const ServerPageContext = createContext<ServerPage | null>(null);

/** Calls back on every navigation: the browser's and single-spa's. */
export function subscribeToNavigation(onChange: () => void) {
  ROUTE_EVENTS.forEach((name) => window.addEventListener(name, onChange));
  return () => ROUTE_EVENTS.forEach((name) => window.removeEventListener(name, onChange));
}

const browserAddress = () => `${window.location.pathname}${window.location.search}`;

/**
 * A string the page's address (path and query) decides, following every navigation: the component re-renders only
 * when that string changes, so what reads the path alone is not redrawn in the tap that applies a filter. The
 * server's render reads the address it draws, and the browser's hydration the address the page was served at: the
 * same one.
 */
export function usePageAddressPart(part: (address: string) => string): string {
  const server = useContext(ServerPageContext);
  return useSyncExternalStore(
    subscribeToNavigation,
    () => part(browserAddress()),
    () => part(server?.url ?? browserAddress()),
  );
}

const whole = (address: string) => address;
const pathOf = (address: string) => address.split('?')[0] ?? '/';

/** The page's address (path and query), following every navigation. */
export function usePageAddress(): string {
  return usePageAddressPart(whole);
}

/** The current path, following every navigation (the shell has no router of its own: single-spa routes). */
export function usePathname(): string {
  return usePageAddressPart(pathOf);
}

/** No remote: the shell's own 404 (a page address part is a string). */
const NO_OWNER = '';

/**
 * The remote that owns the current URL (null: the shell's 404), following every navigation. Read as the owner
 * alone, so the layout is not drawn again for a move between one remote's pages (a listing to a product).
 */
export function useRouteOwner(): RemoteName | null {
  const server = useContext(ServerPageContext);
  const owner = usePageAddressPart((address) => {
    const pathname = pathOf(address);
    return (server ? serverPageOwner(pathname, server.status) : pageOwner(pathname)) ?? NO_OWNER;
  });
  return owner === NO_OWNER ? null : (owner as RemoteName);
}
