/** A promise-chain mutex: callers run one after another in arrival order. */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();
  private queued = 0;

  /** callers that have not finished: the one running and those waiting */
  get pending(): number {
    return this.queued;
  }

  run<T>(fn: () => Promise<T>): Promise<T> {
    this.queued += 1;
    const result = this.tail.then(fn, fn).finally(() => {
      this.queued -= 1;
    });
    // The next caller waits for this one to settle, whatever the outcome.
    this.tail = result.catch(() => undefined);
    return result;
  }
}
