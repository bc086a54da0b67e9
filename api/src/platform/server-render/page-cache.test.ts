import { pageOf, releaseOf, visitOf } from './kept-pages.fixture';
import { answerCookies, PageCache, productIdsIn, withNonce, type CachedPage, type PageKeys } from './page-cache';

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

  it('is known without being described only once it was, and until products change', async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxPages: 10 });
    const { describe } = counting();
    expect(cache.knownDescription('/')).toBeUndefined();
    await cache.described('/', describe);
    expect(cache.knownDescription('/')).toEqual({ status: 200, described: 1 });
    cache.productsChanged([7]);
    expect(cache.knownDescription('/')).toBeUndefined();
  });

  it('is described for every page where pages are not kept', async () => {
    const cache = new PageCache({ ttlMs: 0, maxPages: 10 });
    const { describe, times } = counting();
    await cache.described('/', describe);
    await cache.described('/', describe);
    expect(times()).toBe(2);
  });
});

describe('kept pages across a move of the registry', () => {
  const visit = visitOf;
  const release = releaseOf;

  function setUp() {
    let now = 0;
    const cache = new PageCache({ ttlMs: 60_000, maxPages: 10, now: () => now });
    const keep = (keys: PageKeys, html: string, more: Partial<CachedPage> = {}) =>
      cache.draw(keys, async () => ({ page: pageOf(html, cache.startDrawing(), more), keys, visit: visit('/') }));
    return { cache, keep, later: (ms: number) => (now += ms) };
  }

  it('sends the page drawn before the move, not fresh, until the page of the new versions is kept', async () => {
    const { cache, keep } = setUp();
    const before = cache.keysOf(visit('/'), release(1), 'phone');
    await keep(before, 'old');
    expect(cache.find(before)).toMatchObject({ fresh: true, page: { html: 'old' } });

    const after = cache.keysOf(visit('/'), release(2, 2000), 'phone');
    expect(cache.find(after)).toMatchObject({ fresh: false, moved: true, page: { html: 'old' } });
    await keep(after, 'new');
    expect(cache.find(after)).toMatchObject({ fresh: true, page: { html: 'new' } });
    // another screen's page was never kept: nothing to send for it
    expect(cache.find(cache.keysOf(visit('/'), release(2, 2000), 'desktop'))).toBeNull();
    expect(cache.stats.size).toBe(1);
  });

  it('keeps the pages of each side of a canary apart, and never sends one side the page of the other', async () => {
    const { cache, keep } = setUp();
    const current = cache.keysOf(visit('/'), release(1), 'phone', 'content@1');
    const canary = cache.keysOf(visit('/'), release(1), 'phone', 'content@2', true);
    await keep(current, 'current');
    expect(cache.find(canary)).toBeNull();
    await keep(canary, 'canary');
    expect(cache.find(current)).toMatchObject({ fresh: true, page: { html: 'current' } });
    expect(cache.find(canary)).toMatchObject({ fresh: true, page: { html: 'canary' } });
    // a move of the canary's remote: each side is sent its own page while it is drawn again
    const moved = cache.keysOf(visit('/'), release(2, 2000), 'phone', 'content@3', true);
    expect(cache.find(moved)).toMatchObject({ fresh: false, moved: true, page: { html: 'canary' } });
  });

  it('never sends a page showing a product changed since, nor one older than twice its freshness', async () => {
    const { cache, keep, later } = setUp();
    const before = cache.keysOf(visit('/a'), release(1), 'phone');
    await keep(before, 'shows 7', { productIds: [7] });
    cache.productsChanged([7]);
    expect(cache.find(cache.keysOf(visit('/a'), release(2, 2000), 'phone'))).toBeNull();

    const other = cache.keysOf(visit('/b'), release(1), 'phone');
    await keep(other, 'b');
    later(60_000);
    expect(cache.find(other)).toMatchObject({ fresh: false, moved: false });
    later(60_000);
    expect(cache.find(other)).toBeNull();
  });

  it('draws an address again once however often it is asked for meanwhile, and keeps what the redraw drew', async () => {
    const { cache, keep } = setUp();
    const keys = cache.keysOf(visit('/'), release(1), 'phone');
    await keep(keys, 'old');
    let finish!: () => void;
    const redraw = jest.fn(async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return { page: pageOf('new', cache.startDrawing()), keys, visit: visit('/') };
    });
    cache.redraw(keys, redraw);
    cache.redraw(keys, redraw);
    expect(redraw).toHaveBeenCalledTimes(1);
    expect(cache.find(keys)?.page.html).toBe('old');
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.find(keys)).toMatchObject({ fresh: true, page: { html: 'new' } });
  });

  it('settles a redraw asked for while one is under way only once that one has ended (a warming waits for it)', async () => {
    const { cache } = setUp();
    const keys = cache.keysOf(visit('/'), release(1), 'phone');
    let finish!: () => void;
    const redraw = async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return { page: pageOf('new', cache.startDrawing()), keys, visit: visit('/') };
    };
    void cache.redraw(keys, redraw);
    let settled = false;
    const asked = cache.redraw(keys, redraw).then(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    finish();
    await asked;
    expect(cache.find(keys)).toMatchObject({ fresh: true, page: { html: 'new' } });
    // once it has ended, the address may be drawn again
    const again = jest.fn(async () => ({ page: pageOf('newer', cache.startDrawing()), keys, visit: visit('/') }));
    await cache.redraw(keys, again);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it("makes the shell's bare page of an address once, and anew when more is known of it or products change", () => {
    const { cache } = setUp();
    const keys = cache.keysOf(visit('/a'), release(1), 'phone');
    const make = jest.fn(() => pageOf('bare', 0));
    cache.bare(keys, false, make);
    cache.bare(keys, false, make);
    expect(make).toHaveBeenCalledTimes(1);
    cache.bare(keys, true, make);
    expect(make).toHaveBeenCalledTimes(2);
    cache.productsChanged([7]);
    cache.bare(keys, true, make);
    expect(make).toHaveBeenCalledTimes(3);
    cache.bare(cache.keysOf(visit('/a'), release(2, 2000), 'phone'), true, make);
    expect(make).toHaveBeenCalledTimes(4);
  });

  it('names the visits of the pages asked for most, most first, one per address', async () => {
    const { cache } = setUp();
    for (const [url, asked] of [
      ['/a', 1],
      ['/b', 3],
      ['/c', 2],
    ] as const) {
      const keys = cache.keysOf(visit(url), release(1), 'phone');
      await cache.draw(keys, async () => ({ page: pageOf(url, cache.startDrawing()), keys, visit: visit(url) }));
      for (let i = 0; i < asked; i++) cache.find(keys);
    }
    expect(cache.mostVisited(2).map((kept) => kept.url)).toEqual(['/b', '/c']);
  });
});
