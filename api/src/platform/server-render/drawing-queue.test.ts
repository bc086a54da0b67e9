import { DrawingQueue, NO_ROOM } from './drawing-queue';

/** A drawing that ends when the test says so. */
function drawing(name: string) {
  let finish!: () => void;
  const done = new Promise<string>((resolve) => (finish = () => resolve(name)));
  const started = jest.fn(() => done);
  return { draw: started, finish, started };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('the drawing queue', () => {
  afterEach(() => jest.useRealTimers());

  it('runs as many drawings as it may at once, and starts a waiting visit as soon as one ends', async () => {
    const queue = new DrawingQueue({ concurrency: 2, maxWaiting: 5, maxWaitMs: 10_000, background: 1 });
    const [a, b, c] = [drawing('a'), drawing('b'), drawing('c')];
    const answers = [queue.visit(a.draw), queue.visit(b.draw), queue.visit(c.draw)];
    await settled();
    expect([a.started, b.started, c.started].map((fn) => fn.mock.calls.length)).toEqual([1, 1, 0]);
    expect(queue.stats).toMatchObject({ running: 2, waiting: 1 });

    a.finish();
    await settled();
    expect(c.started).toHaveBeenCalledTimes(1);
    b.finish();
    c.finish();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c']);
    expect(queue.stats).toEqual({ running: 0, waiting: 0, backlog: 0, refused: 0 });
  });

  it('answers a visit beyond its line at once, without drawing it', async () => {
    const queue = new DrawingQueue({ concurrency: 1, maxWaiting: 1, maxWaitMs: 10_000, background: 1 });
    const [a, b, c] = [drawing('a'), drawing('b'), drawing('c')];
    const first = queue.visit(a.draw);
    const second = queue.visit(b.draw);
    expect(await queue.visit(c.draw)).toBe(NO_ROOM);
    expect(c.started).not.toHaveBeenCalled();
    expect(queue.stats.refused).toBe(1);
    a.finish();
    await settled();
    b.finish();
    expect([await first, await second]).toEqual(['a', 'b']);
  });

  it('gives a visit up when its drawing has not started within the longest wait', async () => {
    jest.useFakeTimers();
    const queue = new DrawingQueue({ concurrency: 1, maxWaiting: 10, maxWaitMs: 300, background: 1 });
    const [a, b] = [drawing('a'), drawing('b')];
    const first = queue.visit(a.draw);
    const second = queue.visit(b.draw);
    jest.advanceTimersByTime(300);
    expect(await second).toBe(NO_ROOM);
    expect(queue.stats).toMatchObject({ waiting: 0, refused: 1 });
    a.finish();
    expect(await first).toBe('a');
    expect(b.started).not.toHaveBeenCalled();
  });

  it('does not begin a wait it can tell is longer than the longest: drawings so far took that long', async () => {
    jest.useFakeTimers();
    const queue = new DrawingQueue({ concurrency: 1, maxWaiting: 10, maxWaitMs: 300, background: 1 });
    const slow = drawing('slow');
    const first = queue.visit(slow.draw);
    jest.advanceTimersByTime(500);
    slow.finish();
    await first;
    // one drawing at a time, 500 ms each: the second visit in line would wait past 300 ms
    const next = drawing('next');
    const drawn = queue.visit(next.draw);
    expect(await queue.visit(drawing('late').draw)).toBe(NO_ROOM);
    next.finish();
    expect(await drawn).toBe('next');
  });

  it('draws for a visit that has a page to fall back on only in a slot free at once', async () => {
    const queue = new DrawingQueue({ concurrency: 1, maxWaiting: 5, maxWaitMs: 10_000, background: 1 });
    const a = drawing('a');
    const first = queue.spare(a.draw);
    expect(await queue.spare(() => Promise.resolve('b'))).toBe(NO_ROOM);
    a.finish();
    expect(await first).toBe('a');
    expect(await queue.spare(() => Promise.resolve('c'))).toBe('c');
    // the kept page it is sent instead is not a page left undrawn
    expect(queue.stats.refused).toBe(0);
  });

  it('draws in the background only in slots no visit waits for, and a few at a time', async () => {
    const queue = new DrawingQueue({ concurrency: 2, maxWaiting: 5, maxWaitMs: 10_000, background: 1 });
    const [x, y] = [drawing('x'), drawing('y')];
    const redraws = [queue.background(x.draw), queue.background(y.draw)];
    await settled();
    expect(x.started).toHaveBeenCalledTimes(1);
    expect(y.started).not.toHaveBeenCalled();
    expect(queue.stats).toMatchObject({ running: 1, backlog: 1 });

    // a visit takes the free slot, and one more waits: the background's next drawing waits behind them
    const [a, b] = [drawing('a'), drawing('b')];
    const visits = [queue.visit(a.draw), queue.visit(b.draw)];
    await settled();
    expect(a.started).toHaveBeenCalledTimes(1);
    x.finish();
    await settled();
    expect(b.started).toHaveBeenCalledTimes(1);
    expect(y.started).not.toHaveBeenCalled();
    a.finish();
    await settled();
    expect(y.started).toHaveBeenCalledTimes(1);
    b.finish();
    y.finish();
    expect(await Promise.all([...redraws, ...visits])).toEqual(['x', 'y', 'a', 'b']);
    expect(queue.stats).toEqual({ running: 0, waiting: 0, backlog: 0, refused: 0 });
  });

  it('drops the background drawings not begun when the instance stops, and still draws visits', async () => {
    const queue = new DrawingQueue({ concurrency: 1, maxWaiting: 5, maxWaitMs: 10_000, background: 1 });
    const [x, y] = [drawing('x'), drawing('y')];
    const begun = queue.background(x.draw);
    const waiting = queue.background(y.draw);
    queue.stop();
    await expect(waiting).rejects.toThrow('stopping');
    await expect(queue.background(y.draw)).rejects.toThrow('stopping');
    x.finish();
    expect(await begun).toBe('x');
    expect(await queue.visit(() => Promise.resolve('visit'))).toBe('visit');
    expect(y.started).not.toHaveBeenCalled();
  });

  it('frees the slot of a drawing that failed', async () => {
    const queue = new DrawingQueue({ concurrency: 1, maxWaiting: 0, maxWaitMs: 10_000, background: 1 });
    await expect(queue.visit(() => Promise.reject(new Error('renderer down')))).rejects.toThrow('renderer down');
    expect(await queue.visit(() => Promise.resolve('drawn'))).toBe('drawn');
  });
});
