import { screen, waitFor } from '@testing-library/react';
import { createBus } from '@apteka/bus';
import { renderWithTheme } from '@apteka/ui/testing';
import { mockApi } from '@apteka/api-client/testing';
import { resetServerState } from '@apteka/api-client';
import { basketApi } from '../../api';
import { Root, makeStore } from '../../remote';
import { CART } from '../../testing/fixtures';
import { askBasketAnswersAhead } from './basket-answers-ahead';
import { CartLine } from './cart-line';
import type * as CartLineModule from './cart-line';

jest.mock('./cart-line', () => {
  const actual = jest.requireActual<typeof CartLineModule>('./cart-line');
  return { ...actual, CartLine: jest.fn(actual.CartLine) };
});

const CHECKOUT = '/basket/?isCheckout=true';
const linesDrawn = () => jest.mocked(CartLine).mock.calls.length;
const cartReads = (calls: string[]) => calls.filter((call) => call === 'GET /cart/').length;
const basketSection = () => screen.getByRole('heading', { level: 1, name: 'Корзина' }).closest('section')!;

describe("the basket's lines", () => {
  afterEach(() => resetServerState());

  it('are drawn again when the cart changes, not when the same cart is asked for again on the way to checkout', async () => {
    window.history.pushState({}, '', '/basket/');
    const api = mockApi({ 'GET /cart/': { data: CART } });
    const store = makeStore({ client: api.client, retries: 0 });
    renderWithTheme(<Root store={store} />);
    expect(await screen.findByRole('heading', { level: 2, name: '4 товара' })).toBeInTheDocument();
    await waitFor(() => expect(basketSection()).toHaveAttribute('aria-busy', 'false'));
    const drawn = linesDrawn();

    // a touch on the checkout link asks for the cart again while the basket is still on screen; the answer is held
    // until the page has shown it busy, so both of the flag's drawings are seen
    let answer!: () => void;
    api.on('GET /cart/', () => new Promise((resolve) => (answer = () => resolve({ data: CART }))));
    askBasketAnswersAhead(store.dispatch, CHECKOUT, createBus());
    await waitFor(() => expect(basketSection()).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(cartReads(api.calls)).toBe(2)); // the request is out: its answer can be given
    answer();
    await waitFor(() => expect(basketSection()).toHaveAttribute('aria-busy', 'false'));
    expect(linesDrawn()).toBe(drawn);

    // the basket changed elsewhere: the page reads a cart with one line less
    const items = screen.getAllByRole('listitem').length;
    api.on('GET /cart/', { data: { ...CART, items: CART.items.slice(1) } });
    store.dispatch(basketApi.util.invalidateTags(['Cart']));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(items - 1));
    expect(linesDrawn()).toBeGreaterThan(drawn);
  });
});
