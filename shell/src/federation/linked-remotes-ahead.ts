import type { RemoteName } from '@apteka/contracts';
import { whenIdle } from '@apteka/ui';
import { pageOwner } from '../routing/route-table';
import type { RemoteLoader } from './remote-loader';

export interface LinkedRemotesOptions {
  /** where the links are read; the whole page by default */
  root?: ParentNode;
  /** resolves at the browser's next quiet moment; each remote waits for one */
  idle?: () => Promise<void>;
}

const IDLE_TIMEOUT_MS = 5000;
const nextIdleMoment = () => new Promise<void>((resolve) => whenIdle(resolve, { timeout: IDLE_TIMEOUT_MS }));

/** The remotes that own the same-origin links under `root`, in the order their first link appears. */
function linkedRemotes(root: ParentNode): RemoteName[] {
  const remotes = new Set<RemoteName>();
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) continue;
    // null: the shell's own page (404), which no remote draws
    const owner = pageOwner(url.pathname);
    if (owner) remotes.add(owner);
  }
  return [...remotes];
}

/**
 * Loads the `app` module of each other remote the page's links lead to (the basket from a product page's header):
 * a move to another remote then waits for its data, not for its code too, since module federation answers the
 * move's own `loader.load(remote, 'app')` from memory. A page's links say where the shopper can go next. The remote
 * that owns the current page is already loaded and is skipped. The remotes load one at a time, each in a quiet
 * moment of its own, so that a tap made meanwhile waits for one module's start at most, never for all of them. A
 * remote that fails to load is left to the move, which asks for it again and shows the remote's fallback then.
 * Loading pins the remote's version for this page, as a visit there would.
 */
export async function loadLinkedRemotesAhead(
  loader: Pick<RemoteLoader, 'load'>,
  { root = document, idle = nextIdleMoment }: LinkedRemotesOptions = {},
): Promise<void> {
  const current = pageOwner(window.location.pathname);
  for (const remote of linkedRemotes(root)) {
    if (remote === current) continue;
    await idle();
    try {
      await loader.load(remote, 'app');
    } catch {
      // the move to the remote loads it again
    }
  }
}
