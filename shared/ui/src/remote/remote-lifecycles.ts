// the page's shared copy (the shell's): its error reports and hydration are the page's
import { createRemoteLifecycles, type RemoteProps } from '@apteka/ui';
import { matchLinkedPagesAhead, mountingWithPage } from '../routing/lazy-page';
import type { RemoteApi, RemoteDefinition } from './define-remote';

/**
 * A remote's single-spa lifecycles, in the browser (its `app` module exports them): its root drawn, or hydrated over
 * the server's markup, once the page at the address is loaded. From the moment the module is loaded (on the
 * remote's pages, or ahead on a page that links to them), for the page's life, the remote asks its answers ahead
 * as it was told and matches the addresses of the page's links to its routes at idle.
 */
export function remoteLifecycles<A extends RemoteApi>(remote: RemoteDefinition<A>) {
  const lifecycles = mountingWithPage(
    createRemoteLifecycles(remote.name, remote.Root, { version: remote.version }),
    remote.loadPageAt,
  );
  const { whenLoaded, beforeMount } = remote.answersAhead ?? {};
  whenLoaded?.(() => remote.getPageStore().dispatch);
  matchLinkedPagesAhead(remote.name, remote.routes);
  return {
    bootstrap: lifecycles.bootstrap,
    unmount: lifecycles.unmount,
    /** the page's answers are asked for first, to arrive while its code loads and draws */
    mount: (props: RemoteProps) => {
      beforeMount?.(remote.getPageStore(props.apiBase).dispatch, window.location.href);
      return lifecycles.mount(props);
    },
  };
}
