import { createRemoteLifecycles } from '@apteka/ui';
import { loadPageOf, matchLinkedPagesAhead, mountingWithPage } from '@apteka/ui/routing';
import { Root, routes } from './root';
import { getPageStore } from './store';
import { askProductOnTouch } from './features/product/product-asked-on-touch';

export const { bootstrap, mount, unmount } = mountingWithPage(
  createRemoteLifecycles('catalog', Root, { version: __APP_VERSION__ }),
  (pathname) => loadPageOf(routes, pathname),
);

// from the moment this module is loaded (on the catalog's pages, or at idle on any page that links to them), for the
// page's life: the page's store is the one its mount takes, on the shell's API base
askProductOnTouch(() => getPageStore().dispatch);
matchLinkedPagesAhead('catalog', routes);
