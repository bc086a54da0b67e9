import { useCallback, useEffect, useState } from 'react';
import type { DeliveryMode, Region } from '@apteka/contracts';
import { bus } from '@apteka/bus';
import { track, trackError } from '@apteka/analytics';
import {
  shellApi,
  useCustomerQuery,
  useFavoritesCountQuery,
  useLocationQuery,
  useSetDeliveryModeMutation,
  useUpdateRegionMutation,
} from '../store/shell-api';
import { hydrateUser } from '../store/user-slice';
import { dismissFlag, setAppFlags } from '../store/app-slice';
import { useAppDispatch, useAppSelector } from '../store/make-store';
import { busStateOf } from './bus-state';
import { rememberDismissed } from '../region/first-visit';

const errorMessage = (error: unknown, fallback: string) => (error as { message?: string }).message || fallback;

/**
 * Publishes the shopper's location and identity, as the server answers them (RTK Query's cache is their one
 * source), on the bus where the remotes read them. Region and delivery changes go through here.
 */
export function useLocationBridge() {
  const dispatch = useAppDispatch();
  const showRegionConfirm = useAppSelector((state) => state.app.showConfirmCorrectRegion);
  const { data: location } = useLocationQuery();
  const { data: customer } = useCustomerQuery();
  const signedIn = customer?.isAuthenticated === true;
  const { data: favoritesCount } = useFavoritesCountQuery(undefined, { skip: !signedIn });
  const [updateRegion] = useUpdateRegionMutation();
  const [setDeliveryMode] = useSetDeliveryModeMutation();
  const [regionError, setRegionError] = useState<string | null>(null);
  const [deliveryError, setDeliveryError] = useState<string | null>(null);

  useEffect(() => {
    if (location) dispatch(setAppFlags({ storeIsInitialized: true }));
  }, [location, dispatch]);

  useEffect(() => {
    if (!location) return;
    const { region, deliveryMode } = busStateOf(location, undefined);
    const previous = bus.get('region');
    bus.set('region', region);
    bus.set('deliveryMode', deliveryMode);
    if (previous && region && previous.id !== region.id) bus.emit('region/changed', { region });
  }, [location]);

  // A remote that chose a pharmacy or an address reports it on the bus: reload what the header shows.
  useEffect(() => {
    const subscription = bus.on('delivery/changed').subscribe(() => {
      dispatch(shellApi.util.invalidateTags(['Location']));
    });
    return () => subscription.unsubscribe();
  }, [dispatch]);

  // Signing in or out changes the session: who the shopper is, their basket and possibly their region.
  useEffect(() => {
    const subscription = bus.on('auth/session-changed').subscribe(() => {
      dispatch(shellApi.util.invalidateTags(['User', 'Location']));
    });
    return () => subscription.unsubscribe();
  }, [dispatch]);

  useEffect(() => {
    if (!customer) return;
    if (!customer.isAuthenticated) bus.set('favoritesCount', null);
    else if (favoritesCount !== undefined) bus.set('favoritesCount', favoritesCount);
  }, [customer, favoritesCount]);

  useEffect(() => {
    if (!customer) return;
    dispatch(hydrateUser(customer));
    bus.set('user', customer);
    bus.emit('user/changed', { user: customer });
  }, [customer, dispatch]);

  // The handlers keep their identity between renders, so the header they are given is not drawn again for nothing.
  const selectRegion = useCallback(
    async (region: Region): Promise<boolean> => {
      setRegionError(null);
      try {
        await updateRegion({ regionId: region.id }).unwrap();
        track('city_select', { city: region.name, region_id: region.id });
        return true;
      } catch (error) {
        const message = errorMessage(error, 'Не удалось сменить город. Попробуйте ещё раз.');
        setRegionError(message);
        trackError(message, 'region');
        return false;
      }
    },
    [updateRegion],
  );

  const dismissRegionConfirm = useCallback(() => {
    dispatch(dismissFlag('showConfirmCorrectRegion'));
    rememberDismissed('showConfirmCorrectRegion');
  }, [dispatch]);

  /** 'Да' on the first-visit question: keep the detected city (switching to it when the session has another). */
  const confirmRegion = useCallback(
    async (region: Region) => {
      dismissRegionConfirm();
      if (location && region.id !== location.region.id) await selectRegion(region);
    },
    [dismissRegionConfirm, location, selectRegion],
  );

  const changeDelivery = useCallback(
    async (mode: DeliveryMode) => {
      if (!location) return;
      if (mode === 'courier' && !location.region.hasCourierDelivery) return;
      setDeliveryError(null);
      try {
        const state = await setDeliveryMode(mode).unwrap();
        const store = state.store ? { id: state.store.id, name: state.store.name, address: state.store.address } : null;
        bus.emit('delivery/changed', { mode, store });
        track('delivery_type_select', { delivery_type: mode === 'courier' ? 'Доставка' : 'В аптеке' });
      } catch (error) {
        const message = errorMessage(error, 'Не удалось сменить способ получения. Попробуйте ещё раз.');
        setDeliveryError(message);
        trackError(message, 'delivery');
      }
    },
    [location, setDeliveryMode],
  );

  return {
    location: location ?? null,
    customer,
    selectRegion,
    changeDelivery,
    regionError,
    deliveryError,
    showRegionConfirm,
    confirmRegion,
    dismissRegionConfirm,
  };
}
