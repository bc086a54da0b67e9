import { act, renderHook, screen } from '@testing-library/react';
import * as singleSpa from 'single-spa';
import { createBus } from '@apteka/bus';
import { renderWithTheme } from '@apteka/ui/testing';
import { Toaster } from '../notifications/toaster';
import { loginHref, useShopperRequests } from './use-shopper-requests';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));

function ShopperRequests({ bus }: { bus: ReturnType<typeof createBus> }) {
  useShopperRequests(bus);
  return <Toaster bus={bus} />;
}

describe('shell answers to shopper requests', () => {
  afterEach(() => {
    jest.mocked(singleSpa.navigateToUrl).mockClear();
    window.history.pushState({}, '', '/');
  });

  it('opens the log-in page in the same region with the way back, and says why in a toast', () => {
    window.history.pushState({}, '', '/kazan-16/catalog/lekarstva?page=2');
    const bus = createBus();
    renderWithTheme(<ShopperRequests bus={bus} />);
    act(() =>
      bus.emit('auth/login-requested', { reason: 'favorites', returnTo: '/kazan-16/catalog/lekarstva?page=2' }),
    );
    expect(singleSpa.navigateToUrl).toHaveBeenCalledWith(
      '/kazan-16/lk?returnTo=%2Fkazan-16%2Fcatalog%2Flekarstva%3Fpage%3D2',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Войдите, чтобы добавить товар в избранное.');
  });

  it('has a message for pharmacies and a general one for other reasons', () => {
    const bus = createBus();
    renderWithTheme(<ShopperRequests bus={bus} />);
    act(() => bus.emit('auth/login-requested', { reason: 'favorite-pharmacy', returnTo: '/pharmacies/5' }));
    act(() => bus.emit('auth/login-requested', { reason: 'reviews', returnTo: '/pharmacies/5' }));
    const messages = screen.getAllByRole('status').map((toast) => toast.textContent);
    expect(messages).toEqual([
      expect.stringContaining('Войдите, чтобы добавить аптеку в избранное.'),
      expect.stringContaining('Войдите в личный кабинет, чтобы продолжить.'),
    ]);
    expect(singleSpa.navigateToUrl).toHaveBeenLastCalledWith('/lk?returnTo=%2Fpharmacies%2F5');
  });

  it('never returns to another site', () => {
    expect(loginHref('//evil.example/x', '/catalog')).toBe('/lk?returnTo=%2F');
    expect(loginHref('https://evil.example/x', '/catalog')).toBe('/lk?returnTo=%2F');
  });

  it('keeps the favorites counter from favorites/changed', () => {
    const bus = createBus();
    renderHook(() => useShopperRequests(bus));
    expect(bus.get('favoritesCount')).toBeNull();
    act(() => bus.emit('favorites/changed', { count: 3 }));
    expect(bus.get('favoritesCount')).toBe(3);
    act(() => bus.emit('favorites/changed', { count: null }));
    expect(bus.get('favoritesCount')).toBeNull();
  });
});
