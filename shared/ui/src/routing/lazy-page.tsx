import { isValidElement, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { ownerOf, splitRegionPrefix, type RemoteName } from '@apteka/contracts';
// through the shared package, as the remotes' own code does: a relative import bundled a second copy of the
// scheduling code and its table into each remote
import { inSlices, lazyPart, pageLinks, runAhead, SCHEDULE, type LazyPart } from '@apteka/ui';

export type LazyPage<P> = LazyPart<P>;

/**
 * A page of a remote whose code is loaded when the page is first shown, not with the remote: the shopper's first
 * view downloads and starts only the page it shows. Loaded beforehand (`loadPageOf` before a remote mounts, every
 * page before a server render), it draws in the same pass as the rest, so what the server drew hydrates as drawn;
 * shown before it is loaded (an in-remote link), it suspends until it is.
 */
export function lazyPage<P>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  return lazyPart(load);
}

const isLazyPage = (type: unknown): type is LazyPage<unknown> =>
  typeof type === 'object' && type !== null && 'load' in type && typeof type.load === 'function';

/** The lazy pages in a route's element: the element itself, or one it wraps (a layout given the page as a prop). */
function lazyPagesIn(node: unknown, depth = 0): Array<LazyPage<unknown>> {
  if (!isValidElement(node) || depth > 3) return [];
  if (isLazyPage(node.type)) return [node.type];
  return Object.values(node.props as Record<string, unknown>).flatMap((prop) =>
    (Array.isArray(prop) ? prop : [prop]).flatMap((child) => lazyPagesIn(child, depth + 1)),
  );
}

/** Loads the lazy pages the routes show at this address (with or without its region segment). */
export async function loadPageOf(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(lazyPagesOf(routes, pathname).map((page) => page.load()));
}

const pagesByAddress = new WeakMap<RouteObject[], Map<string, Array<LazyPage<unknown>>>>();

/** The lazy pages the routes show at an address, matched once per address: a remote's routes never change. */
function lazyPagesOf(routes: RouteObject[], pathname: string): Array<LazyPage<unknown>> {
  const { path } = splitRegionPrefix(pathname);
  let matched = pagesByAddress.get(routes);
  if (!matched) pagesByAddress.set(routes, (matched = new Map()));
  let pages = matched.get(path);
  if (!pages) {
    pages = (matchRoutes(routes, path) ?? []).flatMap(({ route }) => lazyPagesIn(route.element));
    matched.set(path, pages);
  }
  return pages;
}

/** The same-origin paths the links under `root` lead to. */
const linkedPaths = (root: ParentNode) => new Set(pageLinks(root).map((url) => url.pathname));

/**
 * The lazy pages the routes show at these addresses, matched a slice at a time (the table's `linkedPages` budget),
 * each slice after the first at a quiet moment of its own: a listing links to dozens of products, and matching them
 * all at once held the main thread for 40 ms and more on a slow phone, in a task a tap could meet.
 */
async function pagesAtInSlices(routes: RouteObject[], paths: string[]): Promise<Set<LazyPage<unknown>>> {
  const pages = new Set<LazyPage<unknown>>();
  await inSlices(
    paths,
    (path) => lazyPagesOf(routes, path).forEach((page) => pages.add(page)),
    SCHEDULE.linkedPages.budgetMs,
  );
  return pages;
}

/**
 * For a remote whose code is loaded ahead of a move to it (the shell loads the basket's on a product page, whose
 * header links to it): once the page is quiet, matches the addresses of the page's links that lead to this
 * remote against its routes. A remote bundles its own router, whose code would otherwise run for the first time
 * (and so at its slowest) inside the tap that moves there; the move's mount then finds its address matched.
 */
export function matchLinkedPagesAhead(remote: RemoteName, routes: RouteObject[], root: ParentNode = document) {
  return runAhead('linkedPages', () => {
    const paths = [...linkedPaths(root)].filter((path) => ownerOf(path) === remote);
    void pagesAtInSlices(routes, paths);
  });
}

/**
 * Loads the lazy pages that the links under `root` lead to within these routes, each page once: a shopper who
 * follows a link then waits for the page's data, not for its code too. Links to other origins, and to addresses the
 * routes draw with no lazy page (another remote's), load nothing.
 */
export async function loadLinkedPages(routes: RouteObject[], root: ParentNode): Promise<void> {
  const pages = await pagesAtInSlices(routes, [...linkedPaths(root)]);
  // a page whose code did not arrive is simply loaded when it is shown
  await Promise.all([...pages].map((page) => page.load().catch(() => undefined)));
}

/** Loads every lazy page of the routes: a server render draws any of them in one pass. */
export async function loadEveryPage(routes: RouteObject[]): Promise<void> {
  await Promise.all(routes.flatMap((route) => lazyPagesIn(route.element)).map((page) => page.load()));
}

/**
 * A remote's lifecycles whose mount first loads the page at the address (`loadPage`, e.g. `loadPageOf` over the
 * remote's routes): it draws, or hydrates what the server drew, in one pass.
 */
export function mountingWithPage<L extends { mount: (...args: never[]) => Promise<unknown> }>(
  lifecycles: L,
  loadPage: (pathname: string) => Promise<void>,
): L {
  const mount = async (...args: Parameters<L['mount']>) => {
    await loadPage(window.location.pathname);
    return lifecycles.mount(...args);
  };
  return { ...lifecycles, mount };
}
