import { serverRender } from '@apteka/ui/server';
import { accountApi } from './api';
import { loadEverySectionPage } from './features/account/section-pages';
import { Root } from './root';
import { makeStore } from './store';

/** The personal account's first view drawn on the server (SERVER_RENDER_FILE): the page server calls it per page. */
export const render = serverRender('account', {
  Root,
  makeStore,
  api: accountApi,
  version: __APP_VERSION__,
  loadPages: loadEverySectionPage,
});
