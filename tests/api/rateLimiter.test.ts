import { RateLimiter } from '@api/auth/rateLimiter.ts';
import { graphql } from '@tests/gql';
import {
  apiTestDatabase,
  errorCodes,
  execute,
  startTestServer,
  type TestServer,
} from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Limits counted in the database: what one process allows, any number of processes allow together,
// a burst sent at once gets no more through than attempts one after another, and nobody gets twice
// the limit across a window's edge.

const MINUTE = 60_000;

const database = apiTestDatabase();

describe(`rate limits in the database on ${database}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.close());

  /** How many attempts in a row `limiter` lets through before it refuses one. */
  const allowedInARow = async (limiter: RateLimiter, key: string) => {
    let allowed = 0;
    while (!(await limiter.take(key))) allowed += 1;
    return allowed;
  };

  it('counts the attempts of every process together', async () => {
    let now = Date.UTC(2026, 10, 27, 10, 0, 0);
    const clock = () => now;
    const limit = { max: 10, windowMs: 15 * MINUTE };
    // Two processes: each its own limiter object, one table.
    const a = new RateLimiter(server.database.db, 'together', limit, clock);
    const b = new RateLimiter(server.database.db, 'together', limit, clock);
    for (let i = 0; i < 9; i++) expect(await a.take('karl@example.org|10.0.0.1')).toBe(false);
    expect(await b.take('karl@example.org|10.0.0.1')).toBe(false);
    expect(await a.take('karl@example.org|10.0.0.1')).toBe(true);
    expect(await b.take('karl@example.org|10.0.0.1')).toBe(true);
    // Another key, and another limit with the same key, are counted apart.
    expect(await a.take('anna@example.org|10.0.0.1')).toBe(false);
    expect(
      await new RateLimiter(server.database.db, 'other', limit, clock).take('karl@example.org|10.0.0.1'),
    ).toBe(false);
    // An attempt given back (a right password) does not count.
    const c = new RateLimiter(server.database.db, 'given back', limit, clock);
    for (let i = 0; i < 20; i++) {
      expect(await c.take('karl@example.org|10.0.0.1')).toBe(false);
      await c.giveBack('karl@example.org|10.0.0.1');
    }
    now += 31 * MINUTE;
    expect(await a.take('karl@example.org|10.0.0.1')).toBe(false);
  });

  it('lets a burst sent at once through no further than attempts one after another', async () => {
    const limiter = new RateLimiter(server.database.db, 'burst', { max: 10, windowMs: 15 * MINUTE });
    const refused = await Promise.all(Array.from({ length: 25 }, () => limiter.take('burst|10.0.0.3')));
    expect(refused.filter((over) => !over)).toHaveLength(10);
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
    expect(await allowedInARow(limiter, 'edge|10.0.0.2')).toBe(10);
    // ...still count just after its edge (14 of 15 minutes of it): not a second ten.
    now = start + 16 * MINUTE;
    expect(await allowedInARow(limiter, 'edge|10.0.0.2')).toBe(0);
    // Half a window on, half of them count (and the two refused attempts above): three more.
    now = start + 22.5 * MINUTE;
    expect(await allowedInARow(limiter, 'edge|10.0.0.2')).toBe(3);
  });

  it('mails no more reset links for requests sent at once than for requests one after another', async () => {
    const RESET = graphql(
      `mutation RateLimiterRequestReset($email: String!) { requestPasswordReset(email: $email, language: de) { id } }`,
    );
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => execute(server.graphqlUrl, RESET, { email: 'burst@example.org' })),
    );
    const codes = answers.map((answer) => errorCodes(answer)[0] ?? 'OK');
    // Five an hour per address from one client (docs/domain.md).
    expect(codes.filter((code) => code === 'OK')).toHaveLength(5);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(7);
  });
});
