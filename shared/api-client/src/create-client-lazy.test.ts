import { waitFor } from '@testing-library/react';
import { createApiClient } from './create-client';
import { resetFirstAnswers } from './first-answers';
import type { ApiError } from './api-error';

// Counts how often axios is evaluated: a static import of it (however indirect) loads it with the page. A load can
// be made to fail, as a file that does not arrive would.
let mockAxiosLoads = 0;
let mockFailNextLoad = false;
jest.mock('axios', () => {
  mockAxiosLoads += 1;
  if (mockFailNextLoad) {
    mockFailNextLoad = false;
    throw new Error('Loading chunk axios failed');
  }
  return jest.requireActual('axios');
});

function firstAnswers(answers: Record<string, unknown>) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'apteka-first-answers';
  block.textContent = JSON.stringify(answers);
  document.head.append(block);
}

const answering =
  (data: unknown) =>
  async <C>(config: C) => ({ data, status: 200, statusText: 'OK', headers: {}, config });

describe('the api client on a page the server drew', () => {
  afterEach(() => {
    document.getElementById('apteka-first-answers')?.remove();
    resetFirstAnswers();
  });

  it('answers the first view from the page without loading axios, and loads it for the first real call', async () => {
    firstAnswers({ '/customer/': { isAuthenticated: false } });
    const client = createApiClient('/api');
    await expect(client.get('/customer/')).resolves.toEqual({ isAuthenticated: false });
    expect(mockAxiosLoads).toBe(0);

    client.useAdapter(answering({ id: 7 }));
    await expect(client.get('/products/7')).resolves.toEqual({ id: 7 });
    await expect(client.get('/products/7')).resolves.toEqual({ id: 7 });
    expect(mockAxiosLoads).toBe(1);
  });

  it('fails a call as the network would when axios does not arrive, and loads it again for the next', async () => {
    jest.resetModules();
    const { createApiClient: freshClient } = await import('./create-client');
    const client = freshClient('/api', { adapter: answering({ id: 7 }) });
    mockFailNextLoad = true;
    const failure = (await client.get('/products/7').catch((error: unknown) => error)) as ApiError;
    expect(failure).toMatchObject({ status: 0, error: 'network' });
    await expect(client.get('/products/7')).resolves.toEqual({ id: 7 });
  });

  it('loads axios ahead when asked, once, and a load ahead that fails leaves the next call to load it', async () => {
    jest.resetModules();
    const fresh = await import('./create-client');
    const before = mockAxiosLoads;
    mockFailNextLoad = true;
    fresh.loadHttpClientAhead();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockAxiosLoads).toBe(before + 1);
    fresh.loadHttpClientAhead();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockAxiosLoads).toBe(before + 2);
    const client = fresh.createApiClient('/api', { adapter: answering({ id: 7 }) });
    await expect(client.get('/products/7')).resolves.toEqual({ id: 7 });
    expect(mockAxiosLoads).toBe(before + 2);
  });

  it("configures the page's client ahead too, so a first call makes none of it", async () => {
    jest.resetModules();
    const fresh = await import('./create-client');
    const axios = (await import('axios')).default;
    const create = jest.spyOn(axios, 'create');
    fresh.loadHttpClientAhead();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(create).toHaveBeenCalledTimes(1);
    const client = fresh.createApiClient('/api', { adapter: answering({ id: 7 }) });
    await expect(client.get('/products/7')).resolves.toEqual({ id: 7 });
    await expect(
      fresh.createApiClient('/api').request({ url: '/products/7', adapter: answering({ id: 8 }) }),
    ).resolves.toEqual({ id: 8 });
    expect(create).toHaveBeenCalledTimes(1);
    await expect(fresh.createApiClient('/other-api', { adapter: answering({ id: 9 }) }).get('/x')).resolves.toEqual({
      id: 9,
    });
    expect(create).toHaveBeenCalledTimes(2);
    create.mockRestore();
  });

  it('reads the answers the server put into the page ahead, so the first GET does not parse them', async () => {
    jest.resetModules();
    const fresh = await import('./create-client');
    firstAnswers({ '/products/nurofen-7': { id: 7, name: 'Нурофен' } });
    fresh.loadHttpClientAhead();
    document.getElementById('apteka-first-answers')?.remove();
    const client = fresh.createApiClient('/api', { adapter: answering({ id: 7, name: 'Нурофен (из сети)' }) });
    await expect(client.get('/products/nurofen-7')).resolves.toEqual({ id: 7, name: 'Нурофен' });
  });

  it('rehearses one request through the client ahead, answered on the spot, with nothing sent', async () => {
    jest.resetModules();
    const fresh = await import('./create-client');
    const axios = (await import('axios')).default;
    const request = jest.spyOn(axios.Axios.prototype, 'request');
    const open = jest.spyOn(XMLHttpRequest.prototype, 'open');
    fresh.loadHttpClientAhead();
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    await expect(request.mock.results[0]!.value).resolves.toMatchObject({ status: 204, data: null });
    expect(open).not.toHaveBeenCalled();
    request.mockRestore();
    open.mockRestore();
  });
});
