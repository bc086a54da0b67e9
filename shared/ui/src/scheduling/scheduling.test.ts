import { hasTimeToSpare } from './time-to-spare';
import { inSlices } from './in-slices';
import { runAhead, type TimedName } from './run-ahead';
import { SCHEDULE } from './schedule';
import { QUIET_MS, whenQuiet } from './when-quiet';

/** The browser's idle callbacks, given by the test one at a time with the free time it says the period has. */
function idlePeriods() {
  const waiting: IdleRequestCallback[] = [];
  Object.assign(window, {
    requestIdleCallback: (callback: IdleRequestCallback) => waiting.push(callback),
    cancelIdleCallback: () => waiting.splice(0),
  });
  /** one idle period `freeMs` long, after `afterMs` on the clock */
  const period = (freeMs: number, afterMs = 50) => {
    jest.advanceTimersByTime(afterMs);
    const due = waiting.splice(0);
    for (const callback of due) callback({ didTimeout: false, timeRemaining: () => freeMs });
    return due.length;
  };
  return { period, waiting };
}

describe('what runs ahead, and when', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it('counts the page quiet only after whole free frames for the quiet time in a row; a busy moment starts again', () => {
    const { period } = idlePeriods();
    const work = jest.fn();
    whenQuiet(work);
    const wholeFramesFor = (ms: number) => {
      for (let elapsed = 0; elapsed < ms; elapsed += 50) period(50);
    };
    wholeFramesFor(QUIET_MS - 100);
    // a frame with little free time: the page is doing something
    period(10);
    wholeFramesFor(QUIET_MS - 50);
    expect(work).not.toHaveBeenCalled();
    wholeFramesFor(100);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const { period, waiting } = idlePeriods();
    const work = jest.fn();
    whenQuiet(work)();
    expect(waiting).toHaveLength(0);
    period(50);
    expect(work).not.toHaveBeenCalled();
  });

  it('runs work the shopper sees at its longest wait on a page that never goes quiet, and once only', () => {
    const { period } = idlePeriods();
    const work = jest.fn();
    runAhead('laterParts', work);
    const latestMs = SCHEDULE.laterParts.latestMs;
    // a page busy in every frame: an animation on the main thread
    for (let elapsed = 50; elapsed < latestMs; elapsed += 50) period(10);
    expect(work).not.toHaveBeenCalled();
    period(10);
    expect(work).toHaveBeenCalledTimes(1);
    for (let moment = 0; moment < 40; moment++) period(50);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs work at quiet once, not again at its longest wait', () => {
    const { period } = idlePeriods();
    const work = jest.fn();
    whenQuiet(work, { latestMs: 2 * QUIET_MS });
    for (let elapsed = 0; elapsed <= QUIET_MS; elapsed += 50) period(50);
    expect(work).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(4 * QUIET_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing at its longest wait once cancelled', () => {
    idlePeriods();
    const work = jest.fn();
    whenQuiet(work, { latestMs: QUIET_MS })();
    jest.advanceTimersByTime(4 * QUIET_MS);
    expect(work).not.toHaveBeenCalled();
  });

  it('sees time to spare only on a device that says it has cores and memory beyond a budget phone’s', () => {
    expect(hasTimeToSpare({ hardwareConcurrency: 8, deviceMemory: 8 })).toBe(true);
    expect(hasTimeToSpare({ hardwareConcurrency: 8, deviceMemory: 2 })).toBe(false);
    expect(hasTimeToSpare({ hardwareConcurrency: 2, deviceMemory: 8 })).toBe(false);
    expect(hasTimeToSpare({ hardwareConcurrency: 8 })).toBe(false);
    expect(hasTimeToSpare({ hardwareConcurrency: 8, deviceMemory: 8, connection: { saveData: true } })).toBe(false);
    expect(hasTimeToSpare({ hardwareConcurrency: 8, deviceMemory: 8, connection: { effectiveType: 'slow-2g' } })).toBe(
      false,
    );
  });

  /** The row's work run ahead, then `moments` idle periods each `freeMs` long: the work, and the next period. */
  function runAheadThrough(name: TimedName, moments: number, freeMs: number) {
    const { period } = idlePeriods();
    const work = jest.fn();
    runAhead(name, work);
    for (let moment = 0; moment < moments; moment++) period(freeMs);
    return { work, period };
  }

  it('runs a spare-time row on no quiet moment of a budget phone', () => {
    const { work } = runAheadThrough('remotesAtSpareTime', 40, 50);
    expect(work).not.toHaveBeenCalled();
  });

  it('draws a sheet ahead on a budget phone once the page is quiet, with no touch of the shopper', () => {
    Object.defineProperty(navigator, 'hardwareConcurrency', { value: 2, configurable: true });
    try {
      const { work, period } = runAheadThrough('sheetsAhead', 1, 50);
      expect(work).not.toHaveBeenCalled();
      for (let elapsed = 0; elapsed <= QUIET_MS; elapsed += 50) period(50);
      expect(work).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(navigator, 'hardwareConcurrency');
    }
  });

  it('runs an idle row at the browser’s idle moment, however short', () => {
    expect(SCHEDULE.drawnHidden.trigger).toBe('idle');
    const { work, period } = runAheadThrough('drawnHidden', 0, 1);
    expect(work).not.toHaveBeenCalled();
    period(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('starts the services after the frame of the shopper’s first touch, before the page is quiet, and never again', () => {
    // busy frames: never quiet
    const { work, period } = runAheadThrough('services', 40, 10);
    expect(work).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    // the tap's answer is painted first
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(SCHEDULE.afterTheTapsFrame.timeoutMs);
    expect(work).toHaveBeenCalledTimes(1);
    for (let moment = 0; moment < 40; moment++) period(50);
    window.dispatchEvent(new Event('keydown'));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('starts the services once the page is quiet without a touch, and not at a touch after', () => {
    const { work, period } = runAheadThrough('services', 1, 50);
    expect(work).not.toHaveBeenCalled();
    for (let elapsed = 0; elapsed <= QUIET_MS; elapsed += 50) period(50);
    expect(work).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('starts the services at their longest wait on a page that is never quiet nor touched, and once only', () => {
    const latestMs = SCHEDULE.services.latestMs;
    const { work, period } = runAheadThrough('services', latestMs / 50 - 1, 10);
    expect(work).not.toHaveBeenCalled();
    period(10);
    expect(work).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    for (let moment = 0; moment < 40; moment++) period(50);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the works waiting for quiet one per free idle period once the page is quiet, in the order they asked', () => {
    const { period } = idlePeriods();
    const ran: string[] = [];
    whenQuiet(() => ran.push('first'));
    whenQuiet(() => ran.push('second'));
    for (let elapsed = 0; elapsed < QUIET_MS; elapsed += 50) period(50);
    expect(ran).toEqual([]);
    period(50);
    expect(ran).toEqual(['first']);
    // a busy moment once the page was quiet: the next waits for a free period, not for another quiet time
    period(10);
    expect(ran).toEqual(['first']);
    period(50);
    expect(ran).toEqual(['first', 'second']);
  });

  it('runs the other works waiting for quiet when one of them throws', () => {
    const { period } = idlePeriods();
    const ran: string[] = [];
    whenQuiet(() => {
      throw new Error('a part that failed');
    });
    whenQuiet(() => ran.push('second'));
    for (let elapsed = 0; elapsed < QUIET_MS; elapsed += 50) period(50);
    // the browser reports the error of the idle callback that ran it
    expect(() => period(50)).toThrow('a part that failed');
    expect(ran).toEqual([]);
    period(50);
    expect(ran).toEqual(['second']);
  });

  it('counts the quiet again from the start after a touch of the shopper', () => {
    const { period } = idlePeriods();
    const ran: string[] = [];
    whenQuiet(() => ran.push('first'));
    whenQuiet(() => ran.push('second'));
    for (let elapsed = 0; elapsed <= QUIET_MS; elapsed += 50) period(50);
    expect(ran).toEqual(['first']);
    window.dispatchEvent(new Event('pointerdown'));
    for (let elapsed = 0; elapsed < QUIET_MS; elapsed += 50) period(50);
    expect(ran).toEqual(['first']);
    period(50);
    expect(ran).toEqual(['first', 'second']);
  });

  it('does a list in slices no longer than the budget, each slice after the first at an idle moment of its own', async () => {
    const { period } = idlePeriods();
    const done: number[] = [];
    const slices: number[][] = [];
    const finished = inSlices(
      Array.from({ length: 10 }, (_, item) => item),
      (item) => {
        done.push(item);
        // each item takes 3 ms on the clock: two fit an 8 ms slice and the third ends it
        jest.advanceTimersByTime(3);
      },
      8,
    );
    slices.push([...done]);
    while (period(50) > 0) slices.push(done.slice(slices.flat().length));
    await finished;
    expect(slices).toEqual([[0, 1, 2], [3, 4, 5], [6, 7, 8], [9]]);
  });
});
