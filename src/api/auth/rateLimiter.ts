import { and, eq, inArray, lt, sql } from 'drizzle-orm';
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

  /** True when `key` has used up its window. */
  async blocked(key: string): Promise<boolean> {
    const now = this.now();
    const current = this.windowStart(now);
    const previous = current - this.limit.windowMs;
    const rows = await this.db
      .select({ windowStart: rateLimitHits.windowStart, hits: rateLimitHits.hits })
      .from(rateLimitHits)
      .where(
        and(
          eq(rateLimitHits.key, this.keyOf(key)),
          inArray(rateLimitHits.windowStart, [new Date(current), new Date(previous)]),
        ),
      );
    const hitsIn = (start: number) => rows.find((row) => row.windowStart.getTime() === start)?.hits ?? 0;
    const stillCounted = 1 - (now - current) / this.limit.windowMs;
    return hitsIn(current) + hitsIn(previous) * stillCounted >= this.limit.max;
  }

  /** Records an attempt (or a failure, for limits that count only those) for `key`. */
  async hit(key: string): Promise<void> {
    const now = this.now();
    await this.db
      .insert(rateLimitHits)
      .values({ key: this.keyOf(key), windowStart: new Date(this.windowStart(now)), hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
      });
    if (now - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = now;
      await this.db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now - KEEP_MS)));
    }
  }

  private keyOf(key: string): string {
    return `${this.name}|${key}`;
  }

  private windowStart(now: number): number {
    return Math.floor(now / this.limit.windowMs) * this.limit.windowMs;
  }
}
