import type { Location } from '@apteka/contracts';
import { makeStore } from './make-store';
import { selectLocation, setLocation, updateLocation } from './shell-api';
import { setCustomer, resetUser, setPhone, confirmEighteen, setBonus, resetBonus, EMPTY_CUSTOMER } from './user-slice';
import { dismissFlag, setAppFlags } from './app-slice';
import { deviceFlagsFor } from './device-slice';

const location = {
  region: { id: 14, name: 'Москва' },
  pharmacy: null,
  delivery: { id: 'deliverypickup' },
} as unknown as Location;

describe('shell store', () => {
  it("sets, partially updates and replaces the location with the server's answer", async () => {
    const store = makeStore();
    await store.dispatch(setLocation(location));
    store.dispatch(updateLocation({ pharmacy: { id: 5, name: 'Аптека', address: 'Тверская, 1' } }));
    expect(selectLocation(store.getState()).data?.pharmacy?.id).toBe(5);
    expect(selectLocation(store.getState()).data?.region.id).toBe(14);
    const spb = { ...location, region: { ...location.region, id: 27 }, pharmacy: null } as Location;
    await store.dispatch(setLocation(spb));
    expect(selectLocation(store.getState()).data).toEqual(spb);
  });

  it('authenticates on setting a customer and resets on login', () => {
    const store = makeStore();
    store.dispatch(setCustomer({ ...EMPTY_CUSTOMER, id: 1, firstName: 'Анна' }));
    store.dispatch(setPhone('+7 900 000-00-00'));
    store.dispatch(confirmEighteen());
    store.dispatch(setBonus(250));
    expect(store.getState().user).toMatchObject({
      isAuthenticated: true,
      hasEighteen: true,
      bonus: 250,
      customer: { phone: '+7 900 000-00-00' },
    });
    store.dispatch(resetBonus());
    expect(store.getState().user.bonus).toBeNull();
    store.dispatch(resetUser());
    expect(store.getState().user.isAuthenticated).toBe(false);
    expect(store.getState().user.customer).toEqual(EMPTY_CUSTOMER);
  });

  it('dismisses a first-visit flag once, to false', () => {
    const store = makeStore();
    store.dispatch(setAppFlags({ showCookieModal: true, showConfirmCorrectRegion: true }));
    store.dispatch(dismissFlag('showCookieModal'));
    expect(store.getState().app.showCookieModal).toBe(false);
    expect(store.getState().app.showConfirmCorrectRegion).toBe(true);
  });

  it('derives device flags from the breakpoints', () => {
    expect(deviceFlagsFor(375, true)).toMatchObject({
      isSmallMobile: true,
      isMobile: true,
      isTablet: false,
      isDesktop: false,
      isTouch: true,
    });
    expect(deviceFlagsFor(800, false)).toMatchObject({
      isSmallMobile: false,
      isMobile: true,
      isTablet: true,
      isDesktop: false,
    });
    expect(deviceFlagsFor(1100, false)).toMatchObject({ isMobile: false, isLaptop: true, isDesktop: true });
    expect(deviceFlagsFor(1440, false)).toMatchObject({ isLaptop: false, isDesktop: true });
  });
});
