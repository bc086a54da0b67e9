import { navigateToUrl } from 'single-spa';

let hydrated = false;

/** The footer, hydrated, handles its links' clicks itself (`Link`) from then on. */
export function footerLinksHydrated(): void {
  hydrated = true;
}

/**
 * The footer's links before its code has arrived (it hydrates once the page is quiet): a plain click on one moves
 * within the store through single-spa, as the hydrated footer's `Link`s do, instead of loading the page anew. It
 * listens before React does: React stops a click on a part still waiting for its code from going further. Returns
 * the function that stops.
 */
export function moveOnWaitingLinks(root: Document = document, selector = 'footer a[href]'): () => void {
  const onClick = (event: MouseEvent) => {
    if (hydrated || event.defaultPrevented || event.button !== 0 || !(event.target instanceof Element)) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target.closest(selector);
    if (!(link instanceof HTMLAnchorElement) || link.target || link.origin !== window.location.origin) return;
    event.preventDefault();
    navigateToUrl(link.pathname + link.search + link.hash);
  };
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
