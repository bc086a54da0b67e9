import { createRemoteLifecycles } from '@apteka/ui';
import { loadPageOf, mountingWithPage } from '@apteka/ui/routing';
import { Root, routes } from './root';

export const { bootstrap, mount, unmount } = mountingWithPage(
  createRemoteLifecycles('basket', Root, { version: __APP_VERSION__ }),
  (pathname) => loadPageOf(routes, pathname),
);
