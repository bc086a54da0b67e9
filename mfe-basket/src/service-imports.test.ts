import { firstValueFrom } from 'rxjs';
import { createBus } from '@apteka/bus';
import type { BusEventMap, ProductCard } from '@apteka/contracts';
import { mockApi } from '@apteka/api-client/testing';
import { ADDED_MESSAGE, start } from './service';
import { CART, EMPTY_CART, productCard } from './testing/fixtures';

// The shell starts the service on every page: loading any of these with it costs every page its main thread.
// A module that is loaded throws, so a static import of one (however indirect) fails this file.
function mockHeavyModule(name: string): never {
  throw new Error(`${name} must not be loaded by the basket service`);
}
jest.mock('./api', () => mockHeavyModule('./api'));
jest.mock('@reduxjs/toolkit/query', () => mockHeavyModule('@reduxjs/toolkit/query'));
jest.mock('@reduxjs/toolkit/query/react', () => mockHeavyModule('@reduxjs/toolkit/query/react'));
jest.mock('@apteka/ui', () => mockHeavyModule('@apteka/ui'));
jest.mock('@emotion/react', () => mockHeavyModule('@emotion/react'));
jest.mock('react-dom', () => mockHeavyModule('react-dom'));
jest.mock('react-dom/client', () => mockHeavyModule('react-dom/client'));
jest.mock('./features/recommendations/recommendations-popup', () => mockHeavyModule('the recommendations popup'));
jest.mock('./features/recommendations/recommendations-root', () => mockHeavyModule('the recommendations root'));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The service started on a bus of its own, the server recommending `recommended` after an add. */
function startService(recommended: ProductCard) {
  const bus = createBus();
  const notices: BusEventMap['notify'][] = [];
  bus.on('notify').subscribe((n) => notices.push(n));
  const api = mockApi({
    'GET /cart/': { data: EMPTY_CART },
    'POST /cart/': { data: CART },
    'GET /products/recommend': { data: { items: [recommended] } },
  });
  return { bus, notices, stop: start({ client: api.client, bus }) };
}

describe('the basket service without its page code', () => {
  it('keeps the counter and adds products with none of it loaded', async () => {
    const { bus, notices, stop } = startService(productCard(12, 'Сам добавленный'));
    await flush();
    expect(bus.get('basketCount')).toBe(0);

    const notified = firstValueFrom(bus.on('notify'));
    bus.emit('basket/add-requested', { productId: 12, quantity: 2, source: 'test' });
    await notified;
    expect(bus.get('basketCount')).toBe(4);
    expect(notices).toEqual([{ kind: 'BASKET', message: ADDED_MESSAGE }]);
    stop();
  });

  it('still says the product was added when the popup cannot be loaded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { bus, notices, stop } = startService(productCard(21, 'Витамин C'));
    const notified = firstValueFrom(bus.on('notify'));
    bus.emit('basket/add-requested', { productId: 12, quantity: 1, source: 'test' });
    await notified;
    expect(notices).toEqual([{ kind: 'BASKET', message: ADDED_MESSAGE }]);
    expect(warn).toHaveBeenCalledWith('[basket] could not load the recommendations popup', expect.any(Error));
    expect(document.querySelector('[data-basket-recommendations]')).toBeNull();
    stop();
    warn.mockRestore();
  });
});
