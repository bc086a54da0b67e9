import { ReadCache } from './read-cache';

describe('ReadCache', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000;
  });

  it('serves a fresh value without loading', async () => {
    const cache = new ReadCache<number>(5_000, 10, clock);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('a', load)).toBe(1);
    now += 4_999;
    expect(await cache.get('a', load)).toBe(1);
    expect(loads).toBe(1);
    expect(cache.stats).toEqual({ hits: 1, misses: 1, size: 1 });
  });

  it('serves an expired value once more while one background load replaces it', async () => {
    const cache = new ReadCache<string>(5_000, 10, clock);
    await cache.get('a', () => Promise.resolve('old'));
    now += 5_000;
    let release: (value: string) => void = () => undefined;
    const load = jest.fn(() => new Promise<string>((resolve) => (release = resolve)));
    expect(await cache.get('a', load)).toBe('old');
    expect(await cache.get('a', load)).toBe('old');
    expect(load).toHaveBeenCalledTimes(1);
    release('new');
    await Promise.resolve();
    expect(await cache.get('a', load)).toBe('new');
  });

  it('waits for a new value once a value is more than twice its time to live old', async () => {
    const cache = new ReadCache<number>(5_000, 10, clock);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    await cache.get('a', load);
    now += 10_000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('keeps the stale value when its background load fails', async () => {
    const cache = new ReadCache<string>(5_000, 10, clock);
    await cache.get('a', () => Promise.resolve('old'));
    now += 6_000;
    expect(await cache.get('a', () => Promise.reject(new Error('down')))).toBe('old');
    await Promise.resolve();
    expect(await cache.get('a', () => Promise.resolve('new'))).toBe('old');
  });

  it('shares one load between concurrent misses of a key and keeps keys apart', async () => {
    const cache = new ReadCache<string>(5_000, 10, clock);
    let release: (value: string) => void = () => undefined;
    const load = jest.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const first = cache.get('a', load);
    const second = cache.get('a', load);
    const other = cache.get('b', () => Promise.resolve('b'));
    release('a');
    expect(await Promise.all([first, second, other])).toEqual(['a', 'a', 'b']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new ReadCache<string>(5_000, 10, clock);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', () => Promise.resolve('up'))).toBe('up');
  });

  it('drops the oldest entries beyond its size', async () => {
    const cache = new ReadCache<string>(5_000, 2, clock);
    for (const key of ['a', 'b', 'c']) await cache.get(key, () => Promise.resolve(key));
    const load = jest.fn(() => Promise.resolve('again'));
    expect(await cache.get('c', load)).toBe('c');
    expect(await cache.get('a', load)).toBe('again');
    expect(cache.stats.size).toBe(2);
  });

  it('loads every time when the time to live is zero', async () => {
    const cache = new ReadCache<number>(0, 10, clock);
    let loads = 0;
    await cache.get('a', () => Promise.resolve(++loads));
    expect(await cache.get('a', () => Promise.resolve(++loads))).toBe(2);
    expect(cache.stats.size).toBe(0);
  });
});
