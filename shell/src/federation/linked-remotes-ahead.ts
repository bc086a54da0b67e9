import type { RemoteName } from '@apteka/contracts';
import { inSlices, pageLinks, runAhead, SCHEDULE, whenQuiet } from '@apteka/ui';
import { pageOwner } from '../routing/route-table';
import type { RemoteLoader } from './remote-loader';

type Loader = Pick<RemoteLoader, 'load' | 'filesOf'>;

/** The remotes other than the page's own that the same-origin links under `root` lead to, by their first link. */
export function linkedRemotes(root: ParentNode, here = window.location.pathname): RemoteName[] {
  const current = pageOwner(here);
  const remotes = new Set<RemoteName>();
  for (const url of pageLinks(root)) {
    // null: the shell's own page (404), which no remote draws
    const owner = pageOwner(url.pathname);
    if (owner && owner !== current) remotes.add(owner);
  }
  return [...remotes];
}

/**
 * Has the browser fetch these files at low priority into its cache, without running them (`<link rel="prefetch">`):
 * a later load of the remote then needs no network. A file the page already asks for (the page's own remote,
 * preloaded by the server) is left alone. Each link costs the main thread its request's start (about 2 ms on a
 * budget phone, and a page links to 20 files and more), so the links are added in slices of the table's budget, each
 * after the first at an idle moment of its own; `stopped` ends it early (the shopper has moved to another page).
 * Resolves once every file is asked for or it stopped.
 */
export function fetchFilesAhead(
  files: readonly string[],
  { doc = document, stopped = () => false }: { doc?: Document; stopped?: () => boolean } = {},
): Promise<void> {
  const asked = new Set([...doc.querySelectorAll<HTMLLinkElement>('link[href]')].map((link) => link.href));
  const askFor = (file: string) => {
    if (stopped()) return;
    const link = doc.createElement('link');
    link.href = file;
    if (asked.has(link.href)) return;
    link.rel = 'prefetch';
    // as the federation runtime asks for them (its integrity plugin): in CORS mode, so the cached answer is theirs
    link.crossOrigin = 'anonymous';
    link.setAttribute('fetchpriority', 'low');
    if (file.endsWith('.js')) link.as = 'script';
    doc.head.append(link);
    asked.add(link.href);
  };
  return inSlices(files, askFor, SCHEDULE.remoteFilesAhead.budgetMs);
}

/**
 * Readies the other remotes a page links to (the basket from a product page's header) without running them at the
 * first load: once the page is quiet their files are fetched at low priority and not run (`remoteFilesAhead`); a
 * remote's app runs at the shopper's first intent towards it, a touch, a pointer over or the focus on a link that
 * leads there (`remoteOnIntent`, given to `onIntent` by the caller's one link listener), or, on a device with time to
 * spare, once the page is quiet, one remote per quiet moment (`remotesAtSpareTime`). A move then waits for its data,
 * not for its code. Once a remote's app has arrived for a touch, the touch is announced again (`announce`): the remote
 * listens for touches only from then on, and asks for the page's answers before the click. A remote that fails to
 * load is left to the move, which asks for it again and shows the remote's fallback. Loading pins the remote's
 * version for this page, as a visit there would. Returns the intent handler and a function that starts again for
 * the page after a move.
 */
export function readyLinkedRemotes(
  loader: Loader,
  { root = document, announce = () => undefined }: { root?: Document; announce?: (url: URL) => void } = {},
) {
  const started = new Set<RemoteName>();
  const run = (remote: RemoteName) => {
    if (started.has(remote)) return Promise.resolve(false);
    started.add(remote);
    return loader.load(remote, 'app').then(
      () => true,
      () => false,
    );
  };
  const onIntent = (url: URL, intent: string) => {
    const owner = pageOwner(url.pathname);
    if (!owner || owner === pageOwner(window.location.pathname) || started.has(owner)) return;
    void run(owner).then((loaded) => loaded && intent === 'touch' && announce(url));
  };
  let cancel = () => undefined as void;
  const forThisPage = () => {
    cancel();
    cancel = runAhead('remoteFilesAhead', () => {
      const remotes = linkedRemotes(root).filter((remote) => !started.has(remote));
      let stopped = false;
      cancel = () => void (stopped = true);
      const files = remotes.flatMap((remote) => loader.filesOf(remote));
      void fetchFilesAhead(files, { doc: root, stopped: () => stopped }).then(() => {
        if (!stopped) cancel = runAhead('remotesAtSpareTime', () => void runOneAtATime(remotes));
      });
    });
  };
  const runOneAtATime = async (remotes: RemoteName[]) => {
    for (const remote of remotes) {
      await run(remote);
      await new Promise<void>((resolve) => (cancel = whenQuiet(resolve)));
    }
  };
  return { onIntent, forThisPage };
}
