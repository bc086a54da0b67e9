import { whenIdle } from './when-idle';

/**
 * Calls `each` for every item, a slice of at most `sliceMs` at a time, each slice after the first at an idle moment
 * of its own: a task a tap may meet is never longer than one slice. Resolves once every item is done.
 */
export function inSlices<T>(items: readonly T[], each: (item: T) => void, sliceMs: number): Promise<void> {
  return new Promise((resolve) => {
    let next = 0;
    const slice = () => {
      const until = performance.now() + sliceMs;
      while (next < items.length && performance.now() < until) each(items[next++]!);
      if (next < items.length) whenIdle(slice);
      else resolve();
    };
    slice();
  });
}
