import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { bus } from '@apteka/bus';
import type { Delivery, Location } from '@apteka/contracts';
import { mockApi } from '../testing/render-shell';
import { REGIONS } from '../testing/fixtures';
import { makeStore } from '../store/make-store';
import { setAppFlags } from '../store/app-slice';
import { firstVisitFlags } from '../region/first-visit';
import { useLocationBridge } from './use-location-bridge';
import { clearPageCookies } from '../testing/page-cookies';

const delivery = (courier: boolean): Delivery => ({
  id: courier ? 'deliverycourier' : 'deliverypickup',
  name: courier ? 'Доставка' : 'Самовывоз',
  priority: courier ? 2 : 1,
  isCourier: courier,
  isPickup: !courier,
  isSelected: true,
  address: null,
});
const LOCATION: Location = { region: REGIONS[0]!, pharmacy: null, delivery: delivery(false) };

function renderBridge(courierAnswer: { status: number; data: unknown }) {
  const calls = mockApi(({ url }) => {
    if (url === '/layout/location') return { status: 200, data: LOCATION };
    if (url === '/customer/') return { status: 404, data: {} };
    if (url === '/delivery/set-courier') return courierAnswer;
    return { status: 404, data: {} };
  });
  // as the page starts: the first-visit flags are known before the first render
  const store = makeStore();
  store.dispatch(setAppFlags(firstVisitFlags()));
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { calls, store, ...renderHook(() => useLocationBridge(), { wrapper }) };
}

describe('useLocationBridge delivery switch', () => {
  beforeEach(() => {
    localStorage.clear();
    clearPageCookies();
  });

  it('saves the switch through the API and announces it on the bus', async () => {
    const events: unknown[] = [];
    const subscription = bus.on('delivery/changed').subscribe((event) => events.push(event));
    const { result, calls } = renderBridge({ status: 200, data: { delivery: delivery(true), store: null } });
    await waitFor(() => expect(result.current.location).not.toBeNull());
    await act(() => result.current.changeDelivery('courier'));
    expect(calls).toContainEqual({ url: '/delivery/set-courier', method: 'POST', body: { isSet: true } });
    expect(result.current.location?.delivery.isCourier).toBe(true);
    expect(bus.get('deliveryMode')).toBe('courier');
    expect(events).toEqual([{ mode: 'courier', store: null }]);
    subscription.unsubscribe();
  });

  it('puts the previous mode back and says why when the server refuses', async () => {
    const { result } = renderBridge({
      status: 409,
      data: {
        error: 'courier_prescription',
        message: 'Рецептурные препараты в корзине можно получить только в аптеке. Выберите самовывоз.',
      },
    });
    await waitFor(() => expect(result.current.location).not.toBeNull());
    await act(() => result.current.changeDelivery('courier'));
    expect(result.current.location?.delivery.isPickup).toBe(true);
    expect(result.current.deliveryError).toMatch(/Рецептурные препараты/);
  });

  it('asks the first-visit question once', async () => {
    const { result, unmount } = renderBridge({ status: 200, data: {} });
    await waitFor(() => expect(result.current.showRegionConfirm).toBe(true));
    act(() => result.current.dismissRegionConfirm());
    expect(result.current.showRegionConfirm).toBe(false);
    unmount();
    const again = renderBridge({ status: 200, data: {} });
    await waitFor(() => expect(again.result.current.location).not.toBeNull());
    expect(again.result.current.showRegionConfirm).toBe(false);
  });
});

describe('useLocationBridge after signing in and out', () => {
  const ANONYMOUS = {
    basketId: 'b-1',
    bonus: null,
    isAuthenticated: false,
    hasEighteen: false,
    customer: { id: null },
  };
  const SIGNED_IN = { ...ANONYMOUS, bonus: 250, isAuthenticated: true, customer: { id: 7, firstName: 'Анна' } };

  it('reads the user, the location and the favourites counter again when the account reports a new session', async () => {
    let user: unknown = ANONYMOUS;
    const calls = mockApi(({ url }) => {
      if (url === '/layout/location') return { status: 200, data: LOCATION };
      if (url === '/customer/') return { status: 200, data: user };
      if (url === '/customer/favorite-products') return { status: 200, data: { items: [{ id: 1 }, { id: 2 }] } };
      return { status: 404, data: {} };
    });
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    renderHook(() => useLocationBridge(), { wrapper });
    await waitFor(() => expect(bus.get('user')?.isAuthenticated).toBe(false));
    expect(bus.get('favoritesCount')).toBeNull();
    const locationReads = calls.filter((call) => call.url === '/layout/location').length;

    user = SIGNED_IN;
    act(() => bus.emit('auth/session-changed', { signedIn: true }));
    await waitFor(() => expect(bus.get('user')?.customer.id).toBe(7));
    await waitFor(() => expect(bus.get('favoritesCount')).toBe(2));
    expect(calls.filter((call) => call.url === '/layout/location').length).toBe(locationReads + 1);

    user = ANONYMOUS;
    act(() => bus.emit('auth/session-changed', { signedIn: false }));
    await waitFor(() => expect(bus.get('user')?.isAuthenticated).toBe(false));
    expect(bus.get('favoritesCount')).toBeNull();
  });
});
