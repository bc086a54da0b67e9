import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { createApiClient } from './create-client';
import {
  answerKey,
  FIRST_ANSWERS_FRESH_MS,
  forgetFirstAnswers,
  peekFirstAnswer,
  readFirstAnswersAhead,
  resetFirstAnswers,
  takeFirstAnswer,
} from './first-answers';

function pageWith(answers: Record<string, unknown>): Document {
  const page = document.implementation.createHTMLDocument('');
  const block = page.createElement('script');
  block.type = 'application/json';
  block.id = 'apteka-first-answers';
  block.textContent = JSON.stringify(answers);
  page.head.append(block);
  return page;
}

describe('first answers', () => {
  beforeEach(() => resetFirstAnswers());
  afterEach(() => {
    document.getElementById('apteka-first-answers')?.remove();
    resetFirstAnswers();
  });

  it('name a GET by its path and its query in a stable order', () => {
    expect(answerKey('/slides', { type: 'HOME_TOP' })).toBe('/slides?type=HOME_TOP');
    expect(answerKey('/products', { sort: 'price', category: 'a/b', page: undefined })).toBe(
      '/products?category=a%2Fb&sort=price',
    );
    expect(answerKey('/customer/')).toBe('/customer/');
  });

  it('order the query without a collator, whose making would hold up the tap that asks the API first', () => {
    const localeCompare = jest.spyOn(String.prototype, 'localeCompare');
    try {
      expect(answerKey('/products', { sort: 'cheap', inStock: 1, category: 'a', page: 2 })).toBe(
        '/products?category=a&inStock=1&page=2&sort=cheap',
      );
      expect(localeCompare).not.toHaveBeenCalled();
    } finally {
      localeCompare.mockRestore();
    }
  });

  it('give each answer once, and none once the page is no longer new', () => {
    const page = pageWith({ '/layout/location': { region: 14 }, '/customer/': { isAuthenticated: false } });
    expect(takeFirstAnswer('/layout/location', page, 100)).toEqual({ region: 14 });
    expect(takeFirstAnswer('/layout/location', page, 200)).toBeUndefined();
    expect(takeFirstAnswer('/customer/', page, FIRST_ANSWERS_FRESH_MS + 1)).toBeUndefined();
    expect(takeFirstAnswer('/products/x', page, 100)).toBeUndefined();
  });

  it('show an answer without taking it from the GET that comes for it, while the page is new and before a write', () => {
    const page = pageWith({ '/cart/': { count: 3 } });
    expect(peekFirstAnswer('/cart/', page, 100)).toEqual({ count: 3 });
    expect(peekFirstAnswer('/cart/', page, FIRST_ANSWERS_FRESH_MS + 1)).toBeUndefined();
    expect(takeFirstAnswer('/cart/', page, 200)).toEqual({ count: 3 });
    expect(peekFirstAnswer('/cart/', page, 300)).toBeUndefined();
    const written = pageWith({ '/cart/': { count: 3 } });
    resetFirstAnswers();
    forgetFirstAnswers();
    expect(peekFirstAnswer('/cart/', written, 100)).toBeUndefined();
  });

  it('are read once, ahead of the first GET when asked to, and given from what was read', () => {
    const page = pageWith({ '/products/nurofen-7': { id: 7 } });
    const parse = jest.spyOn(JSON, 'parse');
    try {
      readFirstAnswersAhead(page);
      expect(parse).toHaveBeenCalledTimes(1);
      page.getElementById('apteka-first-answers')!.remove();
      expect(takeFirstAnswer('/products/nurofen-7', page, 100)).toEqual({ id: 7 });
      readFirstAnswersAhead(page);
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      parse.mockRestore();
    }
  });

  it("answer the client's first GET of that address without the network, and the next from it", async () => {
    document.head.append(
      pageWith({ '/products/nurofen-7': { id: 7, name: 'Нурофен' } }).getElementById('apteka-first-answers')!,
    );
    const client = createApiClient('/api');
    const asked: string[] = [];
    client.useAdapter(async (config: InternalAxiosRequestConfig) => {
      asked.push(`${config.method} ${config.url}`);
      return {
        data: { id: 7, name: 'Нурофен (из сети)' },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      } as AxiosResponse;
    });
    await expect(client.get('/products/nurofen-7')).resolves.toEqual({ id: 7, name: 'Нурофен' });
    expect(asked).toEqual([]);
    await expect(client.get('/products/nurofen-7')).resolves.toEqual({ id: 7, name: 'Нурофен (из сети)' });
    await client.post('/products/nurofen-7', {});
    expect(asked).toEqual(['get /products/nurofen-7', 'post /products/nurofen-7']);
  });

  it('are dropped by any write: after a region change the page asks the API', async () => {
    document.head.append(
      pageWith({ '/products/nurofen-7': { price: 'Москва' } }).getElementById('apteka-first-answers')!,
    );
    const client = createApiClient('/api');
    client.useAdapter(
      async (config: InternalAxiosRequestConfig) =>
        ({
          data: { price: config.method === 'get' ? 'Казань' : 'ok' },
          status: 200,
          statusText: 'OK',
          headers: {},
          config,
        }) as AxiosResponse,
    );
    await client.post('/delivery/update-region', { regionId: 16 });
    await expect(client.get('/products/nurofen-7')).resolves.toEqual({ price: 'Казань' });
  });
});
