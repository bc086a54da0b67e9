import { useSyncExternalStore } from 'react';
import type { BusState } from '@apteka/contracts';
import { bus as pageBus } from './bus';
import type { EventBus } from './create-bus';

/** Reads one piece of bus state in a React component and re-renders when it changes. */
export function useBusState<K extends keyof BusState>(key: K, bus: EventBus = pageBus): BusState[K] {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = bus.select(key).subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => bus.get(key),
  );
}
