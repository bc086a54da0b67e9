import { act, screen, within } from '@testing-library/react';
import { renderWithTheme } from '@apteka/ui/testing';
import { BottomNav, sectionOf } from './bottom-nav';

function goTo(path: string) {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe('the bottom navigation', () => {
  it('knows the section of a page with or without its region segment', () => {
    expect(sectionOf('/')).toBe('home');
    expect(sectionOf('/moskva-14/')).toBe('home');
    expect(sectionOf('/moskva-14/catalog/lekarstva')).toBe('catalog');
    expect(sectionOf('/search')).toBe('catalog');
    expect(sectionOf('/basket/')).toBe('basket');
    expect(sectionOf('/order/100001')).toBe('basket');
    expect(sectionOf('/lk/favorites')).toBe('favorites');
    expect(sectionOf('/lk/orders')).toBe('account');
    expect(sectionOf('/pharmacies')).toBeNull();
  });

  it('reaches every section, marks the current one and counts the basket', () => {
    window.history.replaceState(null, '', '/catalog/lekarstva');
    renderWithTheme(<BottomNav basketCount={3} signedIn={false} />);
    const nav = screen.getByRole('navigation', { name: 'Разделы' });
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/catalog',
      '/basket/',
      '/lk/favorites',
      '/lk',
    ]);
    expect(within(nav).getByRole('link', { name: 'Каталог' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /Корзина/ })).toHaveAccessibleName('Корзина 3 товара');
    expect(within(nav).getByRole('link', { name: 'Войти' })).toBeInTheDocument();

    goTo('/basket/');
    expect(within(nav).getByRole('link', { name: /Корзина/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Каталог' })).not.toHaveAttribute('aria-current');
  });

  it('names the account «Профиль» for a signed-in shopper', () => {
    renderWithTheme(<BottomNav basketCount={0} signedIn />);
    expect(screen.getByRole('link', { name: 'Профиль' })).toHaveAttribute('href', '/lk');
    expect(screen.queryByTestId('bottom-nav-basket-count')).not.toBeInTheDocument();
  });
});
