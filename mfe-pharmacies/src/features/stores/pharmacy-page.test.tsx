import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@apteka/ui/testing';
import { bus } from '@apteka/bus';
import { mockApi } from '@apteka/api-client/testing';
import type { UserState } from '@apteka/contracts';
import { Root, makeStore } from '../../remote';
import { MOSCOW, store } from '../../testing/fixtures';

const PHARMACY = store(103, 14, {
  name: 'Аптека на Арбате',
  coordinates: { lat: 55.7494, lon: 37.5915 },
  services: ['Выдача заказов с сайта', 'Оптика: подбор очков и линз'],
});
const REVIEWS = {
  rating: 4.5,
  count: 2,
  reviews: [
    { id: 2, author: 'Ольга', rating: 5, text: 'Вежливые фармацевты.', createdAt: '2026-10-20T10:00:00.000Z' },
    { id: 1, author: 'Сергей Н.', rating: 4, text: 'Бывает очередь.', createdAt: '2026-10-10T10:00:00.000Z' },
  ],
};
const SIGNED_IN = { isAuthenticated: true } as UserState;

function renderPharmacy() {
  let favorite = false;
  const api = mockApi({
    'GET /stores/103': () => ({ data: { ...PHARMACY, isFavorite: favorite } }),
    'GET /stores/103/review': { data: REVIEWS },
    'PUT /stores/103/favorite': ({ body }) => {
      favorite = (body as { isFavorite: boolean }).isFavorite;
      return { data: { id: 103, isFavorite: favorite, favoritesCount: favorite ? 3 : 2 } };
    },
  });
  window.history.pushState({}, '', '/pharmacies/103');
  renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
  return api;
}

beforeEach(() => bus.set('region', MOSCOW));
afterEach(() => {
  bus.set('region', null);
  bus.set('user', null);
});

describe('pharmacy page', () => {
  it('shows services, route links in three map services, the map and reviews', async () => {
    renderPharmacy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Аптека на Арбате' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Аптека Самсон-Фарма: ${PHARMACY.address}`));
    expect(screen.getByText('Оптика: подбор очков и линз')).toBeInTheDocument();
    const routeList = within(screen.getByRole('list', { name: 'Построить маршрут' }));
    const routes = ['Яндекс Карты', 'Google Карты', '2ГИС'].map((label) =>
      routeList.getByRole('link', { name: `${label} (откроется в новой вкладке)` }),
    );
    expect(routeList.getAllByRole('link')).toHaveLength(3);
    expect(routes[0]).toHaveAttribute('href', 'https://yandex.ru/maps/?rtext=~55.7494,37.5915&rtt=auto');
    expect(routes[1]).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=55.7494,37.5915');
    expect(routes[2]).toHaveAttribute('href', 'https://2gis.ru/routeSearch/rsType/car/to/37.5915,55.7494');
    routes.forEach((link) => expect(link.querySelector('svg')).not.toBeNull());
    expect(
      await within(screen.getByRole('region', { name: /Аптека на карте/ })).findAllByRole('button', {
        name: /Аптека на Арбате/,
      }),
    ).toHaveLength(1);
    expect(await screen.findByText('Оценка 4,5 из 5 — 2 отзыва')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Отзывы покупателей' })).getAllByRole('listitem')[0],
    ).toHaveTextContent('Вежливые фармацевты.');
  });

  it('asks an anonymous shopper to log in instead of toggling the favorite', async () => {
    const requests: unknown[] = [];
    const subscription = bus.on('auth/login-requested').subscribe((event) => requests.push(event));
    const api = renderPharmacy();
    await userEvent.click(await screen.findByRole('button', { name: 'Войдите, чтобы добавить в избранное' }));
    expect(requests).toEqual([{ reason: 'favorite-pharmacy', returnTo: '/pharmacies/103' }]);
    expect(api.calls).not.toContain('PUT /stores/103/favorite');
    subscription.unsubscribe();
  });

  it('toggles the favorite for a signed-in shopper and shows the counter', async () => {
    bus.set('user', SIGNED_IN);
    renderPharmacy();
    await userEvent.click(await screen.findByRole('button', { name: '☆ В избранное' }));
    expect(await screen.findByText('В избранном 3 аптеки')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '★ В избранном' })).toHaveAttribute('aria-pressed', 'true'),
    );
  });
});
