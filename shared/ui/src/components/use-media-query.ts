import { useCallback, useContext, useSyncExternalStore } from 'react';
import { matchesViewport, pageViewport } from '../viewport/assumed-viewport';
import { ServerViewportContext } from '../viewport/viewport-context';
import { widthQuery } from '../theme/media';

/** Screens narrower than the first breakpoint (576 px): the device flag isSmallMobile. */
export const SMALL_MOBILE_QUERY = widthQuery.below('smallMobile');

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether a media query matches now, following changes live (rotation, window resizing). A server render, and the
 * browser's hydration of it, answer for the viewport the page was drawn for; the real answer follows at once.
 * Prefer CSS media queries for layout: a hook's answer can only arrive with the scripts.
 */
export function useMediaQuery(query: string): boolean {
  const serverViewport = useContext(ServerViewportContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => canMatch() && window.matchMedia(query).matches,
    () => matchesViewport(query, serverViewport ?? pageViewport()),
  );
}
