import { useSyncExternalStore, type ReactNode } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False while a server render draws, and while the browser hydrates what it drew; true in every render after (a page
 * drawn in the browser is true from its first render).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}

/**
 * What only the browser draws: what depends on the browser alone (its storage, a map), or what is worth leaving out
 * of the server's page (goods shelves below the first screen: fewer answers to wait for, less to hydrate). It arrives
 * after hydration, so it belongs where its arrival moves nothing in view: below the first screen, or over the page.
 */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
