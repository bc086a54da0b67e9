import { act, renderHook } from '@testing-library/react';
import { ANONYMOUS_USER, type RegionSummary } from '@apteka/contracts';
import { createBus } from './create-bus';
import { currentLocationKey, useLocationKey } from './location-key';

const MOSCOW: RegionSummary = {
  id: 77,
  name: 'Москва',
  slug: 'moskva',
  skloneniya: null,
  hasCourierDelivery: true,
  hasNightDelivery: false,
  timeZone: 'Europe/Moscow',
} as unknown as RegionSummary;

describe('the location key', () => {
  it('read outside React is the key a page reads, as the bus changes', () => {
    const bus = createBus();
    const { result } = renderHook(() => useLocationKey(bus));
    expect(currentLocationKey(bus)).toEqual(result.current);

    act(() => {
      bus.set('region', MOSCOW);
      bus.set('deliveryMode', 'courier');
      bus.set('user', { ...ANONYMOUS_USER, customer: { ...ANONYMOUS_USER.customer, id: 5 } });
    });
    expect(result.current).toEqual({ regionId: 77, mode: 'courier', customerId: 5 });
    expect(currentLocationKey(bus)).toEqual(result.current);
  });
});
