/**
 * A small in-process cache for catalogue reads that many shoppers repeat within seconds (the same suggestions,
 * category pages and product pages). An entry is fresh for `ttlMs`; for one more `ttlMs` it is still served while a
 * single background load replaces it, so a popular page never makes a shopper wait when it expires. At most
 * `maxEntries` are kept, the oldest written going first. Concurrent misses of one key share one load; a failed load
 * is not kept. With `ttlMs` 0 every call loads.
 *
 * Each API instance has its own: an answer may be up to twice `ttlMs` behind the database, which is why only reads
 * whose staleness is harmless go through it (prices, stock and totals are decided again at the basket and checkout).
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, { value: V; freshUntil: number }>();
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
    const now = this.now();
    if (entry && now < entry.freshUntil + this.ttlMs) {
      this.hitCount++;
      if (now >= entry.freshUntil) this.refresh(key, load).catch(() => undefined);
      return entry.value;
    }
    if (entry) this.entries.delete(key);
    if (this.loading.has(key)) this.hitCount++;
    else this.missCount++;
    return this.refresh(key, load);
  }

  /** The value kept under this key while it may be served, without loading it or counting a hit. */
  peek(key: string): V | undefined {
    const entry = this.entries.get(key);
    return entry && this.now() < entry.freshUntil + this.ttlMs ? entry.value : undefined;
  }

  private refresh(key: string, load: () => Promise<V>): Promise<V> {
    const pending = this.loading.get(key);
    if (pending) return pending;
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

  /** Forgets one entry (a load under way still stores what it loads). */
  delete(key: string): void {
    this.entries.delete(key);
  }

  private store(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, freshUntil: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}
