import { useEffect, useRef, type RefObject } from 'react';
import { currentPageView } from './page-view';

const seen = new Set<string>();

/**
 * One observer for every card on the page, rather than one per card: a listing of a hundred cards costs the browser
 * one set of intersection checks. It lives only while something is watched.
 */
const watched = new Map<Element, () => void>();
let shared: IntersectionObserver | null = null;

function stopWatching(element: Element) {
  watched.delete(element);
  shared?.unobserve(element);
  if (watched.size === 0) {
    shared?.disconnect();
    shared = null;
  }
}

function watch(element: Element, onHalfSeen: () => void): () => void {
  shared ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio < 0.5) continue;
        const onSeen = watched.get(entry.target);
        if (!onSeen) continue;
        stopWatching(entry.target);
        onSeen();
      }
    },
    { threshold: 0.5 },
  );
  watched.set(element, onHalfSeen);
  shared.observe(element);
  return () => {
    if (watched.get(element) === onHalfSeen) stopWatching(element);
  };
}

/**
 * Calls `report` once per page view for `key` when at least half of the element has been on screen. A browser
 * without IntersectionObserver reports nothing rather than every card at once.
 */
export function useImpression(target: RefObject<Element | null>, key: string, report: () => void): void {
  // the latest closure reports, whichever render set up the watch
  const latest = useRef(report);
  latest.current = report;
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const seenKey = () => `${currentPageView()}|${key}`;
    if (seen.has(seenKey())) return undefined;
    return watch(element, () => {
      if (seen.has(seenKey())) return;
      seen.add(seenKey());
      latest.current();
    });
  }, [target, key]);
}
