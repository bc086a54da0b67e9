import type { HTMLAttributes } from 'react';

/** Hides content visually while keeping it for screen readers (e.g. a page's h1 above a banner). */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  return <span css={visuallyHidden} {...props} />;
}
