import { loadEveryPage } from '@apteka/ui/routing';
import { serverRender } from '@apteka/ui/server';
import { catalogApi } from './api';
import { Root, routes } from './root';
import { makeStore } from './store';

/** The catalogue's first view drawn on the server (SERVER_RENDER_FILE): the page server calls it per page. */
export const render = serverRender('catalog', {
  Root,
  makeStore,
  api: catalogApi,
  version: __APP_VERSION__,
  loadPages: () => loadEveryPage(routes),
});
