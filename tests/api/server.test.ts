import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CONTENT_SECURITY_POLICY } from '@api/http/securityHeaders.ts';
import { CSRF_HEADER } from '@shared/site.ts';
import { graphql } from '@tests/gql';
import { sessionFor } from '@tests/support/apiAccounts.ts';
import { rawRequest } from '@tests/support/apiHttp.ts';
import { execute, gqlRaw, startTestServer, type TestServer } from '@tests/support/server.ts';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

const INTROSPECTION = JSON.stringify({
  query: '{ __schema { types { name description fields { name } } } }',
});

function postGraphql(server: TestServer, body: string, headers: Record<string, string> = {}) {
  return fetch(server.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

describe('HTTP server', () => {
  let server: TestServer;
  beforeAll(async () => {
    // As in development: the schema is a large answer to compress.
    server = await startTestServer({ env: { GRAPHQL_INTROSPECTION: '1' } });
  });
  afterAll(() => server?.close());

  it('puts the security headers on GraphQL responses', async () => {
    const result = await execute(server.graphqlUrl, graphql(`query ServerHealth { health }`));
    expect(result.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(result.headers.get('x-content-type-options')).toBe('nosniff');
    expect(result.headers.get('x-frame-options')).toBe('DENY');
    expect(result.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // Scripts may talk to this origin only: no WebSocket or fetch to another host.
    expect(CONTENT_SECURITY_POLICY.split('; ')).toContain("connect-src 'self'");
  });

  it('lets no cache keep an answer to a signed-in request, and keeps the public ones cacheable', async () => {
    const { token } = await sessionFor(server, 'cache@example.org', 'BREEDER');
    const query = graphql(`query ServerEvents { events { id } }`);
    const signedIn = await execute(server.graphqlUrl, query, {}, token);
    expect(signedIn.errors).toEqual([]);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    const mine = await execute(
      server.graphqlUrl,
      graphql(`query ServerGetClientByJWT { getClientByJWT { email } }`),
      {},
      token,
    );
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const guest = await execute(server.graphqlUrl, query);
    expect(guest.headers.get('cache-control')).toBeNull();
    expect(guest.headers.get('etag')).not.toBeNull();
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compresses GraphQL answers over 1 KB with %s', async (encoding, decompress) => {
    const res = await rawRequest(server.url, '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
      body: INTROSPECTION,
    });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toContain('Accept-Encoding');
    const json = JSON.parse(decompress(res.body).toString()) as { data: { __schema: { types: unknown[] } } };
    expect(json.data.__schema.types.length).toBeGreaterThan(5);
  });

  it('leaves small GraphQL answers uncompressed', async () => {
    const res = await postGraphql(server, JSON.stringify({ query: '{ health }' }), {
      'accept-encoding': 'br',
    });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual({ data: { health: true } });
  });

  it('says it is alive at /health and ready at /ready, for proxies and process managers', async () => {
    const alive = await fetch(`${server.url}/health`);
    expect([alive.status, await alive.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await fetch(`${server.url}/ready`);
    expect([ready.status, ready.headers.get('cache-control'), await ready.json()]).toEqual([
      200,
      'no-store',
      { status: 'ready' },
    ]);
  });

  it('answers GraphQL over GET too (cacheable queries, no mutations), given the header no foreign page can set', async () => {
    const url = `${server.graphqlUrl}?query=${encodeURIComponent('{ health }')}`;
    const res = await fetch(url, {
      headers: { accept: 'application/graphql-response+json', [CSRF_HEADER]: '1' },
    });
    expect(await res.json()).toEqual({ data: { health: true } });
    // Without it (an image's address on another site), nothing runs.
    expect((await fetch(url, { headers: { accept: 'application/graphql-response+json' } })).status).toBe(403);
  });
});

describe('introspection', () => {
  // Introspection documents stay text: production must refuse them.
  const ask = (server: TestServer, query: string) => gqlRaw(server.graphqlUrl, query);

  it('is off unless development or GRAPHQL_INTROSPECTION allows it; __typename stays', async () => {
    const production = await startTestServer({ env: { NODE_ENV: 'production' } });
    const development = await startTestServer({ env: { NODE_ENV: 'development' } });
    try {
      for (const query of [
        '{ __schema { types { name } } }',
        '{ __type(name: "Client") { fields { name } } }',
      ]) {
        const refused = await ask(production, query);
        expect(refused.data).toBeNull();
        expect(refused.errors[0]?.message).toMatch(/introspection has been disabled/i);
        expect((await ask(development, query)).errors).toEqual([]);
      }
      expect((await ask(production, '{ __typename health }')).data).toEqual({
        __typename: 'Query',
        health: true,
      });
    } finally {
      await Promise.all([production.close(), development.close()]);
    }
  });
});

describe('readiness', () => {
  it('is not ready from the start of a drain on (a deploy stops it next), while it still answers', async () => {
    const draining = await startTestServer();
    try {
      draining.drain();
      const ready = await fetch(`${draining.url}/ready`);
      expect([ready.status, await ready.json()]).toEqual([503, { status: 'draining' }]);
      expect((await fetch(`${draining.url}/health`)).status).toBe(200);
      const res = await postGraphql(draining, JSON.stringify({ query: '{ health }' }));
      expect(await res.json()).toEqual({ data: { health: true } });
    } finally {
      await draining.close();
    }
  });

  it('is not ready while its database does not answer', async () => {
    const lost = await startTestServer();
    try {
      await lost.database.close();
      const ready = await fetch(`${lost.url}/ready`);
      expect([ready.status, await ready.json()]).toEqual([503, { status: 'database' }]);
    } finally {
      await lost.close();
    }
  });
});

describe('graceful close', () => {
  it('says going away to WebSocket clients, lets idle connections go and stops accepting', async () => {
    const server = await startTestServer();
    const closeCodes: number[] = [];
    const client = createClient({
      url: server.wsUrl,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      on: { closed: (event) => closeCodes.push((event as { code: number }).code) },
    });
    const stream = client.iterate({ query: 'subscription { serverTime }' });
    await stream.next();
    await execute(server.graphqlUrl, graphql(`query ServerHealth2 { health }`)); // leaves an idle keep-alive connection behind

    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(2000);
    // graphql-ws clients see 1001 as a close to retry after, not as a completed stream.
    await expect(stream.next()).rejects.toMatchObject({ code: 1001 });
    expect(closeCodes).toEqual([1001]);
    await expect(fetch(server.graphqlUrl)).rejects.toThrow();
    await client.dispose();
  });

  it('cuts requests still open after the drain timeout', async () => {
    const server = await startTestServer({ drainTimeoutMs: 300 });
    // An HTTP subscription (server-sent events) never finishes on its own.
    const res = await fetch(
      `${server.graphqlUrl}?query=${encodeURIComponent('subscription { serverTime }')}`,
      {
        headers: { accept: 'text/event-stream', [CSRF_HEADER]: '1' },
      },
    );
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('serverTime');

    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(drain(reader)).rejects.toThrow();
  });
});

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  for (;;) if ((await reader.read()).done) return;
}
