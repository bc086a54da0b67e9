/** @jest-environment node */
import { type createApi as createBrowserApi } from '@reduxjs/toolkit/query/react';
import { serverApiClient } from '@apteka/api-client';
// what a server bundle's '@reduxjs/toolkit/query/react' is (tooling/webpack.js swaps it in)
import { createApi as createServerApi } from '../../../../tooling/server/rtk-query-react.mjs';
import { ANSWERS, SAMPLE_PAGE, sampleShop, serverFetch } from '../testing/sample-shop';
import { serverRender } from './render-remote';

const serverShop = () => sampleShop(createServerApi as unknown as typeof createBrowserApi);

describe("a remote's page drawn on the server", () => {
  it('waits for the answers each pass asks for, fetching each once, and gives the markup, styles and state', async () => {
    const server = serverShop();
    const asked: string[] = [];
    const render = serverRender('shop', { ...server, version: '1.0.0' });
    const drawn = await render({ ...SAMPLE_PAGE, fetch: serverFetch(asked) });

    expect(asked).toEqual(['/products/nurofen', '/products/7/analogs']);
    expect(drawn.html).toContain('<div data-boundary="shop" data-version="1.0.0">');
    expect(drawn.html).toContain('Нурофен</h1>');
    expect(drawn.html).toContain('Аналоги: <!-- -->Ибупрофен');
    expect(drawn.html).toContain('телефон');
    expect(drawn.html).not.toContain('Только в браузере');
    // React's preload of the first picture goes to the head, out of the root's way
    expect(drawn.head).toBe('<link rel="preload" as="image" href="/images/products/7.svg"/>');
    expect(drawn.html).not.toContain('<link');
    expect(drawn.styles).toMatch(/^<style data-emotion="css [^"]+" nonce="n0nce">.*font-size:28px/);
    const queries = (drawn.state.shopApi as { queries: Record<string, { status: string; data: unknown }> }).queries;
    expect(Object.values(queries).map((query) => [query.status, query.data])).toEqual([
      ['fulfilled', ANSWERS['/products/nurofen']],
      ['fulfilled', ANSWERS['/products/7/analogs']],
    ]);
  });

  it('draws a page whose answer is a failure as such: asked once, its failure in the state', async () => {
    const asked: string[] = [];
    const drawn = await serverRender('shop', { ...serverShop(), version: '1.0.0' })({
      ...SAMPLE_PAGE,
      url: '/catalog/product/no-such-thing',
      fetch: serverFetch(asked),
    });
    expect(asked).toEqual(['/products/no-such-thing']);
    expect(drawn.html).toContain('<h1>Товар не найден</h1>');
    const queries = (drawn.state.shopApi as { queries: Record<string, { status: string }> }).queries;
    expect(Object.values(queries).map((query) => query.status)).toEqual(['rejected']);
  });

  it('starts nothing that outlives it: its stores are emptied once the page is drawn', async () => {
    const server = serverShop();
    let store: ReturnType<typeof server.makeStore> | undefined;
    await serverRender('shop', {
      ...server,
      makeStore: (options) => (store = server.makeStore(options)),
      version: '1.0.0',
    })({ ...SAMPLE_PAGE, fetch: serverFetch([]) });
    expect((store!.getState().shopApi as { queries: object }).queries).toEqual({});
  });

  it('answers reads only: a write is refused as the network would', async () => {
    const asked: string[] = [];
    const client = serverApiClient(serverFetch(asked));
    await expect(client.get('/products/nurofen', { params: { region: 14, page: undefined } })).resolves.toEqual(
      ANSWERS['/products/nurofen'],
    );
    expect(asked).toEqual(['/products/nurofen?region=14']);
    await expect(client.get('/products/none')).rejects.toMatchObject({ status: 404 });
    await expect(client.post('/cart/', { productId: 7 })).rejects.toMatchObject({ status: 0 });
  });

  it('leaves a part that fails on the server to the browser, and says so', async () => {
    const Broken = () => {
      throw new Error('needs the browser');
    };
    const drawn = await serverRender('shop', {
      ...serverShop(),
      Root: Broken,
      version: '1.0.0',
    })({ ...SAMPLE_PAGE, fetch: serverFetch([]) });
    expect(drawn.html).toMatch(/^<div data-boundary="shop" data-version="1.0.0"><!--\$!-->/);
    expect(drawn.unfinished).toBe(1);
  });

  describe('drawn again after a first view', () => {
    /** The sample shop's render, counting how often its root is drawn. */
    const countingRender = () => {
      const server = serverShop();
      const counted = { renders: 0 };
      const Root: typeof server.Root = (props) => {
        counted.renders += 1;
        return <server.Root {...props} />;
      };
      return { counted, render: serverRender('shop', { ...server, Root, version: '1.0.0' }) };
    };

    it('asks at once for what the first view asked for in rounds, and draws the same page in one pass', async () => {
      const { counted, render } = countingRender();
      const first = await render({ ...SAMPLE_PAGE, fetch: serverFetch([]), learnQueryPlan: true });
      // the product, then its analogs, then the page with both
      expect(counted.renders).toBe(3);

      counted.renders = 0;
      const asked: string[] = [];
      const again = await render({ ...SAMPLE_PAGE, nonce: 'an0ther', fetch: serverFetch(asked) });
      expect(counted.renders).toBe(1);
      expect(asked).toEqual(['/products/nurofen', '/products/7/analogs']);
      expect(again.html).toBe(first.html);
      const answers = (state: Record<string, unknown>) =>
        Object.entries((state.shopApi as { queries: Record<string, { status: string; data: unknown }> }).queries).map(
          ([key, query]) => [key, query.status, query.data],
        );
      expect(answers(again.state)).toEqual(answers(first.state));
    });

    it("learns nothing from a shopper's own drawing", async () => {
      const { counted, render } = countingRender();
      await render({ ...SAMPLE_PAGE, fetch: serverFetch([]) });
      counted.renders = 0;
      await render({ ...SAMPLE_PAGE, fetch: serverFetch([]) });
      expect(counted.renders).toBe(3);
    });

    it('draws another screen of the address in one pass, another address of its shape in a round fewer', async () => {
      const { counted, render } = countingRender();
      await render({ ...SAMPLE_PAGE, fetch: serverFetch([]), learnQueryPlan: true });

      counted.renders = 0;
      const asked: string[] = [];
      const desktop = await render({ ...SAMPLE_PAGE, viewport: 'desktop', fetch: serverFetch(asked) });
      expect(counted.renders).toBe(1);
      expect(asked).toEqual(['/products/nurofen', '/products/7/analogs']);
      expect(desktop.html).toContain('широкий экран');

      counted.renders = 0;
      asked.length = 0;
      const other = await render({ ...SAMPLE_PAGE, url: '/catalog/product/ibuprofen', fetch: serverFetch(asked) });
      // its product asked ahead, then its own analogs: nothing of nurofen's
      expect(counted.renders).toBe(2);
      expect(asked).toEqual(['/products/ibuprofen', '/products/8/analogs']);
      expect(other.html).toContain('Аналоги: <!-- -->Нурофен');
    });

    it('draws a page right when the plan no longer fits it: what else it needs is asked for as usual', async () => {
      const { counted, render } = countingRender();
      await render({ ...SAMPLE_PAGE, fetch: serverFetch([]), learnQueryPlan: true });
      counted.renders = 0;
      const asked: string[] = [];
      const failing = serverFetch(asked);
      // the product is gone since: the planned analogs are asked for in vain, the page says it is not found
      const drawn = await render({
        ...SAMPLE_PAGE,
        fetch: (path) => (path === '/products/nurofen' ? Promise.resolve({ status: 404, body: null }) : failing(path)),
      });
      expect(drawn.html).toContain('<h1>Товар не найден</h1>');
      expect(asked).toEqual(['/products/7/analogs']);
    });
  });
});
