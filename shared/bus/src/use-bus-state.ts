import { useCallback, useSyncExternalStore } from 'react';
import type { BusState } from '@apteka/contracts';
import type { EventBus } from './create-bus';
import { useBus } from './bus-context';

/**
 * Reads one piece of bus state in a React component and re-renders when it changes. A server render and the
 * browser's hydration both read the value the bus holds at that moment: the shell starts both buses alike.
 */
export function useBusState<K extends keyof BusState>(key: K, given?: EventBus): BusState[K] {
  const bus = useBus(given);
  // React resubscribes whenever it is handed another subscribe function, so it stays the same while the bus and
  // the key do: a redraw of the component then leaves its subscription alone.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = bus.select(key).subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [bus, key],
  );
  const read = () => bus.get(key);
  return useSyncExternalStore(subscribe, read, read);
}
