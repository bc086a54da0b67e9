import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatPrice } from '@apteka/ui';
import { renderWithTheme } from '@apteka/ui/testing';
import { bus } from '@apteka/bus';
import { Root, makeStore } from '../../remote';
import { CART, EMPTY_CART, MOSCOW, SPB } from '../../testing/fixtures';
import { mockApi, type MockApi } from '@apteka/api-client/testing';

function renderAt(path: string, api: MockApi) {
  window.history.pushState({}, '', path);
  renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
  return api;
}

afterEach(() => {
  bus.set('basketCount', 0);
  bus.set('region', null);
});

describe('basket page', () => {
  it('shows a loading state, then the lines and the totals, and syncs the header counter', async () => {
    renderAt('/basket/', mockApi({ 'GET /cart/': { data: CART } }));
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем корзину');

    expect(await screen.findByRole('heading', { level: 2, name: '4 товара' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Корзина' })).toBeInTheDocument();
    const lines = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(lines).toHaveLength(3);
    expect(within(lines[0]!).getByRole('link', { name: 'Нурофен таблетки 200 мг, 20 шт.' })).toHaveAttribute(
      'href',
      '/catalog/product/nurofen-tabletki-200-mg-20-sht-12',
    );
    expect(lines[0]).toHaveTextContent(`2 шт. × ${formatPrice(21990)}`);
    expect(lines[0]).toHaveTextContent(formatPrice(43980));
    expect(lines[0]).toHaveTextContent('Без скидки: 500 ₽');
    expect(lines[1]).toHaveTextContent(formatPrice(13050));
    expect(lines[2]).toHaveTextContent('Нет в продаже в выбранном регионе');

    const totals = screen.getByRole('region', { name: 'Ваш заказ' });
    expect(totals).toHaveTextContent(`Товары${formatPrice(63050)}`);
    expect(totals).toHaveTextContent(`Скидка−${formatPrice(6020)}`);
    expect(totals).toHaveTextContent('ДоставкаБесплатно');
    expect(totals).toHaveTextContent(`Итого${formatPrice(57030)}`);
    expect(bus.get('basketCount')).toBe(4);
  });

  it('shows the empty state with a way to the catalogue', async () => {
    renderAt('/basket/', mockApi({ 'GET /cart/': { data: EMPTY_CART } }));
    expect(await screen.findByText('В корзине пока нет товаров')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog');
  });

  it('shows the error with a retry', async () => {
    const api = renderAt(
      '/basket/',
      mockApi({ 'GET /cart/': { status: 500, data: { error: 'internal', message: 'Сервис временно недоступен' } } }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    api.on('GET /cart/', { data: CART });
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 2, name: '4 товара' })).toBeInTheDocument();
  });

  it('matches under a region segment and reads the cart again when the region changes to another', async () => {
    bus.set('region', MOSCOW);
    const api = renderAt('/moskva-14/basket/', mockApi({ 'GET /cart/': { data: EMPTY_CART } }));
    await screen.findByText('В корзине пока нет товаров');
    api.on('GET /cart/', { data: CART });
    act(() => bus.set('region', SPB));
    expect(await screen.findByRole('heading', { level: 2, name: '4 товара' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.startsWith('GET /cart/'))).toEqual(['GET /cart/', 'GET /cart/']);
  });
});
