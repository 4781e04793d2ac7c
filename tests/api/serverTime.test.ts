import { CSRF_HEADER, SERVER_TIME_HEADER } from '@shared/site.ts';
import { graphql } from '@tests/gql';
import { rawRequest } from '@tests/support/apiHttp.ts';
import { createEventWorld, type EventWorld } from '@tests/support/eventFactories.ts';
import { execute, gqlRaw, startTestServer, type TestServer } from '@tests/support/server.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Every answer of /graphql carries the server's clock as it went out, for the tablets to set
// their clock's offset by: errors and answers kept by the public cache too.

describe('the server time on every GraphQL answer', () => {
  let server: TestServer;
  let w: EventWorld;
  beforeAll(async () => {
    // The real clock: the header is compared with this process's own.
    server = await startTestServer();
    w = await createEventWorld(server, new Date());
  });
  afterAll(() => server?.close());

  /** The header's time, checked to lie between the request's sending and its answer's arrival. */
  const timed = async <T>(send: () => Promise<T>, header: (answer: T) => string | null | undefined) => {
    const sent = Date.now();
    const answer = await send();
    const received = Date.now();
    const value = header(answer);
    expect(value).toMatch(/^\d+$/);
    const time = Number(value);
    expect(time).toBeGreaterThanOrEqual(sent);
    expect(time).toBeLessThanOrEqual(received);
    return { answer, time };
  };

  it('is sent with a POST answer', async () => {
    const { answer } = await timed(
      () => execute(server.graphqlUrl, graphql(`query ServerTimeHealth { health }`)),
      (result) => result.headers.get(SERVER_TIME_HEADER),
    );
    expect(answer.data).toEqual({ health: true });
  });

  it('is sent with error answers, those of the request limits included', async () => {
    const { answer } = await timed(
      () => gqlRaw(server.graphqlUrl, '{ noSuchField }'),
      (result) => result.headers.get(SERVER_TIME_HEADER),
    );
    expect(answer.errors).not.toEqual([]);
    // A body of unknown length is refused before Yoga reads it.
    const { answer: refused } = await timed(
      () =>
        rawRequest(server.url, '/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
          body: '{}',
        }),
      (result) => result.headers[SERVER_TIME_HEADER.toLowerCase()] as string | undefined,
    );
    expect(refused.status).toBe(411);
  });

  it('is the time of sending on a GET answered from the public cache, not the cached answer’s', async () => {
    const id = await w.openEvent('Zeitschau');
    const url = `${server.graphqlUrl}?query=${encodeURIComponent('{ events { id title } }')}`;
    const get = (headers: Record<string, string> = {}) =>
      fetch(url, {
        headers: { accept: 'application/graphql-response+json', [CSRF_HEADER]: '1', ...headers },
      });
    const first = await timed(get, (response) => response.headers.get(SERVER_TIME_HEADER));
    const titleOf = async (response: Response) => {
      const body = (await response.json()) as { data: { events: { id: string; title: string }[] } };
      return body.data.events.find((event) => event.id === id)?.title;
    };
    expect(await titleOf(first.answer)).toBe('Zeitschau');
    // Changed behind the server's back: an answer with the old title comes from the cache.
    await server.database.db.execute(sql`update events set title = 'Geändert' where id = ${Number(id)}`);
    const cached = await timed(get, (response) => response.headers.get(SERVER_TIME_HEADER));
    expect(await titleOf(cached.answer)).toBe('Zeitschau');
    expect(cached.time).toBeGreaterThanOrEqual(first.time);
    // Revalidated: the cache answers 304, with the time too.
    const etag = first.answer.headers.get('etag') ?? '';
    const unchanged = await timed(
      () => get({ 'if-none-match': etag }),
      (response) => response.headers.get(SERVER_TIME_HEADER),
    );
    expect(unchanged.answer.status).toBe(304);
  });
});
