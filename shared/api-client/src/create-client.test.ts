import { createApiClient } from './create-client';
import { ApiError } from './api-error';
import { apiBaseQuery } from './base-query';
import { fieldError } from './store-base-query';
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
