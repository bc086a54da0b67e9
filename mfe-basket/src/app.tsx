import { createRemoteLifecycles, type RemoteProps } from '@apteka/ui';
import { loadPageOf, mountingWithPage } from '@apteka/ui/routing';
import { Root, routes } from './root';
import { getPageStore } from './store';
import { askBasketAnswersAhead } from './features/cart/basket-answers-ahead';

const lifecycles = mountingWithPage(createRemoteLifecycles('basket', Root, { version: __APP_VERSION__ }), (pathname) =>
  loadPageOf(routes, pathname),
);

export const { bootstrap, unmount } = lifecycles;

/** Mounts the basket; the page's answers are asked for first, to arrive while its code loads and draws. */
export function mount(props: RemoteProps) {
  askBasketAnswersAhead(getPageStore(props.apiBase).dispatch, window.location.href);
  return lifecycles.mount(props);
}
