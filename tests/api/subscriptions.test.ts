import { startTestServer, type TestServer } from '@tests/support/server.ts';
import { type Client, createClient } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

describe('subscriptions over graphql-transport-ws', () => {
  let server: TestServer;
  let client: Client | undefined;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterEach(async () => {
    await client?.dispose();
    client = undefined;
  });
  afterAll(() => server?.close());

  const connect = (connectionParams?: Record<string, unknown>) => {
    client = createClient({
      url: server.wsUrl,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams,
    });
    return client;
  };

  it('streams serverTime as ISO date-times about once a second', async () => {
    const times: string[] = [];
    const started = Date.now();
    for await (const result of connect({ Authorization: 'Bearer not-checked-yet' }).iterate<{
      serverTime: string;
    }>({ query: 'subscription { serverTime }' })) {
      expect(result.errors).toBeUndefined();
      times.push(result.data!.serverTime);
      if (times.length === 2) break;
    }
    expect(times.every((t) => new Date(t).toISOString() === t)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('answers queries over the same socket', async () => {
    const results = connect().iterate({ query: '{ health }' });
    const first = await results.next();
    expect(first.value).toEqual({ data: { health: true } });
  });

  it.each([
    ['an unknown field', 'subscription { nope }', 'nope'],
    ['a syntax error', 'subscription {', 'Syntax Error'],
  ])('reports %s as GraphQL errors and keeps the socket open', async (_case, query, message) => {
    const socket = connect();
    await expect(socket.iterate({ query }).next()).rejects.toSatisfy(
      (errors) => Array.isArray(errors) && String(errors[0]?.message).includes(message),
    );
    await expect(socket.iterate({ query: '{ health }' }).next()).resolves.toMatchObject({
      value: { data: { health: true } },
    });
  });

  it('refuses a socket on any other path', async () => {
    const socket = new WebSocket(
      `${server.wsUrl.replace(/\/graphql$/, '/elsewhere')}`,
      'graphql-transport-ws',
    );
    const outcome = await new Promise<string>((resolve) => {
      socket.on('open', () => resolve('open'));
      socket.on('error', (error) => resolve(error.message));
    });
    expect(outcome).toMatch(/404/);
  });
});
