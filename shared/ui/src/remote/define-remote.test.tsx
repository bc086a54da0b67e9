import { act, screen, waitFor } from '@testing-library/react';
import { createApi as createBrowserApi } from '@reduxjs/toolkit/query/react';
import { useParams } from 'react-router-dom';
import { SERVER_STATE_ELEMENT_ID, type ServerFetch } from '@apteka/contracts';
import { extractServerState, storeBaseQuery } from '@apteka/api-client';
// what a server bundle's '@reduxjs/toolkit/query/react' is (tooling/webpack.js swaps it in)
import { createApi as createServerApi } from '../../../../tooling/server/rtk-query-react.mjs';
import { lazyPage } from '../routing/lazy-page';
import { serverRender } from '../server/render-remote';
import { renderWithTheme } from '../testing/render-with-theme';
import { defineRemote } from './define-remote';
import { remoteLifecycles } from './remote-lifecycles';

interface Pharmacy {
  id: number;
  name: string;
}

const ANSWERS: Record<string, Pharmacy> = { '/pharmacies/7': { id: 7, name: 'Аптека на Тверской' } };

const serverFetch: ServerFetch = async (path) => {
  const answer = ANSWERS[path.split('?')[0]!];
  return answer ? { status: 200, body: answer } : { status: 404, body: { error: 'not_found', message: 'Не найдено.' } };
};

/** A small pharmacies remote, its api built by the server's or the browser's createApi. */
function pharmaciesRemote(createApi: typeof createBrowserApi, shown: { loaded: number } = { loaded: 0 }) {
  const api = createApi({
    reducerPath: 'pharmaciesApi',
    baseQuery: storeBaseQuery,
    extractRehydrationInfo: extractServerState,
    endpoints: (build) => ({ pharmacy: build.query<Pharmacy, string>({ query: (id) => `/pharmacies/${id}` }) }),
  });
  function PharmacyPage() {
    const { data } = api.usePharmacyQuery(useParams().id ?? '');
    return data ? <h1>{data.name}</h1> : <p>Загружаем аптеку…</p>;
  }
  const LazyPharmacyPage = lazyPage(async () => {
    shown.loaded += 1;
    return PharmacyPage;
  });
  return {
    api,
    pages: [
      { path: '/pharmacies', element: <h1>Аптеки</h1> },
      { path: '/pharmacies/:id', element: <LazyPharmacyPage /> },
      { path: '/night-delivery', element: <h1>Ночная доставка</h1> },
      { path: '/samovyvoz-i-dostavka/*', element: <h1>Самовывоз</h1> },
    ],
  };
}

describe('a remote defined once', () => {
  it('refuses, in a development build, routes that disagree with ROUTE_TABLE, naming each disagreement', () => {
    const { api, pages } = pharmaciesRemote(createBrowserApi);
    const routes = [...pages.filter((page) => page.path !== '/night-delivery'), { path: '/catalog', element: null }];
    expect(() => defineRemote({ name: 'pharmacies', api, routes, version: '1.0.0' })).toThrow(
      [
        "The pharmacies remote's routes:",
        'the pharmacies remote draws /catalog, which ROUTE_TABLE does not give to it',
        'ROUTE_TABLE gives /night-delivery to the pharmacies remote, whose pages do not draw /night-delivery',
      ].join('\n'),
    );
  });

  it("draws the page at the address in the page's one store, and its not-found page at an address none draws", async () => {
    const { api, pages } = pharmaciesRemote(createBrowserApi);
    const remote = defineRemote({ name: 'pharmacies', api, routes: pages, version: '1.0.0' });
    expect(remote.getPageStore()).toBe(remote.getPageStore());
    expect(remote.makeStore()).not.toBe(remote.makeStore());

    window.history.replaceState(null, '', '/moskva-14/night-delivery');
    const { unmount } = renderWithTheme(<remote.Root />);
    expect(screen.getByRole('heading')).toHaveTextContent('Ночная доставка');
    unmount();

    window.history.replaceState(null, '', '/pharmacies/7/photos');
    renderWithTheme(<remote.Root store={remote.makeStore({ retries: 0 })} />);
    expect(await screen.findByRole('heading')).toHaveTextContent('Страница не найдена');
  });

  it("is drawn by the server and hydrated by its lifecycles from the server's answers, its page loaded first", async () => {
    const server = pharmaciesRemote(createServerApi as unknown as typeof createBrowserApi);
    const drawn = await serverRender(
      'pharmacies',
      defineRemote({ name: 'pharmacies', api: server.api, routes: server.pages, version: '1.2.0' }),
    )({ url: '/pharmacies/7', brand: 'samson', nonce: 'n0nce', viewport: 'phone', bus: {}, fetch: serverFetch });
    expect(drawn.html).toContain('Аптека на Тверской');
    expect(drawn.html).toContain('data-version="1.2.0"');

    const shown = { loaded: 0 };
    const browser = pharmaciesRemote(createBrowserApi, shown);
    const asked: string[] = [];
    const whenLoaded = jest.fn();
    const beforeMount = jest.fn((_dispatch: unknown, _href: string) => asked.push(`asked before ${shown.loaded}`));
    const remote = defineRemote({
      name: 'pharmacies',
      api: browser.api,
      routes: browser.pages,
      version: '1.2.0',
      answersAhead: { whenLoaded, beforeMount },
    });
    const lifecycles = remoteLifecycles(remote);
    expect(whenLoaded).toHaveBeenCalledTimes(1);
    expect(whenLoaded.mock.calls[0]![0]()).toBe(remote.getPageStore().dispatch);

    const state = document.createElement('script');
    state.id = SERVER_STATE_ELEMENT_ID;
    state.type = 'application/json';
    state.textContent = JSON.stringify(drawn.state);
    document.body.append(state);
    window.history.replaceState(null, '', '/pharmacies/7');
    const element = document.createElement('div');
    element.innerHTML = drawn.html;
    document.body.append(element);
    const heading = element.querySelector('h1');
    const failures = jest.spyOn(console, 'error');

    const props = { name: 'pharmacies', brand: 'samson', apiBase: '/api', domElement: element } as const;
    await lifecycles.mount({ ...props, hydrate: true } as never);
    await waitFor(() => expect(element.querySelector('h1')).toHaveTextContent('Аптека на Тверской'));

    // the page's answers were asked for before its code loaded, and its code loaded before it hydrated
    expect(asked).toEqual(['asked before 0']);
    expect(beforeMount).toHaveBeenCalledWith(remote.getPageStore().dispatch, window.location.href);
    expect(shown.loaded).toBe(1);
    expect(failures).not.toHaveBeenCalled();
    failures.mockRestore();
    expect(element.querySelector('h1')).toBe(heading);
    await act(() => lifecycles.unmount(props as never));
    element.remove();
    state.remove();
  });
});
