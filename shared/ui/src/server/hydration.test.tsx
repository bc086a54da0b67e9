import { waitFor } from '@testing-library/react';
import { createApi as createBrowserApi } from '@reduxjs/toolkit/query/react';
import { createApiClient } from '@apteka/api-client';
// what a server bundle's '@reduxjs/toolkit/query/react' is (tooling/webpack.js swaps it in)
import { createApi as createServerApi } from '../../../../tooling/server/rtk-query-react.mjs';
import { createRemoteLifecycles } from '../lifecycles/create-remote-lifecycles';
import { SAMPLE_PAGE, sampleShop, serverFetch } from '../testing/sample-shop';
import { serverRender } from './render-remote';

describe("a remote's page the server drew, in the browser", () => {
  it('is hydrated without being drawn anew, from the answers the server drew it with', async () => {
    const drawn = await serverRender('shop', {
      ...sampleShop(createServerApi as unknown as typeof createBrowserApi),
      version: '1.0.0',
    })({ ...SAMPLE_PAGE, fetch: serverFetch([]) });

    const browser = sampleShop(createBrowserApi);
    const asked: string[] = [];
    const client = createApiClient('/api');
    client.useAdapter(async (config) => {
      asked.push(config.url ?? '');
      return { data: { items: [] }, status: 200, statusText: 'OK', headers: {}, config };
    });
    const store = browser.makeStore({ client, retries: 0, serverState: drawn.state.shopApi });
    const lifecycles = createRemoteLifecycles('shop', () => <browser.Root store={store} />, { version: '1.0.0' });
    window.history.replaceState(null, '', SAMPLE_PAGE.url);
    window.matchMedia = ((query: string) => ({
      matches: query.includes('min-width'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    document.documentElement.setAttribute('data-viewport', 'phone');
    const element = document.createElement('div');
    element.innerHTML = drawn.html;
    document.body.append(element);
    const heading = element.querySelector('h1');
    const failures = jest.spyOn(console, 'error');

    await lifecycles.mount({
      name: 'shop',
      brand: 'samson',
      apiBase: '/api',
      domElement: element,
      hydrate: true,
    } as never);
    // what only the browser draws comes once the page is hydrated, in small steps: the screen's own layout, and the
    // part drawn in the browser alone, which comes last
    await waitFor(() => expect(element.querySelector('button')).toHaveTextContent('Только в браузере'), {
      timeout: 10_000,
    });
    await waitFor(() => expect(element.querySelector('[data-testid="layout"]')).toHaveTextContent('широкий экран'), {
      timeout: 10_000,
    });

    expect(failures).not.toHaveBeenCalled();
    failures.mockRestore();
    // the server's elements are the page's, now working
    expect(element.querySelector('h1')).toBe(heading);
    // only a query that wants fresh answers on every mount asks again
    expect(asked).toEqual(['/products/7/analogs']);
    await lifecycles.unmount({ name: 'shop', domElement: element } as never);
    element.remove();
  });
});
