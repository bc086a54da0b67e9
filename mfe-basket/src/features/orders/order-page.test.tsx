import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@apteka/ui/testing';
import { mockApi } from '@apteka/api-client/testing';
import { loadEveryPage } from '@apteka/ui/routing';
import { Root, routes, makeStore } from '../../remote';
import { ORDER } from '../../testing/fixtures';
import { nextPollDelay } from './order-polling';

const UNPAID_CARD = {
  ...ORDER,
  status: 'wait_payment' as const,
  paymentMethod: 'card' as const,
  paySystemType: 'Картой',
  qrText: null,
  canPay: true,
};

function renderOrder(path: string, api: ReturnType<typeof mockApi>) {
  window.history.pushState({}, '', path);
  renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
}

describe('order polling rules', () => {
  it('paid flag without paid status: 5 s, then 10 s, 15 s', () => {
    expect([0, 1, 2].map((n) => nextPollDelay(UNPAID_CARD, true, n))).toEqual([5000, 10000, 15000]);
  });
  it('pickup without QR text: every 10 s; nothing once it has the QR or is finished', () => {
    expect(nextPollDelay({ ...ORDER, qrText: null }, false, 3)).toBe(10000);
    expect(nextPollDelay(ORDER, false, 0)).toBeNull();
    expect(nextPollDelay({ ...ORDER, qrText: null, status: 'canceled' }, false, 0)).toBeNull();
    expect(nextPollDelay(UNPAID_CARD, false, 0)).toBeNull();
  });
});

describe('order page', () => {
  // as the remote mounts: with its page loaded
  beforeAll(() => loadEveryPage(routes));
  afterEach(() => jest.useRealTimers());

  it('shows lines, totals, status, payment and the QR for pickup, read by signature', async () => {
    const api = mockApi({ 'GET /orders/100001': { data: ORDER } });
    renderOrder('/order/100001?signature=sig', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 100001' })).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Собирается');
    expect(screen.getByTestId('payment-status')).toHaveTextContent('При получении, не оплачен');
    expect(screen.getByText(/Нурофен таблетки 200 мг, 20 шт\. — 2 шт\./)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /QR-код для получения заказа/ })).toBeInTheDocument();
    expect(api.calls).toEqual(['GET /orders/100001?signature=sig']);
  });

  it('re-reads a paid-flagged order until the payment is confirmed, then stops', async () => {
    jest.useFakeTimers();
    const api = mockApi({ 'GET /orders/100001': { data: { ...UNPAID_CARD, payed: false } } });
    renderOrder('/order/100001?payed=1', api);
    await act(async () => void (await jest.advanceTimersByTimeAsync(10)));
    expect(api.calls).toHaveLength(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 100001' })).toBeInTheDocument();
    // RTK Query batches store updates on a timer: each answer lands a few milliseconds after its request.
    const wait = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));
    await wait(4900);
    expect(api.calls).toHaveLength(1);
    await wait(200);
    expect(api.calls).toHaveLength(2);
    await wait(9800);
    expect(api.calls).toHaveLength(2);
    await wait(300);
    expect(api.calls).toHaveLength(3);
    api.on('GET /orders/100001', {
      data: {
        ...UNPAID_CARD,
        payed: true,
        status: 'assembly',
        payment: { status: { code: 'payed' } },
        qrText: 'QR',
        canPay: false,
      },
    });
    await wait(15200);
    expect(api.calls).toHaveLength(4);
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Картой, оплачен');
    await wait(60000);
    expect(api.calls).toHaveLength(4);
  });

  it('cancels with a comment in a dialog and re-reads the order a second later', async () => {
    const bodies: unknown[] = [];
    const api = mockApi({
      'GET /orders/100001': { data: ORDER },
      'PUT /orders/100001': ({ body }) => (
        bodies.push(body),
        { data: { ...ORDER, status: 'canceled', canCancel: false } }
      ),
    });
    renderOrder('/order/100001', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    const dialog = screen.getByRole('dialog', { name: 'Отменить заказ № 100001?' });
    await userEvent.type(screen.getByLabelText('Причина отмены (необязательно)'), 'Передумал');
    api.on('GET /orders/100001', {
      data: { ...ORDER, status: 'canceled', canCancel: false, cancelComment: 'Передумал' },
    });
    await userEvent.click(dialog.querySelector('button[type="submit"]')!);
    expect(bodies).toEqual([{ cancel: true, comment: 'Передумал' }]);
    expect(await screen.findByText('Отменён')).toBeInTheDocument();
    expect(screen.getByText('Передумал')).toBeInTheDocument();
  });

  it('extends the reserve of a pickup order once', async () => {
    const api = mockApi({
      'GET /orders/100001': { data: ORDER },
      'POST /orders/100001/extend-reserve': { data: { ...ORDER, canExtendReserve: false } },
    });
    renderOrder('/order/100001?signature=sig', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Продлить хранение на 2 дня' }));
    expect(api.calls).toContain('POST /orders/100001/extend-reserve?signature=sig');
  });

  it('finds an order by number and phone on /gde-moy-zakaz', async () => {
    const api = mockApi({
      'POST /orders/find': ({ body }) =>
        (body as { phone: string }).phone === '+7 916 123-45-67'
          ? { data: { id: 100001, signature: 'sig' } }
          : {
              status: 404,
              data: {
                error: 'order_not_found',
                message: 'Заказ с таким номером и телефоном не найден. Проверьте данные.',
              },
            },
      'GET /orders/100001': { data: ORDER },
    });
    renderOrder('/gde-moy-zakaz', api);
    await userEvent.click(screen.getByRole('button', { name: 'Найти заказ' }));
    expect(screen.getByRole('textbox', { name: 'Номер заказа' })).toHaveAccessibleDescription(
      'Введите номер заказа цифрами',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Номер заказа' }), '100001');
    await userEvent.type(screen.getByRole('textbox', { name: /Телефон/ }), '9990000000');
    await userEvent.click(screen.getByRole('button', { name: 'Найти заказ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('не найден');
    await userEvent.clear(screen.getByRole('textbox', { name: /Телефон/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Телефон/ }), '9161234567');
    await userEvent.click(screen.getByRole('button', { name: 'Найти заказ' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 100001' })).toBeInTheDocument();
  });
});
