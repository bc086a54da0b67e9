import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { bus as pageBus, type EventBus } from '@apteka/bus';
import { basketApi } from '../../api';
import { useAppDispatch, type RootState } from '../../store';
import { cartAffectingChanges } from './bus-changes';

/**
 * The cart depends on the region (prices, availability) and on who is signed in: refetch when either changes;
 * also when the basket changed elsewhere (a card on this page, another tab) to a count this page does not show.
 */
export function useBusInvalidation(bus: EventBus = pageBus) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  useEffect(() => {
    const refetch = () => dispatch(basketApi.util.invalidateTags(['Cart']));
    const subscription = cartAffectingChanges(bus).subscribe(refetch);
    subscription.add(
      bus.on('basket/changed').subscribe(({ count }) => {
        const shown = basketApi.endpoints.getCart.select()(store.getState()).data?.count;
        if (shown !== undefined && shown !== count) refetch();
      }),
    );
    return () => subscription.unsubscribe();
  }, [bus, dispatch, store]);
}
