import { loadEveryPage } from '@apteka/ui/routing';
import { serverRender } from '@apteka/ui/server';
import { basketApi } from './api';
import { Root, routes } from './root';
import { makeStore } from './store';

/** The basket's and orders' first view drawn on the server (SERVER_RENDER_FILE): the page server calls it per page. */
export const render = serverRender('basket', {
  Root,
  makeStore,
  api: basketApi,
  version: __APP_VERSION__,
  loadPages: () => loadEveryPage(routes),
});
