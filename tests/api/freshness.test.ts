import { createFreshness } from '@api/http/freshness.ts';
import type { ViewGroup } from '@api/http/publicCache.ts';
import { apiTestDatabase, startTestServer, type TestServer } from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// What processes on one PostgreSQL keep in memory (http/freshness.ts): two of them on one database,
// as two processes would be. The check runs on the embedded database too, where a server never
// needs it, so the rule is tested on both.

const database = apiTestDatabase();

describe(`freshness across processes on ${database}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.close());

  const twoProcesses = async () => {
    const a = createFreshness(server.database.db, 'postgres');
    const b = createFreshness(server.database.db, 'postgres');
    const emptied: ViewGroup[][] = [];
    a.onStale((groups) => emptied.push(groups));
    // The first read knows nothing held before it: everything is emptied once.
    await a.check();
    expect(emptied).toEqual([['events', 'cages', 'results', 'private']]);
    emptied.length = 0;
    return { a, b, emptied };
  };

  it('sees a change the other answered, however soon after its last read it is asked', async () => {
    const { a, b, emptied } = await twoProcesses();
    const started = performance.now();
    for (let round = 0; round < 5; round++) {
      await b.changed(['results']);
      await a.check();
      expect(emptied).toEqual([['results']]);
      emptied.length = 0;
    }
    // Reads start at most every 10 ms: five asked back to back took four gaps at least.
    expect(performance.now() - started).toBeGreaterThanOrEqual(40);
    await a.check();
    expect(emptied).toEqual([]);
  });

  it('answers requests that ask at once by reads started after each of them arrived', async () => {
    const { a, b, emptied } = await twoProcesses();
    const first = a.check();
    // Arrives while the first read waits or runs, after a change: its read must come later.
    await b.changed(['cages']);
    const second = a.check();
    const third = a.check();
    await Promise.all([first, second, third]);
    expect(emptied.flat()).toContain('cages');
  });
});
