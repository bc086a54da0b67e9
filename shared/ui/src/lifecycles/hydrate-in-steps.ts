import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';

/**
 * Hydrates markup the server drew, in a transition: outside one React hydrates a root in a single task that blocks
 * the shopper's input; inside one it works in small slices and hydrates first where the shopper clicks.
 */
export function hydrateInSteps(container: Element, children: ReactNode, options?: HydrationOptions): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, children, options);
  });
  // startTransition runs its callback at once
  return root!;
}
