import type { ShellRenderInput, ShellServerRender } from '@apteka/contracts';
import { serverApiClient } from '@apteka/api-client';
import { QueryPlans, renderWithData } from '@apteka/ui/server';
import { ShellApp } from './app/shell-app';
import { ServerPageContext } from './app/use-route-owner';
import { busStateOf } from './app/bus-state';
import { makeStore } from './store/make-store';
import { selectCustomer, selectLocation, shellApi } from './store/shell-api';
import { firstVisitFlags } from './region/first-visit';
import { cookieAnswers } from './behaviours/page-cookies';
import { SHELL_IDENTIFIER_PREFIX, shellPreloadedState } from './app/shell-state';
import { loadLaterParts } from './app/later-parts';

/**
 * The shell's frame of a page drawn on the server (SERVER_RENDER_FILE): header, the remotes' elements (the page's
 * remote's left as its slot), footer and what the first visit asks, for the shopper the request is from. Returns
 * the bus state it drew with, for the remote's render.
 */
// the frame asks the same on every address (who and where the shopper is)
const plans = new QueryPlans({ sameOnEveryAddress: true });

export const render: ShellServerRender = async (input: ShellRenderInput) => {
  // the parts the browser loads later are drawn here as the rest, so the browser hydrates what it was sent
  await loadLaterParts();
  const store = makeStore({
    client: serverApiClient(input.fetch),
    preloadedState: shellPreloadedState(input.viewport, firstVisitFlags(cookieAnswers(() => input.cookie))),
  });
  const element = (
    <ServerPageContext.Provider value={{ url: input.url, status: input.status, remote: input.remote }}>
      <ShellApp store={store} brand={input.brand} overrides={[]} hasUnsavedInput={() => false} onReady={() => {}} />
    </ServerPageContext.Provider>
  );
  let bus = busStateOf(undefined, undefined);
  const result = await renderWithData(element, {
    url: input.url,
    viewport: input.viewport,
    nonce: input.nonce,
    identifierPrefix: SHELL_IDENTIFIER_PREFIX,
    data: [{ store, api: shellApi }],
    plan: { plans, learn: input.learnQueryPlan === true },
    onRendered: () => {
      const state = store.getState();
      bus = busStateOf(selectLocation(state).data, selectCustomer(state).data);
    },
  });
  return { ...result, bus };
};
