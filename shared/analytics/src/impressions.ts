import { useEffect, type RefObject } from 'react';
import { currentPageView } from './page-view';

const seen = new Set<string>();

/**
 * Calls `report` once per page view for `key` when at least half of the element has been on screen. A browser
 * without IntersectionObserver reports nothing rather than every card at once.
 */
export function useImpression(target: RefObject<Element | null>, key: string, report: () => void): void {
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const seenKey = () => `${currentPageView()}|${key}`;
    if (seen.has(seenKey())) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 0.5)) return;
        observer.disconnect();
        if (seen.has(seenKey())) return;
        seen.add(seenKey());
        report();
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
    // `report` is a fresh closure each render; the key names what is reported
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, key]);
}
