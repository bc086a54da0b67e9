import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { markOwnAdvertClick } from '@apteka/analytics';
import { fakeDataLayer } from '@apteka/analytics/testing';
import { createBus } from '@apteka/bus';
import { renderWithTheme } from '@apteka/ui/testing';
import { mockApi, type MockApi } from '@apteka/api-client/testing';
import { pickupDeliveryFixture } from '@apteka/contracts/testing';
import { loadEveryPage } from '@apteka/ui/routing';
import { Root, routes, makeStore } from '../../remote';
import { start } from '../../service';
import { addsToEmptyCart, CART, EMPTY_CART, ORDER, line } from '../../testing/fixtures';

// every page rendered in a test stays in the document: one heading per page that has drawn its order
const orderHeadings = () => screen.queryAllByRole('heading', { name: 'Заказ № 100001' });

function renderAt(path: string, api: MockApi) {
  window.history.pushState({}, '', path);
  renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
  return api;
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('basket analytics', () => {
  // as the remote mounts: with its page loaded
  beforeAll(() => loadEveryPage(routes));
  it('reports an add with the price the server answered, credited to an own advert clicked before', async () => {
    const layer = fakeDataLayer();
    markOwnAdvertClick('Весна со скидкой');
    const bus = createBus();
    const api = mockApi(addsToEmptyCart());
    const stop = start({ client: api.client, bus });
    bus.emit('basket/add-requested', { productId: 12, quantity: 2, source: 'category' });
    await waitFor(() => expect(layer.events()).toEqual(['add_to_cart', 'own_ad_add_to_cart']));
    stop();
    expect(layer.entries()).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'RUB',
          value: 439.8,
          items: [
            {
              item_id: '12',
              item_name: 'Нурофен таблетки 200 мг, 20 шт.',
              price: 219.9,
              discount: 30.1,
              quantity: 2,
              item_list_name: 'category',
            },
          ],
        },
      },
      {
        event: 'own_ad_add_to_cart',
        ad_name: 'Весна со скидкой',
        item_id: '12',
        item_name: 'Нурофен таблетки 200 мг, 20 шт.',
      },
    ]);
  });

  it('reports checkout step 1, the lines unavailable with the pharmacy address, and a removal', async () => {
    const layer = fakeDataLayer();
    const withoutAspirin = { ...CART, items: CART.items.filter((item) => item.productId !== 7), count: 3 };
    const api = renderAt(
      '/basket/',
      mockApi({
        'GET /cart/': { data: CART },
        'GET /delivery/': {
          data: {
            delivery: pickupDeliveryFixture(),
            store: { id: 5, name: 'Аптека на Тверской', address: 'Тверская ул., 5' },
          },
        },
        'DELETE /cart/input': { data: withoutAspirin },
      }),
    );
    await screen.findByRole('heading', { level: 2, name: '4 товара' });
    await screen.findAllByText('Нет в продаже в выбранном регионе');
    // the unavailable line names the pharmacy, which comes with its own answer
    await waitFor(() => expect(layer.events()).toEqual(['begin_checkout', 'product_unavailable']));
    expect(layer.entries()[0]).toMatchObject({
      ecommerce: { value: 570.3, items: [{ item_id: '12' }, { item_id: '7' }, { item_id: '9' }] },
    });
    expect(layer.entries()[1]).toEqual({
      event: 'product_unavailable',
      reason: 'Нет в продаже в выбранном регионе',
      product_name: 'Редкое средство',
      address: 'Тверская ул., 5',
      page_path: '/basket/',
    });

    await userEvent.click(screen.getByRole('button', { name: /Удалить.*Аспирин/ }));
    await screen.findByRole('heading', { level: 2, name: '3 товара' });
    expect(layer.entries().at(-1)).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { items: [{ item_id: '7', quantity: 1, price: 130.5 }] },
    });
    expect(api.calls.filter((call) => call === 'GET /delivery/')).toHaveLength(1);
  });

  it('reports a purchase paid on receipt once, from the thank-you page only', async () => {
    const layer = fakeDataLayer();
    const api = mockApi({ 'GET /orders/100001': { data: ORDER } });
    renderAt('/order/100001?signature=sig&thanks=1', api);
    await waitFor(() => expect(layer.events()).toEqual(['purchase']));
    renderAt('/order/100001?signature=sig&thanks=1', api);
    // the second page has drawn the order, and so decided on the purchase, before the browser's memory is wiped
    await waitFor(() => expect(orderHeadings()).toHaveLength(2));
    expect(layer.events()).toEqual(['purchase']);
    // an old order opened later, in another browser too, is not a purchase
    localStorage.clear();
    renderAt('/order/100001?signature=sig', api);
    await waitFor(() => expect(orderHeadings()).toHaveLength(3));
    expect(layer.events()).toEqual(['purchase']);
    expect(layer.entries()[0]).toMatchObject({
      ecommerce: {
        transaction_id: '100001',
        value: 439.8,
        currency: 'RUB',
        shipping_tier: 'В аптеке',
        items: [{ item_id: '12', price: 219.9, quantity: 2 }],
      },
    });
  });

  it('reports a card order only once paid: online payment once per session, then the purchase', async () => {
    const layer = fakeDataLayer();
    const unpaid = {
      ...ORDER,
      paymentMethod: 'card' as const,
      paySystemType: 'Картой',
      status: 'wait_payment' as const,
    };
    const api = mockApi({ 'GET /orders/100001': { data: unpaid } });
    renderAt('/order/100001?signature=sig', api);
    await screen.findByRole('heading', { name: 'Заказ № 100001' });
    expect(layer.events()).toEqual([]);

    api.on('GET /orders/100001', {
      data: { ...unpaid, payed: true, status: 'assembly', payment: { status: { code: 'payed' } } },
    });
    renderAt('/order/100001?signature=sig&payed=1', api);
    await waitFor(() => expect(layer.events()).toEqual(['online_payment', 'purchase']));
    renderAt('/order/100001?signature=sig&payed=1', api);
    await waitFor(() => expect(orderHeadings()).toHaveLength(3));
    expect(layer.events()).toEqual(['online_payment', 'purchase']);
    // a new browser session reports its payment view again, never the purchase
    sessionStorage.clear();
    renderAt('/order/100001?signature=sig&payed=1', api);
    await waitFor(() => expect(layer.events()).toEqual(['online_payment', 'purchase', 'online_payment']));
  });

  it('a quantity raised in the basket is an add of the difference the server accepted', async () => {
    const layer = fakeDataLayer();
    const one = { ...EMPTY_CART, items: [line({ productId: 7, name: 'Аспирин' })], count: 1, canCheckout: true };
    const two = { ...one, items: [line({ productId: 7, name: 'Аспирин', quantity: 2 })], count: 2 };
    renderAt('/basket/', mockApi({ 'GET /cart/': { data: one }, 'POST /cart/input': { data: two } }));
    await screen.findByRole('heading', { level: 2, name: '1 товар' });
    await userEvent.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    await screen.findByRole('heading', { level: 2, name: '2 товара' });
    expect(layer.entries().at(-1)).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'RUB',
        value: 100,
        items: [{ item_id: '7', item_name: 'Аспирин', price: 100, quantity: 1, item_list_name: 'basket' }],
      },
    });
  });
});
