import { Suspense, type ReactNode } from 'react';

/**
 * A part of the page React hydrates on its own, after what is outside it and in small steps that leave the main
 * thread free for the shopper's input (a Suspense boundary; a click inside hydrates it first). Nothing inside
 * suspends: in a page drawn in the browser it changes nothing.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
