import { useCallback, useEffect, useRef } from 'react';
import { BOTTOM_NAV_HEIGHT, BOTTOM_NOTICES_PROPERTY } from '@apteka/contracts';

/**
 * How far the questions standing at the foot of the window reach above the bottom navigation, kept on the document
 * as `BOTTOM_NOTICES_PROPERTY` so the remotes' bars fixed at the bottom (a product's price and «В корзину», the
 * basket's total) stand above them instead of under them. Each question registers the element that floats; one
 * observer measures them all whenever one of them changes size, appears or goes.
 */
const standing = new Set<HTMLElement>();
let observer: ResizeObserver | null = null;

/** The highest top among the elements fixed at the foot and shown; the window's height when there are none. */
function highestTop(elements: Iterable<HTMLElement>): number {
  let top = window.innerHeight;
  for (const element of elements) {
    const style = getComputedStyle(element);
    // an unseen stand-in holding a question's place covers nothing
    if (style.position !== 'fixed' || style.visibility === 'hidden') continue;
    // a container of notices reaches as high as its first shown notice, not its own padding
    const parts = element.dataset.bottomCover === 'stack' ? Array.from(element.children) : [element];
    for (const part of parts) {
      const box = part.getBoundingClientRect();
      if (box.height > 0) top = Math.min(top, box.top);
    }
  }
  return top;
}

export function measureBottomCover(): void {
  const reach = Math.max(0, Math.round(window.innerHeight - BOTTOM_NAV_HEIGHT - highestTop(standing)));
  const root = document.documentElement.style;
  if (reach > 0) root.setProperty(BOTTOM_NOTICES_PROPERTY, `${reach}px`);
  else root.removeProperty(BOTTOM_NOTICES_PROPERTY);
}

function stand(element: HTMLElement): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  observer ??= new ResizeObserver(measureBottomCover);
  standing.add(element);
  observer.observe(element);
  return () => {
    standing.delete(element);
    observer?.unobserve(element);
    measureBottomCover();
  };
}

/**
 * A ref that counts its element among those standing at the foot of the window while it is mounted (it counts only
 * while it is fixed there and shown: a question drawn in the page's flow on wider screens covers nothing). Mark the
 * element `data-bottom-cover="stack"` when it is a container whose children are the notices.
 */
export function useBottomCover(): (element: HTMLElement | null) => void {
  const leave = useRef<(() => void) | null>(null);
  useEffect(() => {
    window.addEventListener('resize', measureBottomCover);
    return () => {
      window.removeEventListener('resize', measureBottomCover);
      leave.current?.();
      leave.current = null;
    };
  }, []);
  return useCallback((element: HTMLElement | null) => {
    leave.current?.();
    leave.current = element ? stand(element) : null;
  }, []);
}
