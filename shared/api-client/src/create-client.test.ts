import { createApiClient } from './create-client';
import { ApiError } from './api-error';
import { apiBaseQuery } from './base-query';
import { fieldError } from './store-base-query';
import { ASKED_AHEAD_MS } from './server-state';
import type { InternalAxiosRequestConfig, AxiosResponse } from 'axios';

type Reply = { status: number; data: unknown };

/** Swaps the network for a scripted sequence of replies and records the requests. */
function scripted(replies: Reply[]) {
  const client = createApiClient('/api');
  const seen: InternalAxiosRequestConfig[] = [];
  client.useAdapter(async (config) => {
    seen.push(config);
    const reply = replies.shift() ?? { status: 200, data: {} };
    const response: AxiosResponse = { data: reply.data, status: reply.status, statusText: '', headers: {}, config };
    if (reply.status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('fail', String(reply.status), config, null, response);
    }
    return response;
  });
  return { client, seen };
}

describe('api client', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=token-123; path=/';
  });

  it('unwraps the body and echoes the XSRF cookie in the header on state-changing calls', async () => {
    const { client, seen } = scripted([{ status: 200, data: { ok: true } }]);
    await expect(client.post('/delivery/update-region', { regionId: 27 })).resolves.toEqual({ ok: true });
    expect(seen[0]?.headers.get('X-XSRF-TOKEN')).toBe('token-123');
    expect(seen[0]?.withCredentials).toBe(true);
  });

  it('rejects with the server error body', async () => {
    const { client } = scripted([{ status: 400, data: { error: 'region_disabled', message: 'Регион недоступен' } }]);
    const failure = client.get('/regions/7').catch((e: unknown) => e);
    const error = (await failure) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.error).toBe('region_disabled');
    expect(error.message).toBe('Регион недоступен');
  });

  it("shows the Russian text of a message marked as a translation key, and the status's text for an unknown key", async () => {
    const { client } = scripted([
      { status: 429, data: { error: 'rate_limited', message: 'i18n:errors.rate_limited' } },
      { status: 503, data: { error: 'upstream', message: 'i18n:errors.acquirer_is_down' } },
      { status: 502, data: { message: '' } },
    ]);
    const fail = async (path: string) => (await client.get(path).catch((e: unknown) => e)) as ApiError;
    expect((await fail('/a')).message).toBe('Слишком много попыток. Подождите немного и попробуйте снова.');
    expect((await fail('/b')).message).toBe('Сервис временно недоступен. Попробуйте позже.');
    expect((await fail('/c')).message).toBe('Сервис временно недоступен. Попробуйте позже.');
  });

  it('hands a form the message of each field the server refused, and only string messages', async () => {
    const { client } = scripted([
      {
        status: 400,
        data: { error: 'email_taken', message: 'Почта занята', fields: { email: 'Почта занята', bad: 3 } },
      },
    ]);
    const result = await apiBaseQuery(client)({ url: '/customer/register', method: 'POST', body: {} });
    expect(result.error).toEqual({
      status: 400,
      error: 'email_taken',
      message: 'Почта занята',
      fields: { email: 'Почта занята' },
    });
    expect(fieldError(result.error, 'email')).toBe('Почта занята');
    expect(fieldError(result.error, 'phone')).toBeUndefined();
  });

  it('retries transient query failures but never a mutation', async () => {
    const query = scripted([
      { status: 503, data: {} },
      { status: 200, data: [1] },
    ]);
    await expect(apiBaseQuery(query.client, { baseDelayMs: 1 })({ url: '/regions/' })).resolves.toEqual({ data: [1] });
    expect(query.seen).toHaveLength(2);

    const mutation = scripted([
      { status: 503, data: {} },
      { status: 200, data: {} },
    ]);
    const result = await apiBaseQuery(mutation.client, { baseDelayMs: 1 })({ url: '/cart/', method: 'POST', body: {} });
    expect(result.error?.status).toBe(503);
    expect(mutation.seen).toHaveLength(1);
  });

  it('does not retry a client error', async () => {
    const { client, seen } = scripted([{ status: 404, data: { error: 'not_found', message: 'Нет такого' } }]);
    const result = await apiBaseQuery(client, { baseDelayMs: 1 })('/stores/1');
    expect(result.error).toEqual({ status: 404, error: 'not_found', message: 'Нет такого' });
    expect(seen).toHaveLength(1);
  });

  describe('a GET sent ahead', () => {
    afterEach(() => jest.useRealTimers());

    it('is the answer of the first GET of the same path and query, which sends nothing', async () => {
      const { client, seen } = scripted([{ status: 200, data: { count: 2 } }]);
      client.getAhead('/cart/');
      await expect(client.get('/cart/')).resolves.toEqual({ count: 2 });
      expect(seen.map((config) => config.url)).toEqual(['/cart/']);
    });

    it('is taken once: the next GET asks the API', async () => {
      const { client, seen } = scripted([
        { status: 200, data: { count: 2 } },
        { status: 200, data: { count: 3 } },
      ]);
      client.getAhead('/cart/');
      await client.get('/cart/');
      await expect(client.get('/cart/')).resolves.toEqual({ count: 3 });
      expect(seen).toHaveLength(2);
    });

    it('is sent once however often it is asked for in a moment (a touch, then the remote announcing it again)', async () => {
      const { client, seen } = scripted([{ status: 200, data: { count: 2 } }]);
      client.getAhead('/cart/stores', { params: { regionId: 77 } });
      client.getAhead('/cart/stores', { params: { regionId: 77 } });
      await client.get('/cart/stores', { params: { regionId: 77 } });
      client.getAhead('/cart/stores', { params: { regionId: 77 } });
      expect(seen).toHaveLength(1);
    });

    it('is not the answer of another query, nor of a GET after a write, nor of one after it went stale', async () => {
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
      const { client, seen } = scripted([
        { status: 200, data: 'ahead, region 77' },
        { status: 200, data: 'region 78' },
        { status: 200, data: 'ahead, cart' },
        { status: 200, data: 'written' },
        { status: 200, data: 'cart after the write' },
        { status: 200, data: 'ahead, ways to pay' },
        { status: 200, data: 'ways to pay, later' },
      ]);
      client.getAhead('/cart/stores', { params: { regionId: 77 } });
      await expect(client.get('/cart/stores', { params: { regionId: 78 } })).resolves.toBe('region 78');
      client.getAhead('/cart/');
      await client.post('/cart/', { productId: 7, quantity: 1 });
      await expect(client.get('/cart/')).resolves.toBe('cart after the write');
      client.getAhead('/cart/paysystems');
      jest.advanceTimersByTime(ASKED_AHEAD_MS + 1);
      await expect(client.get('/cart/paysystems')).resolves.toBe('ways to pay, later');
      expect(seen).toHaveLength(7);
    });

    it("hands its failure to the call that takes it, and a query's retry then asks the API", async () => {
      const { client, seen } = scripted([
        { status: 503, data: { error: 'upstream', message: 'Нет связи' } },
        { status: 200, data: { count: 1 } },
      ]);
      client.getAhead('/cart/');
      const result = await apiBaseQuery(client, { baseDelayMs: 1 })('/cart/');
      expect(result.data).toEqual({ count: 1 });
      expect(seen).toHaveLength(2);
    });
  });

  describe('through the browser’s own XMLHttpRequest', () => {
    const browser = window as unknown as { cookieStore?: unknown };
    afterEach(() => {
      delete browser.cookieStore;
      jest.restoreAllMocks();
    });

    it('sends at once with the token, without asking the asynchronous Cookie Store', async () => {
      const cookieStore = { get: jest.fn(() => Promise.resolve(null)) };
      browser.cookieStore = cookieStore;
      const token = jest.spyOn(XMLHttpRequest.prototype, 'setRequestHeader');
      const sent = new Promise<void>((resolve) =>
        jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => resolve()),
      );
      void createApiClient('/api').post('/cart/', { productId: 7, quantity: 1 });
      await sent;
      expect(token).toHaveBeenCalledWith('X-XSRF-TOKEN', 'token-123');
      expect(cookieStore.get).not.toHaveBeenCalled();
    });
  });
});
