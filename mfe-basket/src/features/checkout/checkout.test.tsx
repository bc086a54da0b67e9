import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@apteka/ui/testing';
import { mockApi } from '@apteka/api-client/testing';
import { Root, makeStore } from '../../remote';
import { CART, line, ORDER } from '../../testing/fixtures';
import { paymentRedirect } from './checkout-page';
import { formatPhone, MESSAGES, validateCheckout } from './checkout-validation';

const READY_CART = { ...CART, items: [line({ productId: 12, name: 'Нурофен' })], count: 1, canCheckout: true };
const PAY = {
  paySystems: [
    { id: 'card', name: 'Картой онлайн', available: true },
    { id: 'receipt', name: 'При получении', available: true },
  ],
  prepaymentRequired: false,
  prepaymentLabel: null,
};
const STORES = {
  lines: 1,
  stores: [{ id: 5, name: 'Аптека на Тверской', address: 'Тверская ул., 5', availableLines: 1 }],
};

function renderCheckout(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /cart/': { data: READY_CART },
    'GET /cart/paysystems': { data: PAY },
    'GET /cart/stores': { data: STORES },
    ...routes,
  });
  window.history.pushState({}, '', '/basket/?isCheckout=true');
  renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
  return api;
}

describe('phone format and validation rules', () => {
  it.each([
    ['89161234567', '+7 916 123-45-67'],
    ['9161234567', '+7 916 123-45-67'],
    ['+7 (916) 123 45 67', '+7 916 123-45-67'],
    ['7916', '+7 916'],
    ['', ''],
  ])('formats %s as %s', (input, output) => expect(formatPhone(input)).toBe(output));

  it('blocks courier with prescription goods and receipt payment with prepayment', () => {
    const values = {
      receivingMethod: 'deliverycourier' as const,
      storeId: '',
      address: 'Тверская, 1',
      timeSlot: '2026-11-23T07:00:00.000Z',
      name: 'Анна',
      phone: '+7 916 123-45-67',
      email: '',
      comment: '',
      paymentMethod: 'receipt' as const,
      consent: true,
    };
    expect(validateCheckout(values, { hasPrescription: true, prepaymentRequired: true })).toEqual({
      receivingMethod: MESSAGES.prescription,
      paymentMethod: MESSAGES.prepayment,
    });
    expect(validateCheckout(values, { hasPrescription: false, prepaymentRequired: false })).toEqual({});
    expect(
      validateCheckout({ ...values, timeSlot: '' }, { hasPrescription: false, prepaymentRequired: false }),
    ).toEqual({ timeSlot: MESSAGES.timeSlot });
    expect(validateCheckout({ ...values, address: '' }, { hasPrescription: false, prepaymentRequired: false })).toEqual(
      { address: MESSAGES.address },
    );
  });
});

describe('checkout step 2', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows a Russian message under each wrong field and focuses the first one', async () => {
    const api = renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Оформить заказ' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Проверьте поля формы');
    expect(screen.getByRole('combobox', { name: 'Аптека' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Аптека' })).toHaveAccessibleDescription(MESSAGES.store);
    expect(screen.getByRole('textbox', { name: 'Имя получателя' })).toHaveAccessibleDescription(MESSAGES.name);
    expect(screen.getByRole('textbox', { name: /Телефон/ })).toHaveAccessibleDescription(
      `Формат +7 XXX XXX-XX-XX ${MESSAGES.phone}`,
    );
    expect(screen.getByText(MESSAGES.paymentMethod)).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' }),
    ).toHaveAccessibleDescription(MESSAGES.consent);
    await userEvent.type(screen.getByRole('textbox', { name: /Электронная почта/ }), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(screen.getByRole('textbox', { name: /Электронная почта/ })).toHaveAccessibleDescription(MESSAGES.email);
    expect(api.calls).not.toContain('POST /orders/');
  });

  it('places a pickup order paid on receipt with one idempotency key and opens the thank-you page', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    renderCheckout({
      'POST /orders/': ({ body }) => (
        bodies.push(body as Record<string, unknown>),
        { status: 201, data: { order: ORDER, paymentUrl: null } }
      ),
      'GET /orders/100001': { data: ORDER },
    });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Аптека' }), '5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Имя получателя' }), 'Анна Иванова');
    await userEvent.type(screen.getByRole('textbox', { name: /Телефон/ }), '89161234567');
    expect(screen.getByRole('textbox', { name: /Телефон/ })).toHaveValue('+7 916 123-45-67');
    await userEvent.click(screen.getByRole('radio', { name: 'При получении' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' }));
    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await screen.findByText('Спасибо за заказ!')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,}$/),
        receivingMethod: 'deliverypickup',
        storeId: 5,
        name: 'Анна Иванова',
        phone: '+7 916 123-45-67',
        paymentMethod: 'receipt',
        personalDataConsent: true,
      },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Заказ № 100001' })).toBeInTheDocument();
  });

  it('sends the whole page to the payment page for a card order, and shows a server refusal', async () => {
    const go = jest.spyOn(paymentRedirect, 'go').mockImplementation(() => undefined);
    const api = renderCheckout({
      'POST /orders/': { status: 409, data: { error: 'line_unavailable', message: 'Товар «Нурофен» закончился' } },
    });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Аптека' }), '5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Имя получателя' }), 'Анна');
    await userEvent.type(screen.getByRole('textbox', { name: /Телефон/ }), '9161234567');
    await userEvent.click(screen.getByRole('radio', { name: 'Картой онлайн' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' }));
    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(await screen.findByText('Товар «Нурофен» закончился')).toBeInTheDocument();

    api.on('POST /orders/', {
      status: 201,
      data: { order: { ...ORDER, paymentMethod: 'card', canPay: true }, paymentUrl: '/api/sandbox-acquirer/pay/abc' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await screen.findByRole('button', { name: 'Оформить заказ' });
    expect(go).toHaveBeenCalledWith('/api/sandbox-acquirer/pay/abc');
  });

  const courierDelivery = (address: unknown) => ({
    data: {
      delivery: {
        id: 'deliverycourier',
        name: 'Доставка',
        priority: 2,
        isCourier: true,
        isPickup: false,
        isSelected: true,
        address,
      },
      store: null,
    },
  });
  const SLOTS = {
    timeZone: 'Europe/Moscow',
    slots: [
      {
        id: '2026-11-23T07:00:00.000Z',
        date: '2026-11-23',
        day: 'tomorrow',
        from: '10:00',
        to: '14:00',
        isNight: false,
        cost: 29900,
      },
      {
        id: '2026-11-23T11:00:00.000Z',
        date: '2026-11-23',
        day: 'tomorrow',
        from: '14:00',
        to: '18:00',
        isNight: false,
        cost: 29900,
      },
    ],
  };

  it('sends a courier order to the saved address in a slot the server offers', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    renderCheckout({
      'GET /cart/': { data: { ...READY_CART, deliveryMode: 'courier' } },
      'GET /delivery/': courierDelivery({ address: 'Москва, Тверская ул.', house: '7', flat: '12' }),
      'GET /delivery/timeslots': { data: SLOTS },
      'POST /orders/': ({ body }) => (
        bodies.push(body as Record<string, unknown>),
        { status: 201, data: { order: ORDER, paymentUrl: null } }
      ),
      'GET /orders/100001': { data: ORDER },
    });
    const group = await screen.findByRole('group', { name: 'Адрес доставки' });
    expect(group).toHaveTextContent('Москва, Тверская ул., д. 7, кв. 12');
    expect(within(group).getByRole('link', { name: 'Изменить адрес' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/samovyvoz-i-dostavka$/),
    );
    expect(screen.queryByRole('textbox', { name: 'Адрес доставки' })).not.toBeInTheDocument();
    const slot = screen.getByRole('combobox', { name: 'Время доставки' });
    await screen.findByRole('option', { name: /^Завтра, 14:00–18:00 — 299\s₽$/ });
    await userEvent.type(screen.getByRole('textbox', { name: 'Имя получателя' }), 'Анна');
    await userEvent.type(screen.getByRole('textbox', { name: /Телефон/ }), '9161234567');
    await userEvent.click(screen.getByRole('radio', { name: 'При получении' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' }));
    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(slot).toHaveFocus();
    expect(slot).toHaveAccessibleDescription(MESSAGES.timeSlot);
    expect(bodies).toEqual([]);

    await userEvent.selectOptions(slot, '2026-11-23T11:00:00.000Z');
    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(await screen.findByText('Спасибо за заказ!')).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({ receivingMethod: 'deliverycourier', timeSlot: '2026-11-23T11:00:00.000Z' }),
    ]);
    expect(bodies[0]).not.toHaveProperty('address');
  });

  it('says when no courier address is saved, links to the delivery page and blocks placement', async () => {
    const api = renderCheckout({
      'GET /cart/': { data: { ...READY_CART, deliveryMode: 'courier' } },
      'GET /delivery/': courierDelivery(null),
    });
    const group = await screen.findByRole('group', { name: 'Адрес доставки' });
    expect(group).toHaveTextContent('Адрес доставки не указан.');
    const link = within(group).getByRole('link', { name: 'Указать адрес' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/\/samovyvoz-i-dostavka$/));
    expect(screen.queryByRole('combobox', { name: 'Время доставки' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(link).toHaveFocus();
    expect(link).toHaveAccessibleDescription(MESSAGES.address);
    expect(api.calls).not.toContain('GET /delivery/timeslots');
    expect(api.calls).not.toContain('POST /orders/');
  });

  it('offers only pickup when a prescription product is in the basket', async () => {
    renderCheckout({ 'GET /cart/': { data: { ...READY_CART, hasPrescription: true, deliveryMode: 'courier' } } });
    const group = await screen.findByRole('group', { name: 'Способ получения' });
    expect(within(group).getByRole('radio', { name: 'Самовывоз из аптеки' })).toBeChecked();
    expect(group).toHaveTextContent('доступен только самовывоз');
  });
});
