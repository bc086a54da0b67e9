import { afterFirstTouch } from './after-first-touch';
import { afterNextPaint } from './after-next-paint';
import { nextTask } from './next-task';
import { SCHEDULE, type Trigger } from './schedule';
import { hasTimeToSpare } from './time-to-spare';
import { whenIdle } from './when-idle';
import { whenQuiet } from './when-quiet';

type Timed = Extract<Trigger, 'next-task' | 'idle' | 'quiet' | 'spare-time' | 'quiet-or-touch' | 'next-paint'>;
/** The rows of the table whose trigger is a moment (the others start with an event of the shopper's or React's). */
export type TimedName = {
  [Name in keyof typeof SCHEDULE]: (typeof SCHEDULE)[Name]['trigger'] extends Timed ? Name : never;
}[keyof typeof SCHEDULE];

const never = () => undefined;

/** Runs `work` at the first of the moments, once, and returns a function that cancels what has not come. */
function whicheverFirst(work: () => void, ...moments: Array<(once: () => void) => () => void>): () => void {
  let done = false;
  const cancels: Array<() => void> = [];
  const cancel = () => cancels.forEach((cancelOne) => cancelOne());
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    work();
  };
  for (const moment of moments) cancels.push(moment(once));
  return cancel;
}

/**
 * Runs `work` when the table's row `name` says (its trigger and, for `idle` and `quiet`, its longest wait), and returns a
 * function that cancels it. A `spare-time` row runs nothing on a device without time to spare.
 */
export function runAhead(name: TimedName, work: () => void): () => void {
  const row: { trigger: Trigger; timeoutMs?: number; latestMs?: number } = SCHEDULE[name];
  const latest = row.latestMs === undefined ? {} : { latestMs: row.latestMs };
  switch (row.trigger) {
    case 'next-task': {
      let cancelled = false;
      void nextTask().then(() => cancelled || work());
      return () => void (cancelled = true);
    }
    case 'idle':
      return whenIdle(work, row.timeoutMs === undefined ? {} : { timeout: row.timeoutMs });
    case 'quiet':
      return whenQuiet(work, latest);
    case 'spare-time':
      return hasTimeToSpare() ? whenQuiet(work) : never;
    case 'quiet-or-touch':
      // at a touch, once the tap's frame is painted: the tap shows its answer before this work's code is run
      return whicheverFirst(
        work,
        (once) => whenQuiet(once, latest),
        (once) => afterFirstTouch(() => afterNextPaint(once)),
      );
    case 'next-paint':
      return afterNextPaint(work);
    default:
      throw new Error(`${name} starts with an event, not a moment`);
  }
}
