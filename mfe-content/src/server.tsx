import { loadEveryPage } from '@apteka/ui/routing';
import { serverRender } from '@apteka/ui/server';
import { contentApi } from './api';
import { Root, routes } from './root';
import { makeStore } from './store';

/** The home page's, articles' and information pages' first view drawn on the server (SERVER_RENDER_FILE): the page server calls it per page. */
export const render = serverRender('content', {
  Root,
  makeStore,
  api: contentApi,
  version: __APP_VERSION__,
  loadPages: () => loadEveryPage(routes),
});
