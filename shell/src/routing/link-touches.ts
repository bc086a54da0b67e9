import type { EventBus } from '@apteka/bus';

/**
 * Tells the bus of every touch on a link to another page of the store ('navigation/touched'): on a phone the
 * pointerdown comes 40-200 ms before the click, time in which the remote that draws the page can ask for its answers.
 * Links to other sites, to a new tab, to a download or to a place on this same page, and presses other than the
 * primary one, say nothing. Listens in the capture phase, so a link whose own handlers stop the event still counts.
 * Returns the function that stops listening.
 */
export function announceLinkTouches(bus: EventBus, root: Document = document): () => void {
  const announce = (event: PointerEvent) => {
    if (event.button !== 0 || !(event.target instanceof Element)) return;
    const link = event.target.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    const here = window.location;
    if (url.origin !== here.origin) return;
    if (url.pathname === here.pathname && url.search === here.search) return;
    bus.emit('navigation/touched', { href: url.href });
  };
  root.addEventListener('pointerdown', announce, { capture: true, passive: true });
  return () => root.removeEventListener('pointerdown', announce, { capture: true });
}
