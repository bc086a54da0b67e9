import { answerCookies, PageCache, productIdsIn, withNonce } from './page-cache';

describe('a kept page', () => {
  it('knows the products its answers show: products by id and address key, and basket lines', () => {
    const answers = {
      '/products/nurofen': { id: 7, slug: 'nurofen', analogs: [{ id: 8, slug: 'ibuprofen', price: { base: 100 } }] },
      '/cart/': { id: '00000000-0000-0000-0000-000000000000', items: [{ productId: 9, quantity: 1 }] },
      '/layout/location': { region: { id: 14, name: 'Москва' } },
    };
    expect(productIdsIn(answers).sort()).toEqual([7, 8, 9]);
  });

  it("is kept apart by the shopper's first-visit answers only, in any order", () => {
    expect(answerCookies('sid=abc; apteka_consent_analytics=denied; _ga=GA1.1.2.3; apteka_dismissed_x=1')).toBe(
      'apteka_consent_analytics=denied; apteka_dismissed_x=1',
    );
    expect(answerCookies('apteka_dismissed_x=1; apteka_consent_analytics=denied')).toBe(
      'apteka_consent_analytics=denied; apteka_dismissed_x=1',
    );
    expect(answerCookies(undefined)).toBe('');
  });

  it("is sent with the answer's own nonce wherever the drawing's stand-in stood", () => {
    const page = {
      status: 200,
      html: '<style nonce="MARK"></style><script nonce="MARK"></script>',
      headers: { 'Content-Security-Policy': "script-src 'nonce-MARK'", 'Content-Type': 'text/html' },
      nonceMark: 'MARK',
      productIds: [],
      drawnAt: 1,
    };
    expect(withNonce(page, 'n1')).toEqual({
      html: '<style nonce="n1"></style><script nonce="n1"></script>',
      headers: { 'Content-Security-Policy': "script-src 'nonce-n1'", 'Content-Type': 'text/html' },
    });
  });
});

describe('what an address is (its status, head and first answers)', () => {
  const counting = () => {
    let described = 0;
    return {
      describe: async () => ({ status: 200, described: ++described }),
      times: () => described,
    };
  };

  it('is described once for every shopper while the pages are fresh', async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxPages: 10 });
    const { describe, times } = counting();
    expect(await cache.described('/catalog/product/nurofen', describe)).toEqual({ status: 200, described: 1 });
    expect(await cache.described('/catalog/product/nurofen', describe)).toEqual({ status: 200, described: 1 });
    await cache.described('/catalog/product/ibuprofen', describe);
    expect(times()).toBe(2);
  });

  it('is described anew after any product changes (a description shows a price) and after the store changes', async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxPages: 10 });
    const { describe, times } = counting();
    await cache.described('/', describe);
    cache.productsChanged([7]);
    await cache.described('/', describe);
    expect(times()).toBe(2);
    cache.clear();
    await cache.described('/', describe);
    expect(times()).toBe(3);
  });

  it('is described for every page where pages are not kept', async () => {
    const cache = new PageCache({ ttlMs: 0, maxPages: 10 });
    const { describe, times } = counting();
    await cache.described('/', describe);
    await cache.described('/', describe);
    expect(times()).toBe(2);
  });
});
