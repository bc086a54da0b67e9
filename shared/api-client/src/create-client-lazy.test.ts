import { createApiClient } from './create-client';
import { resetFirstAnswers } from './first-answers';

// Counts how often axios is evaluated: a static import of it (however indirect) loads it with the page.
let mockAxiosLoads = 0;
jest.mock('axios', () => {
  mockAxiosLoads += 1;
  return jest.requireActual('axios');
});

function firstAnswers(answers: Record<string, unknown>) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'apteka-first-answers';
  block.textContent = JSON.stringify(answers);
  document.head.append(block);
}

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

    client.useAdapter(async (config) => ({ data: { id: 7 }, status: 200, statusText: 'OK', headers: {}, config }));
    await expect(client.get('/products/7')).resolves.toEqual({ id: 7 });
    await expect(client.get('/products/7')).resolves.toEqual({ id: 7 });
    expect(mockAxiosLoads).toBe(1);
  });
});
