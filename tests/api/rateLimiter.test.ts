import { RateLimiter } from '@api/auth/rateLimiter.ts';
import { startTestServer, type TestServer, testDatabases } from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Limits counted in the database: what one process allows, any number of processes allow together,
// and nobody gets twice the limit across a window's edge.

const MINUTE = 60_000;

describe.each(testDatabases())('rate limits in the database on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.close());

  it('counts the attempts of every process together', async () => {
    let now = Date.UTC(2026, 10, 27, 10, 0, 0);
    const clock = () => now;
    const limit = { max: 10, windowMs: 15 * MINUTE };
    // Two processes: each its own limiter object, one table.
    const a = new RateLimiter(server.database.db, 'together', limit, clock);
    const b = new RateLimiter(server.database.db, 'together', limit, clock);
    for (let i = 0; i < 9; i++) await a.hit('karl@example.org|10.0.0.1');
    expect(await b.blocked('karl@example.org|10.0.0.1')).toBe(false);
    await b.hit('karl@example.org|10.0.0.1');
    expect(await a.blocked('karl@example.org|10.0.0.1')).toBe(true);
    expect(await b.blocked('karl@example.org|10.0.0.1')).toBe(true);
    // Another key, and another limit with the same key, are counted apart.
    expect(await a.blocked('anna@example.org|10.0.0.1')).toBe(false);
    expect(
      await new RateLimiter(server.database.db, 'other', limit, clock).blocked('karl@example.org|10.0.0.1'),
    ).toBe(false);
    now += 31 * MINUTE;
    expect(await a.blocked('karl@example.org|10.0.0.1')).toBe(false);
  });

  it("weighs the previous window's attempts by how much of it still falls in the last window's length", async () => {
    const start = Date.UTC(2026, 10, 27, 11, 0, 0);
    let now = start + 14 * MINUTE;
    const limiter = new RateLimiter(
      server.database.db,
      'edge',
      { max: 10, windowMs: 15 * MINUTE },
      () => now,
    );
    // Ten at the end of one window...
    for (let i = 0; i < 10; i++) await limiter.hit('edge|10.0.0.2');
    const allowedNow = async () => {
      let allowed = 0;
      while (!(await limiter.blocked('edge|10.0.0.2'))) {
        await limiter.hit('edge|10.0.0.2');
        allowed += 1;
      }
      return allowed;
    };
    // ...still count just after its edge (14 of 15 minutes of it): one more, not a second ten.
    now = start + 16 * MINUTE;
    expect(await allowedNow()).toBe(1);
    // Half a window on, half of them count: with the one above, four more.
    now = start + 22.5 * MINUTE;
    expect(await allowedNow()).toBe(4);
  });
});
