/** The addresses of this site the links under `root` lead to, each once, in the order they first appear. */
export function pageLinks(root: ParentNode): URL[] {
  const seen = new Map<string, URL>();
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const url = new URL(link.href, window.location.href);
    if (url.origin === window.location.origin && !seen.has(url.href)) seen.set(url.href, url);
  }
  return [...seen.values()];
}

/**
 * The address of this site a link leads to when it is one the store moves to (not a new tab, a download or a place
 * on this same page), or null.
 */
export function linkTarget(target: EventTarget | null): URL | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  const here = window.location;
  if (url.origin !== here.origin) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return url;
}
