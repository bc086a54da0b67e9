import { loadEveryPage } from '@apteka/ui/routing';
import { serverRender } from '@apteka/ui/server';
import { pharmaciesApi } from './api';
import { Root, routes } from './root';
import { makeStore } from './store';

/** The pharmacies' first view drawn on the server (SERVER_RENDER_FILE): the page server calls it per page. */
export const render = serverRender('pharmacies', {
  Root,
  makeStore,
  api: pharmaciesApi,
  version: __APP_VERSION__,
  loadPages: () => loadEveryPage(routes),
});
