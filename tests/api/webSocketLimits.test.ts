import { MAX_SOCKETS_PER_ADDRESS, MAX_SUBSCRIPTIONS_PER_SOCKET } from '@api/http/graphqlWebSocket.ts';
import { startTestServer, type TestServer } from '@tests/support/server.ts';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

/** Opens a raw socket and says how the upgrade ended. */
function upgrade(url: string, origin?: string): Promise<{ outcome: string; socket: WebSocket }> {
  const socket = new WebSocket(url, 'graphql-transport-ws', origin ? { origin } : {});
  return new Promise((resolve) => {
    socket.once('open', () => resolve({ outcome: 'open', socket }));
    socket.once('unexpected-response', (_req, res) => resolve({ outcome: String(res.statusCode), socket }));
    socket.once('error', (error) => resolve({ outcome: error.message, socket }));
  });
}

describe('WebSocket limits', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('refuses pages of another origin and lets its own and non-browser clients in', async () => {
    const foreign = await upgrade(server.wsUrl, 'https://evil.example');
    expect(foreign.outcome).toBe('403');
    for (const origin of [server.config.publicUrl, server.url, undefined]) {
      const own = await upgrade(server.wsUrl, origin);
      expect(own.outcome).toBe('open');
      own.socket.close();
    }
  });

  it(`ends a socket's ${MAX_SUBSCRIPTIONS_PER_SOCKET + 1}th subscription with RATE_LIMITED`, async () => {
    const client = createClient({
      url: server.wsUrl,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: false,
    });
    try {
      const streams = Array.from({ length: MAX_SUBSCRIPTIONS_PER_SOCKET }, () =>
        client.iterate({ query: 'subscription { serverTime }' }),
      );
      // Each has answered once: all fifty are running.
      await Promise.all(streams.map((stream) => stream.next()));
      const refused = await client
        .iterate({ query: 'subscription { serverTime }' })
        .next()
        .then(
          () => [],
          (errors: { extensions?: { code?: string } }[]) => errors.map((e) => e.extensions?.code),
        );
      expect(refused).toEqual(['RATE_LIMITED']);
      await Promise.all(streams.map((stream) => stream.return?.()));
    } finally {
      await client.dispose();
    }
  });

  it(`refuses a client address its ${MAX_SOCKETS_PER_ADDRESS + 1}th socket`, async () => {
    const open = await Promise.all(
      Array.from({ length: MAX_SOCKETS_PER_ADDRESS }, () => upgrade(server.wsUrl)),
    );
    try {
      expect(open.every((s) => s.outcome === 'open')).toBe(true);
      expect((await upgrade(server.wsUrl)).outcome).toBe('429');
    } finally {
      for (const s of open) s.socket.close();
    }
  });
});
