import { act, screen } from '@testing-library/react';
import { createBus } from '@apteka/bus';
import { renderWithTheme } from '@apteka/ui/testing';
import { Toaster } from './toaster';
import type * as KeptNotices from './kept-notices';

/** The module keeps its notices for the page's life: each test starts from a fresh copy of it. */
function freshKeeper() {
  let keeper!: typeof KeptNotices;
  jest.isolateModules(() => {
    keeper = jest.requireActual<typeof KeptNotices>('./kept-notices');
  });
  return keeper;
}

describe('the notices sent before the toaster is there', () => {
  it('are kept in order, each asking for its code, and handed over once', () => {
    const { keepNotices, takeKeptNotices } = freshKeeper();
    const bus = createBus();
    const asked = jest.fn();
    keepNotices(bus, asked);
    bus.emit('notify', { kind: 'MESSAGE', message: 'Вы вошли через Яндекс ID.' });
    bus.emit('notify', { kind: 'ERROR', message: 'Не удалось добавить товар' });
    expect(asked).toHaveBeenCalledTimes(2);

    expect(takeKeptNotices()).toEqual([
      { kind: 'MESSAGE', message: 'Вы вошли через Яндекс ID.' },
      { kind: 'ERROR', message: 'Не удалось добавить товар' },
    ]);
    // the toaster listens itself from then on
    bus.emit('notify', { kind: 'MESSAGE', message: 'Позже' });
    expect(takeKeptNotices()).toEqual([]);
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('are not kept once the toaster has taken over before keeping began', () => {
    const { keepNotices, takeKeptNotices } = freshKeeper();
    const bus = createBus();
    takeKeptNotices();
    const asked = jest.fn();
    keepNotices(bus, asked);
    bus.emit('notify', { kind: 'MESSAGE', message: 'Вы вошли через Яндекс ID.' });
    expect(asked).not.toHaveBeenCalled();
    expect(takeKeptNotices()).toEqual([]);
  });

  it('are shown by the toaster first, then what comes after', () => {
    const { keepNotices, takeKeptNotices } = freshKeeper();
    const bus = createBus();
    keepNotices(bus, () => undefined);
    bus.emit('notify', { kind: 'MESSAGE', message: 'Вы вошли через Яндекс ID.' });
    renderWithTheme(<Toaster bus={bus} earlier={takeKeptNotices} />);
    act(() => bus.emit('notify', { kind: 'BASKET', message: 'Товар добавлен в корзину' }));
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual([
      expect.stringContaining('Вы вошли через Яндекс ID.'),
      expect.stringContaining('Товар добавлен в корзину'),
    ]);
  });
});
