import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@apteka/ui/testing';
import { bus } from '@apteka/bus';
import { mockApi, type MockHandler, type MockReply } from '@apteka/api-client/testing';
import { ANONYMOUS_USER } from '@apteka/contracts';
import { Root, makeStore } from '../../remote';
import { CATEGORY_TREE, card, productList } from '../../testing/fixtures';

const nurofen = card(1, 'Нурофен таблетки 200 мг');
const panadol = card(2, 'Панадол таблетки 500 мг');
const SIGNED_IN = { ...ANONYMOUS_USER, isAuthenticated: true, customer: { ...ANONYMOUS_USER.customer, id: 5 } };

function renderListing(setFavorite: MockHandler | MockReply, favoriteIds = [2]) {
  window.history.pushState({}, '', '/catalog/lekarstva/obezbolivayushchie');
  const api = mockApi({
    'GET /categories': { data: CATEGORY_TREE },
    'GET /products': { data: productList([nurofen, panadol]) },
    'GET /customer/check-favorite': { data: { favoriteIds } },
    'PUT /customer/favorite-products': setFavorite,
  });
  renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
  return api;
}

const heart = (name: string) => screen.getByRole('button', { name: `В избранное: ${name}` });

describe('favorite buttons on product cards', () => {
  afterEach(() =>
    act(() => {
      bus.set('user', null);
      bus.set('favoritesCount', null);
    }),
  );

  it('shows the pressed state from one check of the visible products', async () => {
    bus.set('user', SIGNED_IN);
    const api = renderListing({ data: {} });
    await screen.findByRole('article', { name: nurofen.name });
    await waitFor(() => expect(heart(panadol.name)).toHaveAttribute('aria-pressed', 'true'));
    expect(heart(nurofen.name)).toHaveAttribute('aria-pressed', 'false');
    expect(api.calls.filter((call) => call.startsWith('GET /customer/check-favorite'))).toEqual([
      'GET /customer/check-favorite?productGuids=1%2C2',
    ]);
  });

  it('adds at once, then counts what the server says', async () => {
    bus.set('user', SIGNED_IN);
    bus.set('favoritesCount', 4);
    let answer: (value: { data: unknown }) => void = () => undefined;
    const bodies: unknown[] = [];
    renderListing(({ body }) => {
      bodies.push(body);
      return new Promise((resolve) => (answer = resolve));
    });
    const counts: Array<number | null> = [];
    const subscription = bus.on('favorites/changed').subscribe(({ count }) => counts.push(count));
    await waitFor(() => expect(heart(panadol.name)).toHaveAttribute('aria-pressed', 'true'));

    await userEvent.click(heart(nurofen.name));
    await waitFor(() => expect(heart(nurofen.name)).toHaveAttribute('aria-pressed', 'true'));
    expect(counts).toEqual([5]);
    answer({ data: { productId: 1, isFavorite: true, favoritesCount: 7 } });
    await waitFor(() => expect(counts).toEqual([5, 7]));
    expect(bodies).toEqual([{ productId: 1, isFavorite: true }]);
    expect(heart(nurofen.name)).toHaveAttribute('aria-pressed', 'true');
    subscription.unsubscribe();
  });

  it('takes a removal back and says why when the server refuses', async () => {
    bus.set('user', SIGNED_IN);
    bus.set('favoritesCount', 3);
    renderListing({ status: 503, data: { error: 'unavailable', message: 'Сервис временно недоступен' } });
    const counts: Array<number | null> = [];
    const notices: string[] = [];
    const subscriptions = [
      bus.on('favorites/changed').subscribe(({ count }) => counts.push(count)),
      bus.on('notify').subscribe(({ message }) => notices.push(message)),
    ];
    await waitFor(() => expect(heart(panadol.name)).toHaveAttribute('aria-pressed', 'true'));

    await userEvent.click(heart(panadol.name));
    await waitFor(() => expect(notices).toEqual(['Сервис временно недоступен']));
    expect(heart(panadol.name)).toHaveAttribute('aria-pressed', 'true');
    expect(counts).toEqual([2, 3]);
    subscriptions.forEach((subscription) => subscription.unsubscribe());
  });

  it('asks an anonymous shopper to log in and never checks or saves favorites', async () => {
    bus.set('user', ANONYMOUS_USER);
    const api = renderListing({ data: {} });
    await screen.findByRole('article', { name: nurofen.name });
    const logins: unknown[] = [];
    const subscription = bus.on('auth/login-requested').subscribe((event) => logins.push(event));
    await userEvent.click(heart(nurofen.name));
    subscription.unsubscribe();
    expect(logins).toEqual([{ reason: 'favorites', returnTo: '/catalog/lekarstva/obezbolivayushchie' }]);
    expect(heart(nurofen.name)).toHaveAttribute('aria-pressed', 'false');
    expect(api.calls.filter((call) => call.includes('/customer/'))).toEqual([]);
  });
});
