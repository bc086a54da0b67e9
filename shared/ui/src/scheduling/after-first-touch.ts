/** What a shopper does on a page: a touch or click, a key, a wheel. */
export const TOUCHES = ['pointerdown', 'keydown', 'wheel'] as const;

/**
 * Runs `work` at the shopper's next touch, key or wheel on the page, and returns a function that cancels it: for
 * work a budget phone does only for a shopper who is there. `work` may return a cancel of its own.
 */
export function afterFirstTouch(work: () => (() => void) | void): () => void {
  let cancelWork: (() => void) | void;
  const onTouch = () => {
    stop();
    cancelWork = work();
  };
  const stop = () => TOUCHES.forEach((type) => window.removeEventListener(type, onTouch, true));
  TOUCHES.forEach((type) => window.addEventListener(type, onTouch, { capture: true, passive: true }));
  return () => {
    stop();
    cancelWork?.();
  };
}
