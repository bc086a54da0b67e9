import type { EventBus } from '@apteka/bus';
import { onLinkIntent, type LinkIntent } from '@apteka/ui';

/**
 * The shell's one listener for the shopper's turns towards a link to another page of the store (`onLinkIntent`):
 * each goes to `onIntent` first (the remote that draws the page is run), and a touch is then told to the bus
 * ('navigation/touched'): on a phone the pointerdown comes 40-200 ms before the click, time in which the remote that
 * draws the page can ask for its answers. Returns the function that stops listening.
 */
export function watchLinkIntents(
  bus: EventBus,
  onIntent: (url: URL, intent: LinkIntent) => void = () => undefined,
  root: Document = document,
): () => void {
  return onLinkIntent((url, intent) => {
    onIntent(url, intent);
    if (intent === 'touch') bus.emit('navigation/touched', { href: url.href });
  }, root);
}
