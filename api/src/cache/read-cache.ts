/**
 * A small in-process cache for catalogue reads that many shoppers repeat within seconds (the same suggestions,
 * category pages and product pages). Entries live `ttlMs` and at most `maxEntries` are kept, the oldest written
 * going first. Concurrent misses of one key share one load, so a burst of identical requests costs one query;
 * a failed load is not kept. With `ttlMs` 0 every call loads.
 *
 * Each API instance has its own: an entry may be up to `ttlMs` behind the database, which is why only reads whose
 * staleness is harmless go through it (prices, stock and totals are decided again at the basket and checkout).
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly loading = new Map<string, Promise<V>>();
  private hitCount = 0;
  private missCount = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get stats(): { hits: number; misses: number; size: number } {
    return { hits: this.hitCount, misses: this.missCount, size: this.entries.size };
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.enabled) return load();
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) {
      this.hitCount++;
      return entry.value;
    }
    if (entry) this.entries.delete(key);
    const pending = this.loading.get(key);
    if (pending) {
      this.hitCount++;
      return pending;
    }
    this.missCount++;
    const loaded = load().then(
      (value) => {
        this.loading.delete(key);
        this.store(key, value);
        return value;
      },
      (error: unknown) => {
        this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, loaded);
    return loaded;
  }

  clear(): void {
    this.entries.clear();
  }

  private store(key: string, value: V): void {
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}
