import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@apteka/bus';
import { order } from '../../testing/fixtures';
import { busEvents, renderAccount, stopListening } from '../../testing/render-account';

afterEach(() => {
  stopListening();
  bus.set('user', null);
});

describe('orders of the account', () => {
  it('lists active orders as cabinet cards and finished ones from the page query, with pages', async () => {
    const user = userEvent.setup();
    const api = renderAccount('/lk/orders', {
      'GET /orders/active': {
        data: {
          orders: [
            order(41),
            order(40, { receivingMethod: 'deliverycourier', courierAddress: 'Москва, ул. Ленина, 1', store: null }),
          ],
          page: 1,
          pages: 1,
        },
      },
      'GET /orders/finished': ({ params }) => ({
        data: {
          orders: [order(Number(params.page) === 2 ? 12 : 30, { status: 'pickuped' })],
          page: Number(params.page ?? 1),
          pages: 2,
        },
      }),
    });
    const first = await screen.findByRole('article', { name: /Заказ №41/ });
    expect(first).toHaveAttribute('data-variant', 'CABINET');
    expect(within(first).getByText('Собирается')).toBeInTheDocument();
    expect(within(first).getByText('Самовывоз: Аптека на Тверской, ул. Тверская, 8')).toBeInTheDocument();
    expect(within(first).getByText(/2 товара: Нурофен/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Подробнее о заказе №41' })).toHaveAttribute('href', '/order/41');
    expect(screen.getByText('Доставка: Москва, ул. Ленина, 1')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Завершённые' }));
    expect(await screen.findByRole('article', { name: /Заказ №30/ })).toHaveTextContent('Получен');
    expect(screen.getByRole('link', { name: 'Завершённые' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'Дальше →' }));
    expect(await screen.findByRole('article', { name: /Заказ №12/ })).toBeInTheDocument();
    expect(window.location.search).toBe('?status=finished&page=2');
    expect(api.calls).toEqual(
      expect.arrayContaining([
        'GET /orders/active?page=1',
        'GET /orders/finished?page=1',
        'GET /orders/finished?page=2',
      ]),
    );
  });

  it('repeats an order into the basket and asks the basket to read itself again; a refusal is said in Russian', async () => {
    const user = userEvent.setup();
    const refreshes = busEvents('basket/refresh-requested');
    let repeats = 0;
    renderAccount('/lk/orders', {
      'GET /orders/active': { data: { orders: [order(41)], page: 1, pages: 1 } },
      'POST /orders/41/repeat': () =>
        ++repeats === 1
          ? { data: { count: 5 } }
          : { status: 404, data: { error: 'not_found', message: 'Товаров этого заказа больше нет в продаже.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Повторить заказ' }));
    expect(await screen.findByText('Товары заказа №41 добавлены в корзину.')).toBeInTheDocument();
    expect(refreshes).toEqual([{ source: 'repeat-order' }]);
    await user.click(screen.getByRole('button', { name: 'Повторить заказ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Товаров этого заказа больше нет в продаже.');
    expect(refreshes).toHaveLength(1);
  });

  it('says when there are no orders', async () => {
    renderAccount('/lk/orders?status=finished', {
      'GET /orders/finished': { data: { orders: [], page: 1, pages: 0 } },
    });
    expect(await screen.findByText('Завершённых заказов пока нет.')).toBeInTheDocument();
  });
});
