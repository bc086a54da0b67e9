import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@apteka/bus';
import { act } from 'react';
import { RegionConfirm } from './region-confirm';
import { firstVisitFlags, rememberDismissed, wasDismissed } from './first-visit';
import { saveAnalyticsConsent } from '../behaviours/analytics-consent';
import { Header } from '../layout/header';
import { headerProps } from '../testing/header-props';
import { mockApi, renderShell } from '../testing/render-shell';
import { REGIONS } from '../testing/fixtures';
import { clearPageCookies } from '../testing/page-cookies';

const spb = REGIONS[1]!;

describe('first-visit region confirmation', () => {
  beforeEach(() => {
    localStorage.clear();
    clearPageCookies();
    mockApi(({ url }) => {
      if (url === '/geo/region') return { status: 200, data: { region: spb, detected: true } };
      if (url === '/regions/') return { status: 200, data: REGIONS };
      return { status: 404, data: {} };
    });
  });

  it('asks about the detected city and confirms it', async () => {
    const onConfirm = jest.fn();
    renderShell(<RegionConfirm currentRegion={REGIONS[0]!} onConfirm={onConfirm} onChooseAnother={jest.fn()} />);
    expect(await screen.findByText('Ваш город — Санкт-Петербург?')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ваш город — Санкт-Петербург?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Да, верно' }));
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ id: 27 }));
  });

  it('falls back to the current city when detection fails', async () => {
    mockApi(() => ({ status: 500, data: { error: 'x', message: 'x' } }));
    renderShell(<RegionConfirm currentRegion={REGIONS[0]!} onConfirm={jest.fn()} onChooseAnother={jest.fn()} />);
    expect(await screen.findByText('Ваш город — Москва?')).toBeInTheDocument();
  });

  it("'Выбрать другой' in the header dismisses the question and opens the city list", async () => {
    const onRegionConfirmDismiss = jest.fn();
    const props = headerProps({ showRegionConfirm: true, onRegionConfirmDismiss });

    renderShell(<Header {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Выбрать другой' }));
    expect(onRegionConfirmDismiss).toHaveBeenCalled();
    expect(await screen.findByRole('dialog', { name: 'Выберите город' })).toBeInTheDocument();
  });

  it('the header names the region in its cases and opens the picker on a bus request', async () => {
    const moscow = {
      ...REGIONS[0]!,
      skloneniya: { name_gde: 'Москве', name_vin: 'Москву', name_dat: 'Москве', name_rod: 'Москвы' },
    };
    renderShell(
      <Header
        region={moscow}
        deliveryMode="courier"
        basketCount={0}
        favoritesCount={null}
        userName={null}
        regionError={null}
        deliveryError="Рецептурные препараты в корзине можно получить только в аптеке. Выберите самовывоз."
        onRegionSelect={jest.fn()}
        onDeliveryChange={jest.fn()}
      />,
    );
    expect(screen.getByTestId('delivery-caption')).toHaveTextContent('Доставка по Москве');
    expect(screen.getByRole('link', { name: 'Аптеки в Москве' })).toHaveAttribute('href', '/pharmacies');
    expect(screen.getByRole('alert')).toHaveTextContent('Рецептурные препараты');
    act(() => bus.emit('shell/open-region-picker', {}));
    expect(await screen.findByRole('dialog', { name: 'Выберите город' })).toBeInTheDocument();
  });

  it('remembers a dismissed flag', () => {
    expect(wasDismissed('showConfirmCorrectRegion')).toBe(false);
    rememberDismissed('showConfirmCorrectRegion');
    expect(wasDismissed('showConfirmCorrectRegion')).toBe(true);
    expect(wasDismissed('showCookieModal')).toBe(false);
  });
});

describe('the questions of a first visit', () => {
  it('are known before the first paint, and not asked again once answered', () => {
    localStorage.clear();
    clearPageCookies();
    expect(firstVisitFlags()).toEqual({ isFirstVisit: true, showConfirmCorrectRegion: true, showCookieModal: true });
    rememberDismissed('showConfirmCorrectRegion');
    expect(firstVisitFlags()).toEqual({ showCookieModal: true });
    saveAnalyticsConsent('denied');
    expect(firstVisitFlags()).toEqual({});
  });
});
