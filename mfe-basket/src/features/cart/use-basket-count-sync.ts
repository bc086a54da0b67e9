import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { bus as pageBus, type EventBus, type LocationKey } from '@apteka/bus';
import { basketApi } from '../../api';
import { useAppDispatch, type RootState } from '../../remote';

/**
 * The basket changed somewhere else (a product card on this page, another tab) to a count this page does not
 * show: read it again. Region, delivery and sign-in changes need nothing here: they are part of the cart's key.
 */
export function useBasketCountSync(locationKey: LocationKey, bus: EventBus = pageBus) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  useEffect(() => {
    const subscription = bus.on('basket/changed').subscribe(({ count }) => {
      const shown = basketApi.endpoints.getCart.select(locationKey)(store.getState()).data?.count;
      if (shown !== undefined && shown !== count) dispatch(basketApi.util.invalidateTags(['Cart']));
    });
    return () => subscription.unsubscribe();
  }, [bus, dispatch, store, locationKey]);
}
