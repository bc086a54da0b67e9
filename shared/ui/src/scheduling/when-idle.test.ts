import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
    jest.useRealTimers();
  });

  function standIn() {
    const waiting = new Map<number, { callback: IdleRequestCallback; options?: IdleRequestOptions }>();
    let next = 1;
    Object.assign(window, {
      requestIdleCallback: (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
        waiting.set(next, { callback, options });
        return next++;
      },
      cancelIdleCallback: (handle: number) => waiting.delete(handle),
    });
    const idle = () => {
      const due = [...waiting.values()];
      waiting.clear();
      due.forEach(({ callback }) => callback({} as IdleDeadline));
    };
    return { waiting, idle };
  }

  it('runs the work at the browser’s idle moment, with the longest wait it was given', () => {
    const { waiting, idle } = standIn();
    const work = jest.fn();
    whenIdle(work, { timeout: 3000 });
    expect([...waiting.values()][0]?.options).toEqual({ timeout: 3000 });
    expect(work).not.toHaveBeenCalled();
    idle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const { idle } = standIn();
    const work = jest.fn();
    whenIdle(work)();
    idle();
    expect(work).not.toHaveBeenCalled();
  });

  it('waits a fixed moment in a browser without idle callbacks, and can be cancelled there too', () => {
    jest.useFakeTimers();
    const work = jest.fn();
    const cancelled = jest.fn();
    whenIdle(work);
    whenIdle(cancelled)();
    jest.advanceTimersByTime(199);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
