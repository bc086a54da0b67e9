import { linkTarget } from './page-links';

/** How the shopper turned to a link: a touch or a press, a pointer over it, or the focus. */
export type LinkIntent = 'touch' | 'pointer-over' | 'focus';

const EVENTS: Record<string, LinkIntent> = { pointerdown: 'touch', pointerover: 'pointer-over', focusin: 'focus' };

/**
 * Tells `onIntent` of every turn of the shopper towards a link to another page of the store: a primary touch or
 * press (`pointerdown`, which on a phone comes 40-200 ms before the click), a mouse pointer over it, or the focus.
 * One listener per kind on the document, in the capture phase, so a link whose own handlers stop the event still
 * counts. Returns the function that stops listening.
 */
export function onLinkIntent(onIntent: (url: URL, intent: LinkIntent) => void, root: Document = document): () => void {
  const listener = (event: Event) => {
    const intent = EVENTS[event.type]!;
    if (event instanceof MouseEvent && intent === 'touch' && event.button !== 0) return;
    // a finger's pointerover comes with its pointerdown: the touch says it
    if (intent === 'pointer-over' && (event as PointerEvent).pointerType !== 'mouse') return;
    const url = linkTarget(event.target);
    if (url) onIntent(url, intent);
  };
  for (const type of Object.keys(EVENTS)) root.addEventListener(type, listener, { capture: true, passive: true });
  return () => {
    for (const type of Object.keys(EVENTS)) root.removeEventListener(type, listener, { capture: true });
  };
}
