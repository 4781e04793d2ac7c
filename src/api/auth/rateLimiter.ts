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

  /** Records an attempt for `key`; false when the key has used up its window. */
  take(key: string): boolean {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.limit.windowMs);
    if (recent.length >= this.limit.max) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.sweep(now);
    return true;
  }

  private sweep(now: number) {
    for (const [key, times] of this.hits) {
      if (times.every((t) => now - t >= this.limit.windowMs)) this.hits.delete(key);
    }
  }
}
