import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@apteka/ui/testing';
import { bus } from '@apteka/bus';
import { fakeDataLayer } from '@apteka/analytics/testing';
import { mockApi, type MockHandler, type MockReply } from '@apteka/api-client/testing';
import { ANONYMOUS_USER, type Order, type StoreWithAvailability } from '@apteka/contracts';
import { orderFixture } from '@apteka/contracts/testing';
import { Root, makeStore } from '../../remote';
import { productDetail, NOT_AVAILABLE } from '../../testing/fixtures';

const product = productDetail();

function pharmacy(id: number, address: string, basketPrice: number, extra: Partial<StoreWithAvailability> = {}) {
  return {
    id,
    name: `Аптека №${id}`,
    address,
    regionId: 14,
    coordinates: { lat: 55.75, lon: 37.61 },
    phone: '+7 495 000-00-00',
    metro: null,
    isAroundTheClock: false,
    hasOptics: false,
    hasOpticEmail: false,
    openingHours: [],
    isSelected: false,
    isFavorite: false,
    availability: { total: 1, available: 1, label: 'все товары', basketPrice, isPriceVaries: false },
    ...extra,
  };
}

const TVERSKAYA = pharmacy(3, 'Москва, Тверская ул., 1', 25500, { metro: 'Охотный ряд' });
const ARBAT = pharmacy(4, 'Москва, ул. Арбат, 10', 26000, { isAroundTheClock: true });

function placed(quantity: number): { order: Order; paymentUrl: null } {
  return {
    paymentUrl: null,
    order: orderFixture(501, {
      items: [{ productId: 7, name: product.name, slug: product.slug, image: '', quantity, price: product.price! }],
      store: { id: 3, name: 'Аптека №3', address: 'Москва, Тверская ул., 1' },
      totalAmount: 25500 * quantity,
      signature: 'sig-501',
      reserveUntil: '2026-11-27T18:00:00.000Z',
    }),
  };
}

function renderProduct(
  book: MockHandler | MockReply,
  stores: MockHandler | MockReply = { data: { stores: [TVERSKAYA, ARBAT], isPriceVaries: true } },
) {
  window.history.pushState({}, '', `/catalog/product/${product.slug}`);
  const empty = { data: { items: [] } };
  const api = mockApi({
    [`GET /products/${product.slug}`]: { data: product },
    'GET /products/7/analogs': empty,
    'GET /products/7/discounts': empty,
    'GET /products/7/form-type-links': empty,
    'GET /products/7/sets': empty,
    'GET /products/recommend': empty,
    'GET /products/visited': empty,
    'POST /stores': stores,
    'POST /booking': book,
  });
  renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
  return api;
}

async function openBooking() {
  await userEvent.click(await screen.findByRole('button', { name: 'Забронировать в аптеке' }));
  return screen.findByRole('dialog', { name: 'Забронировать в аптеке' });
}

afterEach(() => act(() => bus.set('user', null)));

describe('one-click reservation from the product page', () => {
  it('lists the pharmacies holding the quantity and books in the chosen one, reporting the reservation', async () => {
    const layer = fakeDataLayer();
    const bodies: unknown[] = [];
    const storeQueries: unknown[] = [];
    renderProduct(
      ({ body }) => {
        bodies.push(body);
        return { status: 201, data: placed(2) };
      },
      ({ body }) => {
        storeQueries.push(body);
        return { data: { stores: [TVERSKAYA, ARBAT], isPriceVaries: true } };
      },
    );
    const dialog = await openBooking();
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Количество, уп.' });
    await waitFor(() => expect(quantity).toHaveFocus());
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await waitFor(() => expect(storeQueries).toContainEqual({ products: [{ id: 7, quantity: 2 }], inStock: 1 }));

    await userEvent.click(within(dialog).getByRole('radio', { name: /Тверская ул\., 1.*Охотный ряд/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Имя' }), 'Анна');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Телефон' }), '89161234567');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /обработку персональных данных/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Забронировать' }));

    const done = await screen.findByRole('dialog', { name: 'Товар забронирован' });
    expect(within(done).getByText('Заказ № 501 забронирован')).toHaveFocus();
    expect(within(done).getByRole('link', { name: 'Открыть заказ' })).toHaveAttribute(
      'href',
      '/order/501?signature=sig-501',
    );
    expect(bodies).toEqual([
      {
        idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
        store: 3,
        productId: 7,
        quantity: 2,
        name: 'Анна',
        phone: '+7 916 123-45-67',
        personalDataConsent: true,
      },
    ]);
    const reported = layer.entries().find((entry) => entry.event === 'booking');
    expect(reported).toMatchObject({
      ecommerce: {
        currency: 'RUB',
        transaction_id: '501',
        affiliation: 'Аптека №3',
        value: 510,
        items: [{ item_id: '7', price: 255, discount: 45, quantity: 2 }],
      },
    });
  });

  it('names every missing field in Russian and books nothing', async () => {
    const book = jest.fn(() => ({ status: 201, data: placed(1) }));
    renderProduct(book);
    const dialog = await openBooking();
    await within(dialog).findByRole('radio', { name: /Арбат/ });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Телефон' }), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Забронировать' }));

    expect(within(dialog).getByText('Выберите аптеку, в которой заберёте товар')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Имя' })).toHaveAccessibleDescription(
      'Укажите имя, на которое забронировать товар',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Телефон' })).toHaveAccessibleDescription(
      'Введите телефон в формате +7 XXX XXX-XX-XX',
    );
    expect(within(dialog).getByText('Нужно согласие на обработку персональных данных')).toBeInTheDocument();
    // the first field to fix takes the focus
    expect(within(dialog).getAllByRole('radio')[0]).toHaveFocus();
    expect(book).not.toHaveBeenCalled();
  });

  it('fills in a signed-in customer and, when the pharmacy has run out, says so and keeps the form', async () => {
    act(() =>
      bus.set('user', {
        ...ANONYMOUS_USER,
        isAuthenticated: true,
        customer: { ...ANONYMOUS_USER.customer, id: 5, firstName: 'Ольга', phone: '+7 926 555-44-33' },
      }),
    );
    const keys: string[] = [];
    renderProduct(({ body }) => {
      keys.push((body as { idempotencyKey: string }).idempotencyKey);
      return {
        status: 409,
        data: { error: 'out_of_stock', message: 'В этой аптеке товара уже нет в нужном количестве.' },
      };
    });
    const dialog = await openBooking();
    expect(within(dialog).getByRole('textbox', { name: 'Имя' })).toHaveValue('Ольга');
    expect(within(dialog).getByRole('textbox', { name: 'Телефон' })).toHaveValue('+7 926 555-44-33');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Арбат/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /обработку персональных данных/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Забронировать' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'В этой аптеке товара уже нет в нужном количестве.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Имя' })).toHaveValue('Ольга');
    // a refused attempt booked nothing: the next one is a new attempt
    await userEvent.click(within(dialog).getByRole('button', { name: 'Забронировать' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('says when no pharmacy holds the quantity', async () => {
    renderProduct({ status: 201, data: placed(1) }, { data: { stores: [], isPriceVaries: false } });
    const dialog = await openBooking();
    expect(await within(dialog).findByText(/Ни в одной аптеке региона нет 1 уп\. этого товара/)).toBeInTheDocument();
  });

  it('is not offered for a product no pharmacy holds', async () => {
    const missing = productDetail({
      availability: NOT_AVAILABLE,
    });
    const api = mockApi({
      [`GET /products/${missing.slug}`]: { data: missing },
    });
    window.history.pushState({}, '', `/catalog/product/${missing.slug}`);
    renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
    await screen.findByRole('heading', { level: 1, name: missing.name });
    expect(screen.queryByRole('button', { name: 'Забронировать в аптеке' })).not.toBeInTheDocument();
  });
});
