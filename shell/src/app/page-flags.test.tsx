import { act, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { renderWithTheme } from '@apteka/ui/testing';
import { makeStore } from '../store/make-store';
import { FocusedHeader } from '../layout/focused-header';
import { pageFlagsFor, usePageFlags } from './page-flags';
import { usePathname } from './use-route-owner';

describe('pageFlagsFor', () => {
  it('marks the basket, its checkout step and the thank-you page, with or without a region segment', () => {
    expect(pageFlagsFor('/basket/', '')).toEqual({
      isBasket: true,
      isBasketAccept: false,
      isThankYouPage: false,
      hiddenHeader: false,
    });
    expect(pageFlagsFor('/kazan-16/basket/', '?isCheckout=true')).toMatchObject({
      isBasket: true,
      isBasketAccept: true,
    });
    expect(pageFlagsFor('/order/501', '?signature=abc&thanks=1')).toEqual({
      isBasket: false,
      isBasketAccept: false,
      isThankYouPage: true,
      hiddenHeader: true,
    });
    expect(pageFlagsFor('/kazan-16/order/501/', '?thanks=1')).toMatchObject({ hiddenHeader: true });
  });

  it('leaves an order opened later, and pages that only look alike, with the full header', () => {
    expect(pageFlagsFor('/order/501', '?signature=abc')).toMatchObject({ isThankYouPage: false, hiddenHeader: false });
    expect(pageFlagsFor('/basketball', '')).toMatchObject({ isBasket: false });
    expect(pageFlagsFor('/catalog/order/501', '?thanks=1')).toMatchObject({ hiddenHeader: false });
  });
});

function Layout() {
  const { hiddenHeader } = usePageFlags();
  return hiddenHeader ? <FocusedHeader /> : <header>полная шапка</header>;
}

const go = (url: string) =>
  act(() => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

describe('usePageFlags', () => {
  it('shows the thank-you page its own header from the first render and keeps the store in step', () => {
    window.history.replaceState(null, '', '/order/501?signature=abc&thanks=1');
    const store = makeStore();
    renderWithTheme(
      <Provider store={store}>
        <Layout />
      </Provider>,
    );
    expect(screen.getByTestId('focused-header')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Продолжить покупки' })).toHaveAttribute('href', '/');
    expect(store.getState().app).toMatchObject({ isThankYouPage: true, hiddenHeader: true });

    go('/catalog/vitaminy');
    expect(screen.getByText('полная шапка')).toBeInTheDocument();
    expect(store.getState().app).toMatchObject({ isThankYouPage: false, hiddenHeader: false, isBasket: false });

    go('/basket/?isCheckout=true');
    expect(store.getState().app).toMatchObject({ isBasket: true, isBasketAccept: true });
  });

  it('redraws nothing that reads only the path and the flags when a filter changes the query', () => {
    window.history.replaceState(null, '', '/catalog/vitaminy');
    let renders = 0;
    function Reader() {
      renders += 1;
      const path = usePathname();
      const { isBasketAccept } = usePageFlags();
      return <p>{`${path} ${isBasketAccept ? 'оформление' : 'просмотр'}`}</p>;
    }
    renderWithTheme(
      <Provider store={makeStore()}>
        <Reader />
      </Provider>,
    );
    const drawn = renders;

    go('/catalog/vitaminy?inStock=1&sort=cheap');
    expect(renders).toBe(drawn);

    go('/basket/?isCheckout=true');
    expect(screen.getByText('/basket/ оформление')).toBeInTheDocument();
  });
});
