import { createContext, useContext } from 'react';
import { bus as pageBus } from './bus';
import type { EventBus } from './create-bus';

/**
 * The bus components read: the page's own one in the browser. A server render gives each request a bus of its own,
 * started with that shopper's state, since one server process renders many shoppers' pages at once.
 */
export const BusContext = createContext<EventBus>(pageBus);

/** The bus of the component's tree: the one given, or the tree's (the page's unless a server render set one). */
export function useBus(given?: EventBus): EventBus {
  const fromTree = useContext(BusContext);
  return given ?? fromTree;
}
