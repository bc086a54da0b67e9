import { useCallback, useRef, useState } from 'react';
import { afterNextPaint } from '../scheduling/after-next-paint';

export interface ChoiceShownAtOnce<T> {
  /** the choice on its way if there is one, else `value` */
  shown: T;
  /** shows `next` at once and hands it on after that paint */
  choose: (next: T) => void;
}

function isThenable(result: unknown): result is PromiseLike<unknown> {
  return (
    (typeof result === 'object' || typeof result === 'function') &&
    result !== null &&
    typeof (result as { then?: unknown }).then === 'function'
  );
}

/**
 * A control whose choice is shown at once and handed on after that paint. The tap has to be painted within about
 * 100 ms to feel instant; what follows from the choice (a request, every price or line that waits on it) is more
 * than a tap can hold, so `onChange` runs in a task after the next paint and the tap's Event Timing (what INP
 * measures) holds only the answer.
 *
 * - `choose(next)` shows `next` at once and cancels a choice not yet handed on: of quick taps only the last is
 *   handed on, and none when it equals the latest `value` (taps that come back to where it stands change nothing).
 * - A choice made just before the component goes (a sheet closed at once) is still handed on: nothing cancels it.
 * - `shown` falls back to `value` once the change has settled, so a refused change is taken back: when the promise
 *   `onChange` returns settles (fulfilled or rejected), or at the hand-on when it returns no promise or is not
 *   called. A newer choice made meanwhile is not reset by an older change settling.
 */
export function useChoiceShownAtOnce<T>(value: T, onChange: (next: T) => unknown): ChoiceShownAtOnce<T> {
  // boxed, so that a choice of `null` or `undefined` is still a choice
  const [chosen, setChosen] = useState<{ value: T } | null>(null);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const cancelHandOn = useRef<(() => void) | null>(null);
  // counts the choices made, so that only the latest one falls back
  const choices = useRef(0);

  const choose = useCallback((next: T) => {
    const choice = ++choices.current;
    setChosen({ value: next });
    cancelHandOn.current?.();
    cancelHandOn.current = afterNextPaint(() => {
      cancelHandOn.current = null;
      const fallBack = () => {
        if (choice === choices.current) setChosen(null);
      };
      let change: unknown;
      try {
        change = Object.is(next, latest.current.value) ? undefined : latest.current.onChange(next);
      } finally {
        // a change that throws is as settled as one that returns nothing
        if (isThenable(change)) change.then(fallBack, fallBack);
        else fallBack();
      }
    });
  }, []);

  return { shown: chosen ? chosen.value : value, choose };
}
