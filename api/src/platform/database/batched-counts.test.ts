import { batchedCounts } from './batched-counts';

const plusOne = (known = 0) => known + 1;

describe('counts kept in memory and written in batches', () => {
  afterEach(() => jest.useRealTimers());

  test('each write takes what was counted since the last one, and one with nothing counted writes nothing', async () => {
    const written: Array<Record<string, number>> = [];
    const counts = batchedCounts<number>({
      everyMs: 3600_000,
      write: async (batch) => void written.push(Object.fromEntries(batch)),
      onError: (error) => {
        throw error;
      },
    });
    counts.add('/a', plusOne);
    counts.add('/a', plusOne);
    counts.add('/b', plusOne);
    await counts.write();
    await counts.write();
    counts.add('/a', plusOne);
    await counts.stop();
    expect(written).toEqual([{ '/a': 2, '/b': 1 }, { '/a': 1 }]);
  });

  test('holds at most so many keys between writes: a new one is refused, those counted keep counting', async () => {
    const written: Array<Record<string, number>> = [];
    const counts = batchedCounts<number>({
      everyMs: 3600_000,
      mostKeys: 2,
      write: async (batch) => void written.push(Object.fromEntries(batch)),
      onError: () => undefined,
    });
    expect(['/a', '/b', '/c', '/a'].map((key) => counts.add(key, plusOne))).toEqual([true, true, false, true]);
    await counts.write();
    expect(counts.add('/c', plusOne)).toBe(true);
    await counts.stop();
    expect(written).toEqual([{ '/a': 2, '/b': 1 }, { '/c': 1 }]);
  });

  test('writes one at a time, in order; a failed write is reported with what it dropped, and the next goes on', async () => {
    const events: string[] = [];
    let endFirst!: () => void;
    const firstEnds = new Promise<void>((resolve) => (endFirst = resolve));
    let firstStarted!: () => void;
    const firstStarts = new Promise<void>((resolve) => (firstStarted = resolve));
    let calls = 0;
    const counts = batchedCounts<number>({
      everyMs: 3600_000,
      write: async (batch) => {
        calls += 1;
        events.push(`start ${[...batch.keys()].join(',')}`);
        if (calls === 1) {
          firstStarted();
          await firstEnds;
        }
        if (calls === 2) throw new Error('the database is away');
        events.push(`end ${[...batch.keys()].join(',')}`);
      },
      onError: (error, dropped) => events.push(`failed: ${(error as Error).message}, ${dropped} dropped`),
    });
    counts.add('/a', plusOne);
    const writingA = counts.write();
    await firstStarts;
    // counted while a write is under way: written after it, together
    counts.add('/b', plusOne);
    const writingB = counts.write();
    counts.add('/c', plusOne);
    const writingC = counts.write();
    expect(events).toEqual(['start /a']);
    endFirst();
    await Promise.all([writingA, writingB, writingC]);
    counts.add('/d', plusOne);
    await counts.stop();
    expect(events).toEqual([
      'start /a',
      'end /a',
      'start /b,/c',
      'failed: the database is away, 2 dropped',
      'start /d',
      'end /d',
    ]);
  });

  test('an `onError` that throws rejects that write for its caller, and the next write goes on', async () => {
    const written: string[][] = [];
    const counts = batchedCounts<number>({
      everyMs: 3600_000,
      write: async (batch) => {
        if (batch.has('/refused')) throw new Error('refused');
        written.push([...batch.keys()]);
      },
      onError: (error) => {
        throw error;
      },
    });
    counts.add('/refused', plusOne);
    await expect(counts.write()).rejects.toThrow('refused');
    counts.add('/a', plusOne);
    await counts.stop();
    expect(written).toEqual([['/a']]);
  });

  test('writes every `everyMs` until stopped, and once more as it stops', async () => {
    jest.useFakeTimers();
    const write = jest.fn(async () => undefined);
    const counts = batchedCounts<number>({ everyMs: 1000, write, onError: () => undefined });
    counts.add('/a', plusOne);
    await jest.advanceTimersByTimeAsync(999);
    expect(write).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(write).toHaveBeenCalledTimes(1);
    counts.add('/b', plusOne);
    await counts.stop();
    expect(write).toHaveBeenCalledTimes(2);
    counts.add('/c', plusOne);
    await jest.advanceTimersByTimeAsync(5000);
    expect(write).toHaveBeenCalledTimes(2);
  });
});
