/**
 * A bounded in-memory cache whose entries expire after a fixed time. The oldest entry goes
 * first when it is full. `load` shares one call among concurrent callers of a key; `forget`
 * also discards what a call under way would store.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private readonly pending = new Map<string, Promise<V>>();

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number; now?: () => number },
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0 && this.options.maxEntries > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    if (!this.enabled) return;
    this.entries.delete(key);
    while (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.options.ttlMs });
  }

  /** The cached value, or the loader's, which is kept when it succeeds. */
  load(key: string, loader: () => Promise<V>): Promise<V> {
    if (!this.enabled) return loader();
    const cached = this.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const running = this.pending.get(key);
    if (running) return running;
    const call = loader().then(
      (value) => {
        if (this.pending.get(key) === call) {
          this.pending.delete(key);
          this.set(key, value);
        }
        return value;
      },
      (error: unknown) => {
        if (this.pending.get(key) === call) this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, call);
    return call;
  }

  forget(key: string): void {
    this.entries.delete(key);
    this.pending.delete(key);
  }
}
