import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@apteka/ui/testing';
import { bus } from '@apteka/bus';
import { mockApi, type MockApi } from '@apteka/api-client/testing';
import type { ProductCard } from '@apteka/contracts';
import { productCardFixture } from '@apteka/contracts/testing';
import { Root, makeStore } from '../../remote';
import { SIGNED_IN } from '../../testing/fixtures';

const product = (id: number, name: string): ProductCard => productCardFixture(id, name);

function renderFavorites(api: MockApi) {
  window.history.pushState({}, '', '/lk/favorites');
  renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
  return api;
}

afterEach(() => bus.set('user', null));

describe('/lk/favorites', () => {
  it('lists the favorite products with links and prices, and removes one, announcing the new count', async () => {
    let items = [product(1, 'Нурофен таблетки 200 мг'), product(2, 'Панадол таблетки 500 мг')];
    const bodies: unknown[] = [];
    renderFavorites(
      mockApi({
        'GET /customer/': { data: SIGNED_IN },
        'GET /customer/favorite-products': () => ({ data: { items } }),
        'PUT /customer/favorite-products': ({ body }) => {
          bodies.push(body);
          items = items.filter((item) => item.id !== 1);
          return { data: { productId: 1, isFavorite: false, favoritesCount: 1 } };
        },
      }),
    );
    const list = await screen.findByRole('list', { name: 'Избранные товары' });
    expect(within(list).getByRole('link', { name: 'Нурофен таблетки 200 мг' })).toHaveAttribute(
      'href',
      '/catalog/product/product-1',
    );
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/255\s₽ · Есть в наличии/);

    const counts: Array<number | null> = [];
    const subscription = bus.on('favorites/changed').subscribe(({ count }) => counts.push(count));
    await userEvent.click(within(list).getByRole('button', { name: 'Убрать из избранного: Нурофен таблетки 200 мг' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Нурофен таблетки 200 мг' })).not.toBeInTheDocument(),
    );
    subscription.unsubscribe();
    expect(bodies).toEqual([{ productId: 1, isFavorite: false }]);
    expect(counts).toEqual([1]);
  });

  it('says when there are none yet', async () => {
    renderFavorites(
      mockApi({ 'GET /customer/': { data: SIGNED_IN }, 'GET /customer/favorite-products': { data: { items: [] } } }),
    );
    expect(await screen.findByText(/В избранном пока нет товаров/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'каталоге' })).toHaveAttribute('href', '/catalog');
  });
});
