import type { BusState, Location, UserState } from '@apteka/contracts';
import { toRegionSummary } from '../region/region-summary';

/**
 * What the shell publishes on the bus from the server's answers: where the shopper is, how they receive their
 * order, who they are. The same in the browser and in a server render, so a remote's server markup is drawn for the
 * state its hydration finds.
 */
export function busStateOf(
  location: Location | undefined,
  customer: UserState | undefined,
): Pick<BusState, 'region' | 'deliveryMode' | 'user'> {
  return {
    region: location ? toRegionSummary(location.region) : null,
    deliveryMode: location?.delivery.isCourier ? 'courier' : 'pickup',
    user: customer ?? null,
  };
}
