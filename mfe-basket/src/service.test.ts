import { waitFor } from '@testing-library/react';
import { createBus } from '@apteka/bus';
import type { BusEventMap } from '@apteka/contracts';
import { ADDED_MESSAGE, start } from './service';
import { addsToEmptyCart, CART, EMPTY_CART, MOSCOW, SPB } from './testing/fixtures';
import { mockApi } from '@apteka/api-client/testing';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('basket service', () => {
  it('sets basketCount from GET /cart/ and announces the change', async () => {
    const bus = createBus();
    const changes: number[] = [];
    bus.on('basket/changed').subscribe(({ count }) => changes.push(count));
    const api = mockApi({ 'GET /cart/': { data: CART } });

    const stop = start({ client: api.client, bus });
    await flush();
    expect(bus.get('basketCount')).toBe(4);
    expect(changes).toEqual([4]);
    stop();
  });

  it("adds through POST /cart/ and shows the server's count with a notice", async () => {
    const bus = createBus();
    const notices: BusEventMap['notify'][] = [];
    bus.on('notify').subscribe((n) => notices.push(n));
    const bodies: unknown[] = [];
    const api = mockApi({
      'GET /cart/': { data: EMPTY_CART },
      'POST /cart/': ({ body }) => (bodies.push(body), { data: CART }),
      'GET /products/recommend': { data: { items: [] } },
    });
    const stop = start({ client: api.client, bus });
    await flush();

    bus.emit('basket/add-requested', { productId: 12, quantity: 2, source: 'test' });
    await waitFor(() => expect(notices).toHaveLength(1));
    expect(bodies).toEqual([{ productId: 12, quantity: 2 }]);
    expect(bus.get('basketCount')).toBe(4);
    expect(notices).toEqual([{ kind: 'BASKET', message: ADDED_MESSAGE }]);
    stop();
  });

  it("sends an add only once the tap's frame is painted", async () => {
    const frames: FrameRequestCallback[] = [];
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const bus = createBus();
    const api = mockApi(addsToEmptyCart());
    const stop = start({ client: api.client, bus });
    await flush();

    bus.emit('basket/add-requested', { productId: 12, quantity: 2, source: 'test' });
    await flush();
    expect(api.calls).toEqual(['GET /cart/']);
    frames.forEach((callback) => callback(performance.now()));
    await waitFor(() => expect(bus.get('basketCount')).toBe(4));
    expect(api.calls.slice(0, 2)).toEqual(['GET /cart/', 'POST /cart/']);
    stop();
    frame.mockRestore();
  });

  it("reports a refused add with the server's message and keeps the real count", async () => {
    const bus = createBus();
    const notices: BusEventMap['notify'][] = [];
    bus.on('notify').subscribe((n) => notices.push(n));
    const api = mockApi({
      'GET /cart/': { data: EMPTY_CART },
      'POST /cart/': { status: 404, data: { error: 'product_not_found', message: 'Такой товар не найден.' } },
    });
    const stop = start({ client: api.client, bus });
    await flush();
    bus.emit('basket/add-requested', { productId: 999, quantity: 1, source: 'test' });
    await waitFor(() => expect(api.calls).toEqual(['GET /cart/', 'POST /cart/', 'GET /cart/']));
    expect(notices).toEqual([{ kind: 'ERROR', message: 'Такой товар не найден.' }]);
    await flush();
    expect(bus.get('basketCount')).toBe(0);
    stop();
  });

  it('does not re-read when the shell first sets the session region and user', async () => {
    const bus = createBus();
    const api = mockApi({ 'GET /cart/': { data: CART } });
    const stop = start({ client: api.client, bus });
    bus.set('region', MOSCOW);
    bus.set('user', {
      basketId: null,
      bonus: null,
      isAuthenticated: false,
      hasEighteen: false,
      customer: {
        id: null,
        guid: null,
        phone: null,
        email: null,
        firstName: null,
        lastName: null,
        secondName: null,
        mailingAgree: false,
        smsAgree: false,
        gender: null,
        birthdate: null,
        wasRecentlyCreated: false,
        sentMail: false,
      },
    });
    await flush();
    expect(api.calls).toEqual(['GET /cart/']);
    stop();
  });

  it('re-reads when another remote changed the basket on the server', async () => {
    const bus = createBus();
    let cart = EMPTY_CART;
    const api = mockApi({ 'GET /cart/': () => ({ data: cart }) });
    const stop = start({ client: api.client, bus });
    await flush();
    expect(bus.get('basketCount')).toBe(0);
    cart = CART;
    bus.emit('basket/refresh-requested', { source: 'repeat-order' });
    await flush();
    expect(bus.get('basketCount')).toBe(4);
    expect(api.calls).toEqual(['GET /cart/', 'GET /cart/']);
    stop();
  });

  it('re-reads after a login (the server merges the carts)', async () => {
    const anonymous = {
      basketId: null,
      bonus: null,
      isAuthenticated: false,
      hasEighteen: false,
      customer: {
        id: null,
        guid: null,
        phone: null,
        email: null,
        firstName: null,
        lastName: null,
        secondName: null,
        mailingAgree: false,
        smsAgree: false,
        gender: null,
        birthdate: null,
        wasRecentlyCreated: false,
        sentMail: false,
      },
    };
    const bus = createBus({ user: anonymous });
    const api = mockApi({ 'GET /cart/': { data: EMPTY_CART } });
    const stop = start({ client: api.client, bus });
    await flush();
    expect(bus.get('basketCount')).toBe(0);

    api.on('GET /cart/', { data: CART });
    bus.set('user', { ...anonymous, isAuthenticated: true, customer: { ...anonymous.customer, id: 7 } });
    await flush();
    expect(bus.get('basketCount')).toBe(4);
    stop();
  });

  it('re-reads when the region changes to another, keeps the last count on failure, and stops listening when stopped', async () => {
    const bus = createBus({ region: MOSCOW });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = mockApi({ 'GET /cart/': { data: CART } });
    const stop = start({ client: api.client, bus });
    await flush();

    api.on('GET /cart/', { status: 503, data: { error: 'unavailable', message: 'Недоступно' } });
    bus.set('region', SPB);
    await flush();
    expect(api.calls).toHaveLength(2);
    expect(bus.get('basketCount')).toBe(4);

    stop();
    bus.emit('basket/add-requested', { productId: 1, quantity: 1, source: 'test' });
    await flush();
    expect(api.calls).toHaveLength(2);
    warn.mockRestore();
  });
});
