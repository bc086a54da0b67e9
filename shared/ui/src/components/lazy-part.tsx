import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPart<P> = LazyExoticComponent<ComponentType<P>> & {
  /** loads the part's code; once it is loaded the part draws at once, without suspending */
  load(): Promise<void>;
};

export interface LazyPartOptions {
  /**
   * Drawn before its code is loaded, the part waits for someone to call `load` (the schedule that says when) instead
   * of asking for its code itself: a part the server drew then stays as drawn, unhydrated, until then.
   */
  waitsForLoad?: boolean;
}

/** A thenable that hands its value to `then`'s callback before `then` returns. */
function answeredAtOnce<T>(value: T): Promise<T> {
  return { then: (take: (value: T) => void) => take(value) } as unknown as Promise<T>;
}

/**
 * A part of a page whose code is loaded apart from the page's: when it is first drawn, or when its schedule calls
 * `load` (`waitsForLoad`). Loaded beforehand (every part before a server render), it draws in the same pass as the
 * rest, so what the server drew hydrates as drawn; drawn before it is loaded, it suspends until it is (inside a
 * Suspense boundary, a part the server drew keeps its markup meanwhile). A failed load rejects `load`, and the next
 * call asks for the code again.
 */
export function lazyPart<P>(
  load: () => Promise<ComponentType<P>>,
  { waitsForLoad = false }: LazyPartOptions = {},
): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  let asked: () => void = () => undefined;
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  const ensure = () => {
    asked();
    return (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // a chunk that failed to arrive is asked for again by the next call
        loading = null;
        throw error;
      },
    ));
  };
  const part = lazy<ComponentType<P>>(() => {
    const ready = loaded;
    // React takes a loaded part at once only if the answer comes before its own `then` returns: a promise's never does
    if (ready) return answeredAtOnce({ default: ready });
    const arrived = waitsForLoad ? askedFor.then(() => loading ?? ensure()) : ensure();
    return arrived.then(() => ({ default: loaded! }));
  });
  return Object.assign(part, { load: ensure });
}
