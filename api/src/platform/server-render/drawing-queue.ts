/** A visit's drawing the queue had no room for: its page goes out without the server's drawing. */
export const NO_ROOM = Symbol('no room to draw');

export interface DrawingQueueOptions {
  /** drawings under way at once (each holds a render host's time and the API's in-process requests) */
  concurrency: number;
  /** visits waiting for a drawing at most: one more is answered at once without it */
  maxWaiting: number;
  /** how long a visit waits for its drawing to start: a wait that would be longer is not begun */
  maxWaitMs: number;
  /** drawings in the background (redraws and warming) at once, and only while no visit waits */
  background: number;
}

/**
 * Where a drawing is asked for: a shopper waiting for the page (`visit`), one who has a kept page to fall back on
 * and waits only for a slot free at once (`spare`), or the instance ahead of them (`background`).
 */
export type DrawingLane = 'visit' | 'spare' | 'background';

interface Waiting {
  start: () => void;
  timer: NodeJS.Timeout;
}

/** How much the newest drawing's time counts in the running mean (the rest is the mean so far). */
const MEAN_WEIGHT = 0.2;

/**
 * The instance's drawings of pages, bounded. A cold cache under a surge would otherwise start a drawing for every
 * request, each slower than the last, until answers take seconds and fail. Here at most `concurrency` drawings run;
 * a visit beyond them waits, but only while the wait it can expect (its place in line times the mean drawing's time)
 * fits in `maxWaitMs` and the line is shorter than `maxWaiting`, and never longer than `maxWaitMs`. A visit without
 * room gets `NO_ROOM` at once, and its page is sent without the server's drawing. Background drawings (a page
 * redrawn after a move, warming) wait as long as it takes, take only slots no visit waits for, and at most
 * `background` at a time.
 */
export class DrawingQueue {
  private running = 0;
  private runningBackground = 0;
  private readonly visits: Waiting[] = [];
  private readonly backlog: Array<{ start: () => void; drop: (error: Error) => void }> = [];
  private stopped = false;
  private meanMs = 0;
  private refused = 0;

  constructor(private readonly options: DrawingQueueOptions) {}

  /** The drawing, when a slot is free in time; `NO_ROOM` otherwise. */
  async visit<T>(draw: () => Promise<T>): Promise<T | typeof NO_ROOM> {
    if (this.running < this.options.concurrency && this.visits.length === 0) return this.run(draw, false);
    if (!this.hasRoomInLine()) {
      this.refused++;
      return NO_ROOM;
    }
    const started = await new Promise<boolean>((resolve) => {
      const waiting: Waiting = {
        start: () => {
          clearTimeout(waiting.timer);
          resolve(true);
        },
        timer: setTimeout(() => {
          this.visits.splice(this.visits.indexOf(waiting), 1);
          resolve(false);
        }, this.options.maxWaitMs),
      };
      this.visits.push(waiting);
    });
    if (!started) {
      this.refused++;
      return NO_ROOM;
    }
    // the slot was handed over by the drawing that ended: it is counted already
    return this.measured(draw, false);
  }

  /** The drawing, if a slot is free at once and no visit waits for one; `NO_ROOM` otherwise (not counted). */
  async spare<T>(draw: () => Promise<T>): Promise<T | typeof NO_ROOM> {
    if (this.running < this.options.concurrency && this.visits.length === 0) return this.run(draw, false);
    return NO_ROOM;
  }

  /** The drawing, once a background slot is free (it may wait behind every visit); refused once stopped. */
  background<T>(draw: () => Promise<T>): Promise<T> {
    if (this.stopped) return Promise.reject(new Error('the instance is stopping: nothing more is drawn ahead'));
    if (this.backgroundMayStart()) return this.run(draw, true);
    return new Promise<void>((start, drop) => this.backlog.push({ start, drop })).then(() => this.measured(draw, true));
  }

  /** The instance is stopping: the background's drawings not begun are dropped, visits are still drawn. */
  stop(): void {
    this.stopped = true;
    for (const waiting of this.backlog.splice(0)) waiting.drop(new Error('the instance is stopping'));
  }

  /** the longest a visit waits for its drawing to start */
  get maxWaitMs(): number {
    return this.options.maxWaitMs;
  }

  get stats() {
    return {
      running: this.running,
      waiting: this.visits.length,
      backlog: this.backlog.length,
      /** visits answered without a drawing since start */
      refused: this.refused,
    };
  }

  private hasRoomInLine(): boolean {
    const { concurrency, maxWaiting, maxWaitMs } = this.options;
    if (this.visits.length >= maxWaiting) return false;
    const rounds = Math.ceil((this.visits.length + 1) / concurrency);
    return rounds * this.meanMs <= maxWaitMs;
  }

  private backgroundMayStart(): boolean {
    return (
      this.running < this.options.concurrency &&
      this.visits.length === 0 &&
      this.runningBackground < this.options.background
    );
  }

  private run<T>(draw: () => Promise<T>, background: boolean): Promise<T> {
    this.running++;
    if (background) this.runningBackground++;
    return this.measured(draw, background);
  }

  private async measured<T>(draw: () => Promise<T>, background: boolean): Promise<T> {
    const started = Date.now();
    try {
      return await draw();
    } finally {
      const took = Date.now() - started;
      this.meanMs = this.meanMs === 0 ? took : this.meanMs * (1 - MEAN_WEIGHT) + took * MEAN_WEIGHT;
      this.release(background);
    }
  }

  /** A drawing ended: its slot goes to the first visit waiting, else to the background, else it is freed. */
  private release(background: boolean): void {
    if (background) this.runningBackground--;
    const next = this.visits.shift();
    if (next) {
      next.start();
      return;
    }
    this.running--;
    if (!this.backgroundMayStart()) return;
    const waiting = this.backlog.shift();
    if (!waiting) return;
    this.running++;
    this.runningBackground++;
    waiting.start();
  }
}
