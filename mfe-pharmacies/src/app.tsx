import { createRemoteLifecycles } from '@apteka/ui';
import { loadPageOf, matchLinkedPagesAhead, mountingWithPage } from '@apteka/ui/routing';
import { Root, routes } from './root';

export const { bootstrap, mount, unmount } = mountingWithPage(
  createRemoteLifecycles('pharmacies', Root, { version: __APP_VERSION__ }),
  (pathname) => loadPageOf(routes, pathname),
);

// from the moment this module is loaded (at idle on any page that links to the remote's pages)
matchLinkedPagesAhead('pharmacies', routes);
