import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';

/**
 * A Redux Provider whose parts hydrate with the state the page began with. Hydration goes in slices, and a part the
 * shopper touches first hydrates first: a click there can change the store (the cookie notice's answer) before the
 * rest of the page is hydrated. A part hydrated with the newer state would keep the server's markup where they
 * differ (React does not mend attributes while it hydrates), so a box hidden until that answer stayed hidden. Parts
 * hydrate with the state of the first render and update to the store's state right after.
 */
export function StoreProvider({ store, children }: { store: Store; children?: ReactNode }) {
  const [stateAtStart] = useState<unknown>(() => store.getState());
  return (
    <Provider store={store} serverState={stateAtStart}>
      {children}
    </Provider>
  );
}
