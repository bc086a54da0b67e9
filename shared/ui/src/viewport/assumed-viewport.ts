import { VIEWPORT_ATTRIBUTE, VIEWPORT_WIDTHS, type Viewport } from '@apteka/contracts';

interface AssumedScreen {
  width: number;
  pointer: 'coarse' | 'fine';
  hover: 'none' | 'hover';
}

const SCREENS: Readonly<Record<Viewport, AssumedScreen>> = {
  phone: { width: VIEWPORT_WIDTHS.phone, pointer: 'coarse', hover: 'none' },
  desktop: { width: VIEWPORT_WIDTHS.desktop, pointer: 'fine', hover: 'hover' },
};

const PIXELS_PER_EM = 16;

function lengthInPixels(value: string): number | null {
  const match = /^(\d+(?:\.\d+)?)(px|em|rem)$/.exec(value.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  return match[2] === 'px' ? amount : amount * PIXELS_PER_EM;
}

function featureMatches(feature: string, screen: AssumedScreen): boolean {
  const [rawName, rawValue = ''] = feature.split(':');
  const name = (rawName ?? '').trim();
  const value = rawValue.trim();
  switch (name) {
    case 'min-width':
      return (lengthInPixels(value) ?? Infinity) <= screen.width;
    case 'max-width':
      return (lengthInPixels(value) ?? -Infinity) >= screen.width;
    case 'pointer':
    case 'any-pointer':
      return value === screen.pointer;
    case 'hover':
    case 'any-hover':
      return value === screen.hover;
    case 'orientation':
      return value === (screen.width < VIEWPORT_WIDTHS.desktop ? 'portrait' : 'landscape');
    default:
      // unknown features (prefers-reduced-motion: reduce, print…) are taken as not matching
      return false;
  }
}

/**
 * Whether a media query matches the screen a viewport stands for: what a server render assumes, and what the
 * browser's first (hydrating) render assumes too, until the real media queries take over. Handles the queries the
 * store writes: widths in px/em, pointer, hover, orientation, joined by `and` and `,`.
 */
export function matchesViewport(query: string, viewport: Viewport): boolean {
  const screen = SCREENS[viewport];
  return query.split(',').some((alternative) => {
    const parts = alternative
      .trim()
      .replace(/^only\s+/i, '')
      .split(/\s+and\s+/i);
    return parts.every((part) => {
      const trimmed = part.trim();
      if (/^(screen|all)$/i.test(trimmed)) return true;
      const feature = /^\((.*)\)$/.exec(trimmed);
      return feature ? featureMatches(feature[1]!, screen) : false;
    });
  });
}

/** The viewport the page's markup was drawn for (`<html data-viewport>`); a phone's when the page does not say. */
export function pageViewport(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): Viewport {
  return doc?.documentElement.getAttribute(VIEWPORT_ATTRIBUTE) === 'desktop' ? 'desktop' : 'phone';
}
