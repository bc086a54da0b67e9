import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createBus } from '@apteka/bus';
import { renderWithTheme } from '@apteka/ui/testing';
import { mockApi } from '@apteka/api-client/testing';
import { resetServerState } from '@apteka/api-client';
import { Root, makeStore } from '../../remote';
import { CART, line } from '../../testing/fixtures';
import { askBasketAnswersAhead, askBasketAnswersOnTouch } from './basket-answers-ahead';
import { CheckoutLink } from './checkout-link';

const READY_CART = { ...CART, items: [line({ productId: 12, name: 'Нурофен' })], count: 1, canCheckout: true };
const PAY = { paySystems: [{ id: 'card', name: 'Картой онлайн', available: true }], prepaymentRequired: false };
const STORES = {
  lines: 1,
  stores: [{ id: 5, name: 'Аптека на Тверской', address: 'Тверская ул., 5', availableLines: 1 }],
};
const CHECKOUT = '/basket/?isCheckout=true';

function basketApi() {
  const api = mockApi({
    'GET /cart/': { data: READY_CART },
    'GET /cart/paysystems': { data: { ...PAY, prepaymentLabel: null } },
    'GET /cart/stores': { data: STORES },
    'POST /cart/input': { data: READY_CART },
  });
  return { api, store: makeStore({ client: api.client, retries: 0 }) };
}
function checkoutLink() {
  const { api, store } = basketApi();
  renderWithTheme(
    <Provider store={store}>
      <CheckoutLink href={CHECKOUT}>Перейти к оформлению</CheckoutLink>
    </Provider>,
  );
  return { api, store, link: screen.getByRole('link', { name: 'Перейти к оформлению' }) };
}
const count = (calls: string[], call: string) => calls.filter((seen) => seen === call).length;

describe("the basket's answers asked for ahead of its page", () => {
  beforeEach(() => window.history.replaceState(null, '', '/catalog/product/nurofen'));
  afterEach(() => resetServerState());

  it("asks for checkout's answers, and checkout draws from them without asking again", async () => {
    const { api, store } = basketApi();
    askBasketAnswersAhead(store.dispatch, CHECKOUT, createBus());
    await waitFor(() => expect(api.calls).toHaveLength(3));
    expect([...api.calls].sort()).toEqual(['GET /cart/', 'GET /cart/paysystems', 'GET /cart/stores']);

    window.history.pushState(null, '', CHECKOUT);
    renderWithTheme(<Root store={store} />);
    expect(await screen.findByRole('combobox', { name: 'Аптека' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(3);
  });

  it('has checkout ask again after a basket write that came after them (the touch was a scroll)', async () => {
    const { api, store } = basketApi();
    askBasketAnswersAhead(store.dispatch, CHECKOUT, createBus());
    await waitFor(() => expect(api.calls).toHaveLength(3));
    await api.client.post('/cart/input', { productId: 12, quantity: 2 });

    window.history.pushState(null, '', CHECKOUT);
    renderWithTheme(<Root store={store} />);
    expect(await screen.findByRole('combobox', { name: 'Аптека' })).toBeInTheDocument();
    await waitFor(() => expect(count(api.calls, 'GET /cart/stores')).toBe(2));
    expect(count(api.calls, 'GET /cart/paysystems')).toBe(2);
  });

  it('asks only for the cart for the basket, and nothing for its other pages', async () => {
    const { api, store } = basketApi();
    askBasketAnswersAhead(store.dispatch, '/order/15', createBus());
    askBasketAnswersAhead(store.dispatch, '/gde-moy-zakaz', createBus());
    askBasketAnswersAhead(store.dispatch, '/moskva-77/basket/', createBus());
    await waitFor(() => expect(api.calls).toEqual(['GET /cart/']));
  });

  it('asks on a click that no touch came before (a key)', async () => {
    const { api, link } = checkoutLink();
    link.focus();
    // the link goes nowhere in this test: single-spa is not started
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(count(api.calls, 'GET /cart/paysystems')).toBe(1));
    expect(count(api.calls, 'GET /cart/stores')).toBe(1);
    expect(count(api.calls, 'GET /cart/')).toBe(1);
  });

  it("asks at a tap's touch told by the shell, and not again at its click", async () => {
    const { api, store, link } = checkoutLink();
    const bus = createBus();
    const subscription = askBasketAnswersOnTouch(() => store.dispatch, bus);
    bus.emit('navigation/touched', { href: `http://localhost${CHECKOUT}` });
    await waitFor(() => expect(api.calls).toHaveLength(3));
    fireEvent.click(link);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.calls).toHaveLength(3);
    subscription.unsubscribe();
  });

  it('asks when the shell tells of a touch on a link to the basket, and the basket draws from it', async () => {
    const { api, store } = basketApi();
    const bus = createBus();
    const subscription = askBasketAnswersOnTouch(() => store.dispatch, bus);
    bus.emit('navigation/touched', { href: 'http://localhost/catalog/vitaminy' });
    bus.emit('navigation/touched', { href: 'http://localhost/basket/' });
    await waitFor(() => expect(api.calls).toEqual(['GET /cart/']));

    window.history.pushState(null, '', '/basket/');
    renderWithTheme(<Root store={store} />);
    expect(await screen.findByText('Нурофен')).toBeInTheDocument();
    expect(api.calls).toEqual(['GET /cart/']);
    subscription.unsubscribe();
  });

  it('asks for nothing on touches once stopped', async () => {
    const { api, store } = basketApi();
    const bus = createBus();
    askBasketAnswersOnTouch(() => store.dispatch, bus).unsubscribe();
    bus.emit('navigation/touched', { href: `http://localhost${CHECKOUT}` });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.calls).toEqual([]);
  });
});
