import { type createApi as createBrowserApi } from '@reduxjs/toolkit/query/react';
import { useParams } from 'react-router-dom';
import type { ServerFetch } from '@apteka/contracts';
import { createRemoteStore, extractServerState, storeBaseQuery, type ApiClient } from '@apteka/api-client';
import { ClientOnly } from '../components/client-only';
import { useMediaQuery } from '../components/use-media-query';
import { widthQuery } from '../theme/media';
import { RemoteRouter } from '../routing/region-routes';

interface Product {
  id: number;
  name: string;
}

/**
 * A small remote for the server rendering tests: a product page whose second query needs the first one's answer,
 * a media query, a part only the browser draws and a not-found view; its api built by the server's or the browser's createApi.
 */
function productApi(createApi: typeof createBrowserApi) {
  return createApi({
    reducerPath: 'shopApi',
    baseQuery: storeBaseQuery,
    extractRehydrationInfo: extractServerState,
    endpoints: (build) => ({
      product: build.query<Product, string>({ query: (slug) => `/products/${slug}` }),
      analogs: build.query<{ items: Product[] }, number>({ query: (id) => `/products/${id}/analogs` }),
    }),
  });
}

export function sampleShop(createApi: typeof createBrowserApi) {
  const api = productApi(createApi);
  const makeStore = (options: { client: ApiClient; retries: number; serverState?: unknown }) =>
    createRemoteStore(api, options);

  // asks for fresh goods on every mount: in a server render, once
  function Analogs({ id }: { id: number }) {
    const { data } = api.useAnalogsQuery(id, { refetchOnMountOrArgChange: true });
    return <p data-testid="analogs">Аналоги: {data?.items.map((item) => item.name).join(', ')}</p>;
  }
  function ProductPage() {
    const { data, isLoading, isError } = api.useProductQuery(useParams().slug ?? '');
    const wide = useMediaQuery(widthQuery.from('desktop'));
    if (isError) return <h1>Товар не найден</h1>;
    if (isLoading || !data) return <p>Загружаем товар…</p>;
    return (
      <article>
        <h1 css={{ fontSize: 28 }}>{data.name}</h1>
        <img src={`/images/products/${data.id}.svg`} alt={data.name} width={320} height={320} />
        <p data-testid="layout">{wide ? 'широкий экран' : 'телефон'}</p>
        <Analogs id={data.id} />
        <ClientOnly>
          <button type="button">Только в браузере</button>
        </ClientOnly>
      </article>
    );
  }
  const routes = [{ path: '/catalog/product/:slug', element: <ProductPage /> }];
  function Root({ store }: { store?: ReturnType<typeof makeStore> }) {
    return <RemoteRouter store={store!} routes={routes} />;
  }
  return { api, makeStore, Root, routes };
}

export const ANSWERS: Record<string, unknown> = {
  '/products/nurofen': { id: 7, name: 'Нурофен' },
  '/products/7/analogs': { items: [{ id: 8, name: 'Ибупрофен' }] },
  '/products/ibuprofen': { id: 8, name: 'Ибупрофен' },
  '/products/8/analogs': { items: [{ id: 7, name: 'Нурофен' }] },
};

export function serverFetch(asked: string[]): ServerFetch {
  return async (path) => {
    asked.push(path);
    const answer = ANSWERS[path.split('?')[0]!];
    return answer
      ? { status: 200, body: answer }
      : { status: 404, body: { error: 'not_found', message: 'Не найдено.' } };
  };
}

export const SAMPLE_PAGE = {
  url: '/catalog/product/nurofen',
  brand: 'samson' as const,
  nonce: 'n0nce',
  viewport: 'phone' as const,
  bus: {},
};
