import { useEffect } from 'react';
import { bus as pageBus, type EventBus } from '@apteka/bus';
import { basketApi } from '../../api';
import { useAppDispatch } from '../../store';
import { cartAffectingChanges } from './bus-changes';

/** The cart depends on the region (prices, availability) and on who is signed in: refetch when either changes. */
export function useBusInvalidation(bus: EventBus = pageBus) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const subscription = cartAffectingChanges(bus).subscribe(() => {
      dispatch(basketApi.util.invalidateTags(['Cart']));
    });
    return () => subscription.unsubscribe();
  }, [bus, dispatch]);
}
