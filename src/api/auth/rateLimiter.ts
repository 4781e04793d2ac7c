import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { rateLimitHits } from '../db/schema.ts';

/**
 * Attempts counted per key (an IP address, or an e-mail and an IP address) in the database, so
 * that several processes serving one database allow together what one allows: one upsert per
 * attempt, in fixed windows. A window's count is weighed with the part of the previous window that
 * still falls in the last `windowMs` (a sliding window, approximated), so nobody gets twice the
 * limit across a window's edge.
 */
export interface RateLimit {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

/** The longest window of any limit, twice: older rows count for nothing. */
const KEEP_MS = 2 * 60 * 60_000;
/** How often a process deletes rows that count for nothing any more, at most. */
const SWEEP_EVERY_MS = 60_000;
let lastSweep = 0;

export class RateLimiter {
  constructor(
    private readonly db: Database,
    /** Tells this limit's keys from those of the others in the one table. */
    private readonly name: string,
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts an attempt for `key` and says whether it went over the limit (true: refuse it). Counted
   * first, in one upsert, and decided from its result: requests arriving together each see the
   * others' counts, so a burst in parallel gets no more through than one after another.
   */
  async take(key: string): Promise<boolean> {
    const now = this.now();
    const current = this.windowStart(now);
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ key: this.keyOf(key), windowStart: new Date(current), hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
      })
      .returning({ hits: rateLimitHits.hits });
    await this.sweep(now);
    return row.hits + (await this.previousHits(key, now)) > this.limit.max;
  }

  /** Takes back an attempt counted by `take` that turned out not to count (a right password). */
  async giveBack(key: string): Promise<void> {
    await this.db
      .update(rateLimitHits)
      .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
      .where(
        and(
          eq(rateLimitHits.key, this.keyOf(key)),
          eq(rateLimitHits.windowStart, new Date(this.windowStart(this.now()))),
        ),
      );
  }

  /** The previous window's attempts, weighed with the share of it still within `windowMs` of now. */
  private async previousHits(key: string, now: number): Promise<number> {
    const current = this.windowStart(now);
    const [row] = await this.db
      .select({ hits: rateLimitHits.hits })
      .from(rateLimitHits)
      .where(
        and(
          eq(rateLimitHits.key, this.keyOf(key)),
          eq(rateLimitHits.windowStart, new Date(current - this.limit.windowMs)),
        ),
      );
    return (row?.hits ?? 0) * (1 - (now - current) / this.limit.windowMs);
  }

  private async sweep(now: number): Promise<void> {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    await this.db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now - KEEP_MS)));
  }

  private keyOf(key: string): string {
    return `${this.name}|${key}`;
  }

  private windowStart(now: number): number {
    return Math.floor(now / this.limit.windowMs) * this.limit.windowMs;
  }
}
