import { act } from '@testing-library/react';

/**
 * Stands in for the browser's frames in a test: no frame is painted until `paint()`, which runs the animation
 * callbacks of the frame. `jest.restoreAllMocks()` gives the real ones back.
 */
export function holdFrames() {
  const waiting = new Map<number, FrameRequestCallback>();
  let last = 0;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    waiting.set(++last, callback);
    return last;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void waiting.delete(id));
  return {
    paint() {
      const due = [...waiting.values()];
      waiting.clear();
      due.forEach((callback) => callback(performance.now()));
    },
  };
}

/**
 * For the tests of a component that shows a tap's answer at once and hands the rest on after that paint: each test
 * of the calling `describe` runs on fake timers and held frames. `paint()` paints the frame the tap asked for and
 * runs the tasks queued for after it.
 */
export function holdPaintsInEachTest() {
  let frames: ReturnType<typeof holdFrames>;
  beforeEach(() => {
    jest.useFakeTimers();
    frames = holdFrames();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
  return {
    paint: () =>
      act(() => {
        frames.paint();
        jest.advanceTimersByTime(0);
      }),
  };
}
