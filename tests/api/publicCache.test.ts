import { createPublicCache } from '@api/http/publicCache.ts';
import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';

// The public answers, kept by group of views: a mutation empties the groups it changes, an answer
// computed across such a change is not kept, and what a document reads is known even when it asks
// for fields that hold no id.

function server() {
  const reads = { events: 0, eventCages: 0 };
  let hold: Promise<void> | null = null;
  let fail = false;
  const publicCache = createPublicCache();
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: /* GraphQL */ `
        type Query {
          events: [String!]!
          eventCages: [String!]!
        }
      `,
      resolvers: {
        Query: {
          events: async () => {
            reads.events += 1;
            const read = reads.events;
            const failing = fail;
            fail = false;
            await hold;
            if (failing) throw new Error('the database went away');
            return [`read ${read}`];
          },
          eventCages: () => {
            reads.eventCages += 1;
            return [`read ${reads.eventCages}`];
          },
        },
      },
    }),
    logging: false,
    plugins: [...publicCache.plugin],
  });
  const ask = async (query: string, authorization?: string) => {
    const response = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as { data: Record<string, string[]>; errors?: unknown[] };
  };
  return {
    reads,
    ask,
    clear: publicCache.clear,
    failNext() {
      fail = true;
    },
    holdReads() {
      let release!: () => void;
      hold = new Promise((resolve) => {
        release = resolve;
      });
      return () => {
        hold = null;
        release();
      };
    },
  };
}

describe('the public answer cache', () => {
  it('empties only the groups a change concerns', async () => {
    const { reads, ask, clear } = server();
    await ask('{ events }');
    await ask('{ eventCages }');
    await ask('{ events }');
    await ask('{ eventCages }');
    expect(reads).toEqual({ events: 1, eventCages: 1 });
    clear(['cages']);
    await ask('{ events }');
    await ask('{ eventCages }');
    expect(reads).toEqual({ events: 1, eventCages: 2 });
    // A document whose fields are not known (a fragment at the top) counts as reading every group.
    await ask('query { ...F } fragment F on Query { events }');
    await ask('query { ...F } fragment F on Query { events }');
    clear(['results']);
    await ask('query { ...F } fragment F on Query { events }');
    expect(reads.events).toBe(3);
    // A signed-in session's answers are private too: emptied with what only its owner sees.
    await ask('{ events }', 'Bearer karl');
    await ask('{ events }', 'Bearer karl');
    await ask('{ events }');
    expect(reads.events).toBe(4);
    clear(['private']);
    await ask('{ events }', 'Bearer karl');
    await ask('{ events }');
    expect(reads.events).toBe(5);
  });

  it('computes an answer asked for again while it is computed once, for both', async () => {
    const { reads, ask, clear, holdReads } = server();
    const release = holdReads();
    const first = ask('{ events }');
    await expect.poll(() => reads.events).toBe(1);
    const second = ask('{ events }');
    // Another session's asks for its own answer: computed on its own.
    const other = ask('{ events }', 'Bearer karl');
    await expect.poll(() => reads.events).toBe(2);
    release();
    expect((await first).data.events).toEqual(['read 1']);
    expect((await second).data.events).toEqual(['read 1']);
    expect((await other).data.events).toEqual(['read 2']);
    // Asked after a change: never the computation from before it.
    const again = holdReads();
    const before = ask('{ events }', 'Bearer anna');
    await expect.poll(() => reads.events).toBe(3);
    clear(['events']);
    const after = ask('{ events }', 'Bearer anna');
    await expect.poll(() => reads.events).toBe(4);
    again();
    expect((await before).data.events).toEqual(['read 3']);
    expect((await after).data.events).toEqual(['read 4']);
  });

  it('lets a request asked meanwhile compute its own when the first answer fails', async () => {
    const { reads, ask, holdReads, failNext } = server();
    const release = holdReads();
    failNext();
    const first = ask('{ events }');
    await expect.poll(() => reads.events).toBe(1);
    const second = ask('{ events }');
    release();
    expect((await first).errors).toHaveLength(1);
    expect((await second).data.events).toEqual(['read 2']);
  });

  it('keeps no answer computed while its group was emptied: it may hold the data from before', async () => {
    const { reads, ask, clear, holdReads } = server();
    const release = holdReads();
    const slow = ask('{ events }');
    await expect.poll(() => reads.events).toBe(1);
    // A change is made and its groups emptied while the read is under way.
    clear(['events']);
    release();
    expect((await slow).data.events).toEqual(['read 1']);
    expect((await ask('{ events }')).data.events).toEqual(['read 2']);
    expect((await ask('{ events }')).data.events).toEqual(['read 2']);
  });
});
