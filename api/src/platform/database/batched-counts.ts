/** What the database is given at each write: the counts kept since the last one, by key. */
export type CountsWriter<T> = (counts: ReadonlyMap<string, T>) => Promise<void>;

export interface BatchedCounts<T> {
  /**
   * Counts one more under `key`: `next` makes the entry from the one kept (undefined for a key not counted since the
   * last write). False, and nothing counted, when `mostKeys` are counted already and this is a new one.
   */
  add(key: string, next: (known: T | undefined) => T): boolean;
  /** writes what was counted since the last write; writes go one at a time, in order */
  write(): Promise<void>;
  /** stops the writes every `everyMs`, after one last write */
  stop(): Promise<void>;
}

/**
 * Counts an instance keeps in memory and writes to the database in one statement every `everyMs` (the timer never
 * holds the process open) and as it stops, so that a frequent event costs a map's update and not a query. A write
 * that fails goes to `onError` and its counts are dropped: these counts say how a release or the store is doing, and
 * a database that cannot take them must not also grow the instance's memory. `mostKeys` bounds the keys between two
 * writes, for counts whose keys come from requests.
 */
export function batchedCounts<T>({
  write,
  everyMs,
  onError,
  mostKeys = Infinity,
}: {
  write: CountsWriter<T>;
  everyMs: number;
  onError: (error: unknown, dropped: number) => void;
  mostKeys?: number;
}): BatchedCounts<T> {
  let counts = new Map<string, T>();
  let writing = Promise.resolve();

  async function writeCounts() {
    if (counts.size === 0) return;
    const written = counts;
    counts = new Map();
    try {
      await write(written);
    } catch (error) {
      onError(error, written.size);
    }
  }

  const writeNow = () => {
    const written = writing.then(writeCounts);
    // a write whose `onError` threw rejects for its caller, and the writes after it go on
    writing = written.catch(() => undefined);
    return written;
  };
  const timer = setInterval(() => void writeNow().catch(() => undefined), everyMs);
  timer.unref();

  return {
    add(key, next) {
      const known = counts.get(key);
      if (known === undefined && counts.size >= mostKeys) return false;
      counts.set(key, next(known));
      return true;
    },
    write: writeNow,
    async stop() {
      clearInterval(timer);
      await writeNow();
    },
  };
}
