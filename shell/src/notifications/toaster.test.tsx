import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBus } from '@apteka/bus';
import { renderWithTheme } from '@apteka/ui/testing';
import { fakeDataLayer } from '@apteka/analytics/testing';
import { Toaster, durationOf } from './toaster';

describe('Toaster', () => {
  afterEach(() => jest.useRealTimers());

  it('shows notices from the bus, politely, and closes them after their time', () => {
    jest.useFakeTimers();
    const bus = createBus();
    renderWithTheme(<Toaster bus={bus} />);
    act(() => bus.emit('notify', { kind: 'BASKET', message: 'Товар добавлен в корзину' }));
    expect(screen.getByRole('status')).toHaveTextContent('Товар добавлен в корзину');
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.queryByText('Товар добавлен в корзину')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Товар добавлен в корзину')).not.toBeInTheDocument();
  });

  it('announces errors assertively and lets the shopper close a notice', async () => {
    const bus = createBus();
    renderWithTheme(<Toaster bus={bus} />);
    act(() => bus.emit('notify', { kind: 'ERROR', message: 'Не удалось добавить товар' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось добавить товар');
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть уведомление' }));
    expect(screen.queryByText('Не удалось добавить товар')).not.toBeInTheDocument();
  });

  it('keeps a toast 5 s by default and a product toast 2 s', () => {
    expect(durationOf({ kind: 'BASKET', message: '' })).toBe(2000);
    expect(durationOf({ kind: 'WARNING', message: '' })).toBe(5000);
    expect(durationOf({ kind: 'MESSAGE', message: '', durationMs: 800 })).toBe(800);
  });

  it('reports each error shown to analytics, and says nothing about badge counters', () => {
    const layer = fakeDataLayer();
    const bus = createBus();
    renderWithTheme(<Toaster bus={bus} />);
    act(() => bus.emit('notify', { kind: 'ERROR', message: 'Request to /api/badges failed' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => bus.emit('notify', { kind: 'ERROR', message: '' }));
    act(() => bus.emit('notify', { kind: 'MESSAGE', message: 'Вы вошли через Яндекс ID.' }));
    expect(layer.entries()).toEqual([
      {
        event: 'error',
        error_text: 'текст ошибки недоступен',
        error_field: 'не выбран',
        page_path: window.location.pathname,
      },
    ]);
  });

  it('shows and reports the Russian text of a message marked as a translation key', () => {
    const layer = fakeDataLayer();
    const bus = createBus();
    renderWithTheme(<Toaster bus={bus} />);
    act(() => bus.emit('notify', { kind: 'ERROR', message: 'i18n:errors.payment_declined' }));
    const text = 'Банк отклонил оплату. Попробуйте другую карту или другой способ оплаты.';
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(layer.entries()).toMatchObject([{ event: 'error', error_text: text }]);
  });
});
