import { useMemo } from 'react';
import type { DeliveryMode } from '@apteka/contracts';
import type { EventBus } from './create-bus';
import { useBusState } from './use-bus-state';

/**
 * What a server answer depends on besides its own arguments: the session's region, delivery mode and signed-in
 * customer. The API reads them from the session, so they are not sent; every query that depends on them carries
 * this key among its arguments, so RTK Query's cache key changes, and the query is fetched again, when any of
 * them changes on the bus. This is the one way the remotes follow a region, delivery or sign-in change.
 */
export interface LocationKey {
  regionId: number | null;
  mode: DeliveryMode;
  customerId: number | null;
}

/** The current key; the same object until one of its parts changes, so effects may depend on it. */
export function useLocationKey(bus?: EventBus): LocationKey {
  const regionId = useBusState('region', bus)?.id ?? null;
  const mode = useBusState('deliveryMode', bus);
  const customerId = useBusState('user', bus)?.customer.id ?? null;
  return useMemo(() => ({ regionId, mode, customerId }), [regionId, mode, customerId]);
}

/**
 * The key as the bus holds it now, outside React: for a request asked for ahead of a page (in a tap, as a remote
 * mounts), which must use the key its page will read, or the page asks again.
 */
export function currentLocationKey(bus: EventBus): LocationKey {
  return {
    regionId: bus.get('region')?.id ?? null,
    mode: bus.get('deliveryMode'),
    customerId: bus.get('user')?.customer.id ?? null,
  };
}

/** The query's own arguments, without the location key (which the server already knows from the session). */
export function withoutLocationKey<T extends LocationKey>({
  regionId: _regionId,
  mode: _mode,
  customerId: _customerId,
  ...rest
}: T): Omit<T, keyof LocationKey> {
  return rest;
}
