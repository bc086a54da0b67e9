import { useEffect } from 'react';
import { bus } from '@apteka/bus';
import { pharmaciesApi } from '../../api';
import { useAppDispatch } from '../../store';

/**
 * Spec section 4: after a delivery-mode switch, cached availability by store (pickup chosen) or by address
 * (courier chosen) is stale, and so are the time slots; a region change makes every list stale.
 */
export function useDeliverySync() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const delivery = bus.on('delivery/changed').subscribe(({ mode }) => {
      dispatch(
        pharmaciesApi.util.invalidateTags([
          mode === 'pickup' ? 'productsByStore' : 'productsByAddress',
          'Timeslots',
          'Delivery',
        ]),
      );
    });
    const region = bus.on('region/changed').subscribe(() => {
      dispatch(
        pharmaciesApi.util.invalidateTags(['productsByStore', 'productsByAddress', 'Timeslots', 'Delivery', 'Stores']),
      );
    });
    return () => {
      delivery.unsubscribe();
      region.unsubscribe();
    };
  }, [dispatch]);
}
