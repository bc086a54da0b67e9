import { useState } from 'react';
import { Provider } from 'react-redux';
import { createRemoteLifecycles, type RemoteProps } from '@apteka/ui';
import type { PharmacySelectParcelProps } from '@apteka/contracts';
import { PharmacySelect } from '../features/pickup/pharmacy-select';
import { getPageStore } from '../remote';

function ParcelRoot(props: RemoteProps & PharmacySelectParcelProps) {
  const [store] = useState(() => getPageStore(props.apiBase));
  return (
    <Provider store={store}>
      <PharmacySelect regionId={props.regionId} products={props.products} onChosen={props.onChosen} />
    </Provider>
  );
}

/**
 * The pickup pharmacy choice as a single-spa parcel (exposed as 'pharmacies/pharmacy-select'): the choice is saved
 * through delivery-set-store and announced with 'delivery/changed' on the bus.
 */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(
  'pharmacies-pickup',
  ParcelRoot as (props: RemoteProps) => React.JSX.Element,
  { version: __APP_VERSION__ },
);
