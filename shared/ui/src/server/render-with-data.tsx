import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { ServerRenderResult, Viewport } from '@apteka/contracts';
import { ServerStyleCacheContext } from '../theme/brand-styles';
import { ServerViewportContext } from '../viewport/viewport-context';
import { ServerLocationContext } from '../routing/region-routes';
import { planOf, type PlannedQuery, type QueryPlans } from './query-plans';

/** What a server render needs of a Redux store with an RTK Query api. */
export interface DataStore {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any store's dispatch: thunks and actions alike
  dispatch: (action: any) => any;
  getState: () => unknown;
}

/** What a server render needs of an RTK Query api: its place in the state, its queries, its running ones, its reset. */
export interface DataApi {
  reducerPath: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any endpoint's arguments
  endpoints: Record<string, { initiate: (args: any) => unknown }>;
  util: {
    getRunningQueriesThunk: () => unknown;
    resetApiState: () => unknown;
  };
}

export interface RenderWithDataOptions {
  /** the page's path and query */
  url: string;
  viewport: Viewport;
  nonce: string;
  /** React's useId prefix of the root, as the browser's root has it */
  identifierPrefix: string;
  /** the stores the element reads, with their apis */
  data: Array<{ store: DataStore; api: DataApi }>;
  /** renders before giving up waiting for data that another answer asked for */
  maxPasses?: number;
  /** called once the page is drawn, while the stores still hold what it was drawn with */
  onRendered?: () => void;
  /**
   * What this page (`url` on this `viewport`) asked for last time, asked before the first pass; learnt from this
   * drawing when `learn` (a drawing that holds no shopper's data)
   */
  plan?: { plans: QueryPlans; learn: boolean };
}

interface QueryEntry {
  status?: string;
}

/** The api's state as the browser hydrates it: answered queries only (a request still under way is not state). */
function hydrationState(state: unknown): unknown {
  const apiState = state as { queries?: Record<string, QueryEntry>; provided?: unknown } | undefined;
  const queries = Object.fromEntries(
    Object.entries(apiState?.queries ?? {}).filter(
      ([, entry]) => entry?.status === 'fulfilled' || entry?.status === 'rejected',
    ),
  );
  return { queries, mutations: {}, provided: apiState?.provided ?? { tags: {}, keys: {} } };
}

/** Asks each store's api for the planned queries of its own, at once. */
function askAhead(data: RenderWithDataOptions['data'], plan: PlannedQuery[]) {
  for (const { store, api } of data)
    for (const query of plan)
      if (query.reducerPath === api.reducerPath && api.endpoints[query.endpointName])
        store.dispatch(api.endpoints[query.endpointName]!.initiate(query.originalArgs));
}

/**
 * React puts the resources a render asks for (the preloads of its first pictures) before its markup; they belong in
 * the page's head, where the browser finds them first, and where they are not in the way of the root's hydration.
 */
function splitHoisted(html: string): { head: string; body: string } {
  const hoisted = /^(?:<link\b[^>]*>)+/.exec(html)?.[0] ?? '';
  return { head: hoisted, body: html.slice(hoisted.length) };
}

/**
 * Renders an element to HTML with the data it asks for. Its RTK Query hooks start their queries during render on
 * the server (the server bundles build RTK Query that way), so each pass starts what the page asks for, the
 * render waits for those answers and draws again, until a pass asks for nothing new: a product page's first pass
 * asks for the product, its second for the goods shown with it. Returns the markup, the style elements of what it
 * uses (with the answer's nonce) and the stores' states for the browser to start from.
 */
export async function renderWithData(
  element: ReactElement,
  { url, viewport, nonce, identifierPrefix, data, maxPasses = 4, onRendered, plan }: RenderWithDataOptions,
): Promise<ServerRenderResult> {
  const cache = createCache({ key: 'css', nonce });
  const emotion = createEmotionServer(cache);
  const app = (
    <ServerStyleCacheContext.Provider value={cache}>
      <ServerViewportContext.Provider value={viewport}>
        <ServerLocationContext.Provider value={url}>{element}</ServerLocationContext.Provider>
      </ServerViewportContext.Provider>
    </ServerStyleCacheContext.Provider>
  );
  const running = () =>
    data.flatMap(({ store, api }) => store.dispatch(api.util.getRunningQueriesThunk()) as Array<Promise<unknown>>);
  try {
    const known = plan?.plans.get(viewport, url);
    if (known) {
      askAhead(data, known);
      await Promise.all(running());
    }
    let html = renderToString(app, { identifierPrefix });
    for (let pass = 1; pass < maxPasses; pass += 1) {
      const asked = running();
      if (asked.length === 0) break;
      await Promise.all(asked);
      html = renderToString(app, { identifierPrefix });
    }
    onRendered?.();
    const { head, body } = splitHoisted(html);
    const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
    const state = Object.fromEntries(
      data.map(({ store, api }) => [
        api.reducerPath,
        hydrationState((store.getState() as Record<string, unknown>)[api.reducerPath]),
      ]),
    );
    // a part that threw while drawing is sent as React's marker of a boundary the browser draws
    const unfinished = body.split('<!--$!-->').length - 1;
    if (plan?.learn && unfinished === 0)
      plan.plans.learn(
        viewport,
        url,
        data.flatMap(({ store, api }) =>
          planOf(api.reducerPath, (store.getState() as Record<string, unknown>)[api.reducerPath]),
        ),
      );
    return { html: body, head, styles, state, ...(unfinished > 0 ? { unfinished } : {}) };
  } finally {
    // nothing of this render may outlive it: polling, cache timers, requests still under way
    for (const { store, api } of data) store.dispatch(api.util.resetApiState());
  }
}
