import { holdFrames } from '../testing/held-frames';
import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  let paint: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    ({ paint } = holdFrames());
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('runs the work in a task after the next frame, not in the frame itself', () => {
    const work = jest.fn();
    afterNextPaint(work);
    jest.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
    paint();
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work once a moment has passed when the page paints no frame (a tab in the background)', () => {
    const work = jest.fn();
    afterNextPaint(work);
    jest.advanceTimersByTime(99);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    paint();
    jest.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const work = jest.fn();
    const cancel = afterNextPaint(work);
    paint();
    cancel();
    jest.advanceTimersByTime(1_000);
    expect(work).not.toHaveBeenCalled();
  });
});
