import { createRemoteLifecycles, type RemoteProps } from '@apteka/ui';
import { loadPageOf, matchLinkedPagesAhead, mountingWithPage } from '@apteka/ui/routing';
import { Root, routes } from './root';
import { getPageStore } from './store';
import { askBasketAnswersAhead, askBasketAnswersOnTouch } from './features/cart/basket-answers-ahead';

const lifecycles = mountingWithPage(createRemoteLifecycles('basket', Root, { version: __APP_VERSION__ }), (pathname) =>
  loadPageOf(routes, pathname),
);

export const { bootstrap, unmount } = lifecycles;

// from the moment this module is loaded (the shell loads it at idle on any page that links to the basket), for the
// page's life: the page's store is the one its mount takes, on the shell's API base
askBasketAnswersOnTouch(() => getPageStore().dispatch);
matchLinkedPagesAhead('basket', routes);

/** Mounts the basket; the page's answers are asked for first, to arrive while its code loads and draws. */
export function mount(props: RemoteProps) {
  askBasketAnswersAhead(getPageStore(props.apiBase).dispatch, window.location.href);
  return lifecycles.mount(props);
}
