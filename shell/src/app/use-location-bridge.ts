import { useEffect, useState } from 'react';
import type { DeliveryMode, Region } from '@apteka/contracts';
import { bus } from '@apteka/bus';
import { useCustomerQuery, useLocationQuery, useUpdateRegionMutation } from '../store/shell-api';
import { setDelivery, setLocation } from '../store/location-slice';
import { hydrateUser } from '../store/user-slice';
import { setAppFlags } from '../store/app-slice';
import { useAppDispatch, useAppSelector } from '../store/make-store';
import { toRegionSummary } from '../region/region-summary';

const DELIVERY_NAMES: Record<DeliveryMode, string> = { pickup: 'Самовывоз', courier: 'Доставка' };

/**
 * Loads the shopper's location and identity from the server into the shell's store and publishes
 * them on the bus, where the remotes read them. Region and delivery changes go through here.
 */
export function useLocationBridge() {
  const dispatch = useAppDispatch();
  const location = useAppSelector((state) => state.location.location);
  const { data: serverLocation } = useLocationQuery();
  const { data: customer } = useCustomerQuery();
  const [updateRegion] = useUpdateRegionMutation();
  const [regionError, setRegionError] = useState<string | null>(null);

  useEffect(() => {
    if (!serverLocation) return;
    dispatch(setLocation(serverLocation));
    dispatch(setAppFlags({ storeIsInitialized: true }));
  }, [serverLocation, dispatch]);

  useEffect(() => {
    if (!location) return;
    const region = toRegionSummary(location.region);
    const previous = bus.get('region');
    bus.set('region', region);
    bus.set('deliveryMode', location.delivery.isCourier ? 'courier' : 'pickup');
    if (previous && previous.id !== region.id) bus.emit('region/changed', { region });
  }, [location]);

  useEffect(() => {
    if (!customer) return;
    dispatch(hydrateUser(customer));
    bus.set('user', customer);
    bus.emit('user/changed', { user: customer });
  }, [customer, dispatch]);

  const selectRegion = async (region: Region): Promise<boolean> => {
    setRegionError(null);
    try {
      const next = await updateRegion({ regionId: region.id }).unwrap();
      dispatch(setLocation(next));
      return true;
    } catch (error) {
      const message = (error as { message?: string }).message;
      setRegionError(message || 'Не удалось сменить город. Попробуйте ещё раз.');
      return false;
    }
  };

  const changeDelivery = (mode: DeliveryMode) => {
    if (!location) return;
    if (mode === 'courier' && !location.region.hasCourierDelivery) return;
    dispatch(
      setDelivery({
        ...location.delivery,
        id: mode === 'courier' ? 'deliverycourier' : 'deliverypickup',
        name: DELIVERY_NAMES[mode],
        isCourier: mode === 'courier',
        isPickup: mode === 'pickup',
        isSelected: true,
      }),
    );
    bus.emit('delivery/changed', { mode, store: location.pharmacy });
  };

  return { location, customer, selectRegion, changeDelivery, regionError };
}
