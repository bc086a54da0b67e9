import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../testing/render-shell';
import { makeStore } from '../store/make-store';
import { deviceFlagsFor, setDeviceFlags } from '../store/device-slice';
import { dismissFlag, setAppFlags } from '../store/app-slice';
import { saveAnalyticsConsent } from './analytics-consent';
import { AppBanner } from './app-banner';
import { CookieNotice } from './cookie-notice';
import { mobileAppLinks } from './mobile-apps';
import { clearPageCookies } from '../testing/page-cookies';

const APPS =
  'appStore=https://apps.apple.com/ru/app/id123 googlePlay=https://play.google.com/store/apps/details?id=ru.apteka ruStore=https://www.rustore.ru/catalog/app/ru.apteka';

function phoneStore() {
  const store = makeStore();
  store.dispatch(setDeviceFlags(deviceFlagsFor(390, true)));
  return store;
}

beforeEach(() => {
  localStorage.clear();
  clearPageCookies();
  document.head.innerHTML = `<meta name="mobile-apps" content="${APPS}" />`;
  saveAnalyticsConsent('denied');
});

describe('the app banner', () => {
  it('reads only the stores’ own addresses from the page', () => {
    expect(mobileAppLinks().map((link) => link.label)).toEqual(['App Store', 'Google Play', 'RuStore']);
    document.head.innerHTML =
      '<meta name="mobile-apps" content="appStore=javascript:alert(1) ruStore=https://evil.example/x" />';
    expect(mobileAppLinks()).toEqual([]);
  });

  it('shows once on a phone, after the cookie question, with the three stores and the double bonuses', async () => {
    clearPageCookies();
    const store = phoneStore();
    const { unmount } = renderShell(
      <>
        <CookieNotice />
        <AppBanner />
      </>,
      store,
    );
    expect(screen.queryByText(/бонусов начисляется вдвое больше/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Только необходимые' }));
    const banner = screen.getByRole('region', { name: /Приложение аптеки/ });
    expect(banner).toHaveTextContent('в нём бонусов начисляется вдвое больше');
    expect(screen.getByRole('link', { name: 'RuStore' })).toHaveAttribute(
      'href',
      'https://www.rustore.ru/catalog/app/ru.apteka',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Не сейчас' }));
    expect(screen.queryByRole('region', { name: /Приложение аптеки/ })).not.toBeInTheDocument();
    unmount();

    renderShell(<AppBanner />, phoneStore());
    expect(screen.queryByRole('region', { name: /Приложение аптеки/ })).not.toBeInTheDocument();
  });

  it('waits on a phone while the city question of the same first visit is asked', () => {
    const store = phoneStore();
    store.dispatch(setAppFlags({ showConfirmCorrectRegion: true }));
    renderShell(<AppBanner />, store);
    expect(screen.queryByRole('region', { name: /Приложение аптеки/ })).not.toBeInTheDocument();
    act(() => void store.dispatch(dismissFlag('showConfirmCorrectRegion')));
    expect(screen.getByRole('region', { name: /Приложение аптеки/ })).toBeInTheDocument();
  });

  it('is not shown on larger screens, nor for a chain without apps', () => {
    const desktop = makeStore();
    const { unmount } = renderShell(<AppBanner />, desktop);
    expect(screen.queryByRole('region', { name: /Приложение аптеки/ })).not.toBeInTheDocument();
    act(() => void desktop.dispatch(setDeviceFlags(deviceFlagsFor(390, true))));
    expect(screen.getByRole('region', { name: /Приложение аптеки/ })).toBeInTheDocument();
    unmount();

    document.head.innerHTML = '';
    renderShell(<AppBanner />, phoneStore());
    expect(screen.queryByRole('region', { name: /Приложение аптеки/ })).not.toBeInTheDocument();
  });
});
