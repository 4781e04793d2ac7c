import { request } from 'node:http';
import type { TypedDocumentNode } from '@apollo/client';
import { graphql } from '@tests/gql';
import { sessionFor, sha256Hex } from '@tests/support/apiAccounts.ts';
import { documentText } from '@tests/support/apiClient.ts';
import { apiTestDatabase, startTestServer, type TestServer } from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const LOGIN = graphql(`query LockoutLogin($email: String!, $password: String!) {
  loginClient(email: $email, password: $password) { token } }`);
const REQUEST_RESET = graphql(`mutation Ask($email: String!, $language: Language!) {
  requestPasswordReset(email: $email, language: $language) { id } }`);
const RESET = graphql(`mutation Reset($email: String!, $resetToken: String!, $newPassword: String!) {
  resetPassword(email: $email, resetToken: $resetToken, newPassword: $newPassword) { id } }`);

interface Answer {
  errors?: { extensions?: { code?: string } }[];
  data?: unknown;
}

/** A GraphQL call from a given client address on the loopback network (127.0.0.2, 127.0.0.3, …). */
function callFrom<TVariables>(
  server: TestServer,
  localAddress: string,
  document: TypedDocumentNode<unknown, TVariables>,
  variables: TVariables,
  headers: Record<string, string> = {},
): Promise<{ codes: (string | undefined)[]; body: Answer }> {
  const url = new URL(server.graphqlUrl);
  const payload = JSON.stringify({ query: documentText(document), variables });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          const body = JSON.parse(text) as Answer;
          resolve({ codes: (body.errors ?? []).map((e) => e.extensions?.code), body });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const database = apiTestDatabase();

describe(`lock-out is not a weapon, on ${database}`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
    await sessionFor(server, 'owner@example.org', 'BREEDER');
  });
  afterAll(() => server?.close());

  const login = (from: string, password: string, email = 'owner@example.org') =>
    callFrom(server, from, LOGIN, { email, password: sha256Hex(password) });

  it('blocks wrong passwords from one client address, never the owner’s right one from another', async () => {
    for (let i = 0; i < 10; i++) expect((await login('127.0.0.2', 'guess')).codes).toEqual(['LOGIN_FAILED']);
    expect((await login('127.0.0.2', 'guess')).codes).toEqual(['RATE_LIMITED']);
    // From the attacker's address even the right password waits: it could be the tenth guess.
    expect((await login('127.0.0.2', 'pw')).codes).toEqual(['RATE_LIMITED']);
    const own = await login('127.0.0.3', 'pw');
    expect(own.codes).toEqual([]);
    expect(own.body.data).toMatchObject({ loginClient: { token: expect.any(String) } });
    expect((await login('127.0.0.3', 'typo')).codes).toEqual(['LOGIN_FAILED']);
  });

  it('counts only failures: logging in again and again from one address is fine', async () => {
    await sessionFor(server, 'daily@example.org', 'BREEDER');
    for (let i = 0; i < 12; i++)
      expect((await login('127.0.0.4', 'pw', 'daily@example.org')).codes).toEqual([]);
  });

  it('never lets guessed reset tokens block the owner’s reset request', async () => {
    for (let i = 0; i < 10; i++) {
      const guess = await callFrom(server, '127.0.0.5', RESET, {
        email: 'owner@example.org',
        resetToken: `guess-${i}`,
        newPassword: sha256Hex('new'),
      });
      expect(guess.codes).toEqual(['RESET_TOKEN_INVALID']);
    }
    const blocked = await callFrom(server, '127.0.0.5', RESET, {
      email: 'owner@example.org',
      resetToken: 'guess',
      newPassword: sha256Hex('new'),
    });
    expect(blocked.codes).toEqual(['RATE_LIMITED']);
    for (const from of ['127.0.0.5', '127.0.0.6']) {
      const asked = await callFrom(server, from, REQUEST_RESET, {
        email: 'owner@example.org',
        language: 'de',
      });
      expect(asked.codes).toEqual([]);
    }
  });

  it('believes X-Forwarded-For from a trusted proxy only, and counts an untrusted sender by its own address', async () => {
    // The proxy is 127.0.0.1; every other loopback address is a client like any on the Internet.
    const behindProxy = await startTestServer({ database, env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      await sessionFor(behindProxy, 'owner@example.org', 'BREEDER');
      const login = (from: string, forwardedFor: string, password: string) =>
        callFrom(
          behindProxy,
          from,
          LOGIN,
          { email: 'owner@example.org', password: sha256Hex(password) },
          { 'x-forwarded-for': forwardedFor },
        );
      // Through the proxy: the client may put anything first; the proxy appends the address it saw.
      for (let i = 0; i < 10; i++)
        expect((await login('127.0.0.1', `9.9.9.${i}, 203.0.113.7`, 'guess')).codes).toEqual([
          'LOGIN_FAILED',
        ]);
      expect((await login('127.0.0.1', '203.0.113.7', 'guess')).codes).toEqual(['RATE_LIMITED']);
      // Another client behind the same proxy is not blocked.
      expect((await login('127.0.0.1', '198.51.100.2', 'pw')).codes).toEqual([]);

      // Sent straight from an untrusted address, the header is that sender's word: a new address
      // each time changes nothing, the sender's own one is counted.
      for (let i = 0; i < 10; i++)
        expect((await login('127.0.0.7', `10.0.0.${i}`, 'guess')).codes).toEqual(['LOGIN_FAILED']);
      expect((await login('127.0.0.7', '10.0.0.99', 'guess')).codes).toEqual(['RATE_LIMITED']);
      // Nor can it name the blocked client to be taken for it, or lock it out further.
      expect((await login('127.0.0.8', '203.0.113.7', 'pw')).codes).toEqual([]);
    } finally {
      await behindProxy.close();
    }
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as the IPv4 one', async () => {
    // The default trusts a proxy on this machine (loopback), as deploy/ runs Caddy.
    await sessionFor(server, 'v6@example.org', 'BREEDER');
    const login = (forwardedFor: string, password = 'guess') =>
      callFrom(
        server,
        '127.0.0.9',
        LOGIN,
        { email: 'v6@example.org', password: sha256Hex(password) },
        { 'x-forwarded-for': forwardedFor },
      );
    // Ten guesses from ten addresses of one /64 are ten from one client.
    for (let i = 1; i <= 10; i++)
      expect((await login(`2001:db8:1:2::${i.toString(16)}`)).codes).toEqual(['LOGIN_FAILED']);
    expect((await login('2001:db8:1:2:ffff:ffff:ffff:ffff')).codes).toEqual(['RATE_LIMITED']);
    expect((await login('2001:0db8:0001:0002::77', 'pw')).codes).toEqual(['RATE_LIMITED']);
    // The next /64 is another client.
    expect((await login('2001:db8:1:3::1')).codes).toEqual(['LOGIN_FAILED']);
    // 203.0.113.50, written either way, is one client.
    for (let i = 0; i < 5; i++) {
      expect((await login('203.0.113.50')).codes).toEqual(['LOGIN_FAILED']);
      expect((await login('::ffff:203.0.113.50')).codes).toEqual(['LOGIN_FAILED']);
    }
    expect((await login('203.0.113.50')).codes).toEqual(['RATE_LIMITED']);
    expect((await login('::FFFF:203.0.113.50', 'pw')).codes).toEqual(['RATE_LIMITED']);
    expect((await login('203.0.113.51', 'pw')).codes).toEqual([]);
  });
});
