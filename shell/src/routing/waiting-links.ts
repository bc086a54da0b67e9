import { navigateToUrl } from 'single-spa';

/**
 * The footer's links before its code has arrived (it hydrates once the page is quiet): a plain click on one that
 * nothing handled moves within the store through single-spa, as the hydrated footer's `Link`s do, instead of loading
 * the page anew. A hydrated link handles its click first (React listens on the root, below the document) and says
 * so (`defaultPrevented`). Returns the function that stops.
 */
export function moveOnWaitingLinks(root: Document = document, selector = 'footer a[href]'): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (event.altKey || !(event.target instanceof Element)) return;
    const link = event.target.closest(selector);
    if (!(link instanceof HTMLAnchorElement) || link.target || link.origin !== window.location.origin) return;
    event.preventDefault();
    navigateToUrl(link.pathname + link.search + link.hash);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
