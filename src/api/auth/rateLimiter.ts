/**
 * Sliding-window counters kept in memory, one per key (an IP address or an e-mail). One process
 * serves the association, so memory is the right place; a restart forgets, which is harmless.
 */
export interface RateLimit {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when `key` has used up its window. */
  blocked(key: string): boolean {
    return this.recent(key, this.now()).length >= this.limit.max;
  }

  /** Records an attempt (or a failure, for limits that count only those) for `key`. */
  hit(key: string): void {
    const now = this.now();
    const recent = this.recent(key, now);
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.sweep(now);
  }

  private recent(key: string, now: number): number[] {
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.limit.windowMs);
    if (recent.length > 0) this.hits.set(key, recent);
    else this.hits.delete(key);
    return recent;
  }

  private sweep(now: number) {
    for (const [key, times] of this.hits) {
      if (times.every((t) => now - t >= this.limit.windowMs)) this.hits.delete(key);
    }
  }
}
