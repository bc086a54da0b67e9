import { SCHEDULE } from './schedule';

/** A page in the background paints no frame: work handed on to the next paint runs after this long instead. */
const HIDDEN_PAGE_DELAY_MS = SCHEDULE.afterTheTapsFrame.timeoutMs;

/**
 * Runs `work` in a task of its own right after the browser paints its next frame, and returns a function that
 * cancels it. A tap shows its answer first (a ticked radio, an open sheet) and does what follows from it after that
 * paint, so the Event Timing of the tap (what INP measures) holds only the answer.
 */
export function afterNextPaint(work: () => void): () => void {
  let done = false;
  let task: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    clearTimeout(task);
    work();
  };
  // a task queued from the frame's animation callbacks runs once that frame has been painted
  const frame = requestAnimationFrame(() => {
    task = setTimeout(run, 0);
  });
  const fallback = setTimeout(run, HIDDEN_PAGE_DELAY_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    clearTimeout(task);
  };
}
