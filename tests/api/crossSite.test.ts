import { clients } from '@api/db/schema.ts';
import { CSRF_HEADER, GRAPHQL_PATH } from '@shared/site.ts';
import { graphql } from '@tests/gql';
import { sessionFor, sha256Hex } from '@tests/support/apiAccounts.ts';
import { documentText } from '@tests/support/apiClient.ts';
import { rawRequest } from '@tests/support/apiHttp.ts';
import { apiTestDatabase, execute, startTestServer, type TestServer } from '@tests/support/server.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

// What a page of another site can make a visitor's browser send: a GET (an image's address), a
// form's POST (urlencoded or multipart, no preflight), a fetch with a JSON body (preflighted, and
// in any case naming its origin). None of it may do anything.

const LOGIN = graphql(`query CrossSiteLogin($email: String!, $password: String!) {
  loginClient(email: $email, password: $password) { token } }`);
const REGISTER = `mutation { registerClient(email: "forged@example.org", firstName: "Forged", lastName: "Account",
  pwdHash: "${sha256Hex('geheim123')}", language: de) { token } }`;

interface Answer {
  errors?: { message?: string; extensions?: { code?: string } }[];
  data?: unknown;
}
const answerOf = (body: Buffer) => JSON.parse(body.toString('utf8')) as Answer;

const database = apiTestDatabase();

describe(`requests from other sites on ${database}`, () => {
  let server: TestServer;
  const email = 'owner@example.org';
  beforeAll(async () => {
    server = await startTestServer({ database, env: { PUBLIC_URL: 'https://tauben.example' } });
    await sessionFor(server, email, 'BREEDER');
  });
  afterAll(async () => {
    await server?.close();
  });
  const path = GRAPHQL_PATH;
  const forged = async () =>
    (await server.database.db.select().from(clients).where(eq(clients.email, 'forged@example.org'))).length;

  it('refuses a login over GET, and twelve of them lock nobody out', async () => {
    const query = encodeURIComponent(documentText(LOGIN));
    const variables = encodeURIComponent(JSON.stringify({ email, password: sha256Hex('wrong') }));
    const url = `${new URL(server.graphqlUrl).pathname}?query=${query}&variables=${variables}`;
    for (let i = 0; i < 12; i++) {
      // As an image tag sends it: refused before anything runs.
      const plain = await rawRequest(server.url, url);
      expect(plain.status).toBe(403);
    }
    // Even with the header a page cannot set, a login never runs over GET.
    const withHeader = await rawRequest(server.url, url, { headers: { [CSRF_HEADER]: '1' } });
    expect(withHeader.status).toBe(405);
    expect(answerOf(withHeader.body).errors?.[0].extensions?.code).toBe('REQUEST_REFUSED');
    // The owner's own login still works: nothing was counted.
    const own = await execute(server.graphqlUrl, LOGIN, { email, password: sha256Hex('pw') });
    expect(own.errors).toEqual([]);
    expect(own.data?.loginClient.token).toEqual(expect.any(String));
  });

  it('runs no mutation sent as a form, urlencoded or multipart, from another site or from none', async () => {
    const origins: Record<string, string>[] = [{ origin: 'https://evil.example' }, {}];
    for (const origin of origins) {
      const urlencoded = await rawRequest(server.url, path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...origin },
        body: `query=${encodeURIComponent(REGISTER)}`,
      });
      expect(urlencoded.status).toBe(403);
      const boundary = '----forged';
      const multipart = await rawRequest(server.url, path, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...origin },
        body: `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({ query: REGISTER })}\r\n--${boundary}--\r\n`,
      });
      expect(multipart.status).toBe(403);
      const plainText = await rawRequest(server.url, path, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', ...origin },
        body: JSON.stringify({ query: REGISTER }),
      });
      expect(plainText.status).toBeGreaterThanOrEqual(400);
    }
    expect(await forged()).toBe(0);
  });

  it('refuses a JSON request that names another site as its origin, and runs the same from its own', async () => {
    const body = JSON.stringify({ query: REGISTER });
    const foreign = await rawRequest(server.url, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body,
    });
    expect(foreign.status).toBe(403);
    expect(answerOf(foreign.body).errors?.[0].extensions?.code).toBe('REQUEST_REFUSED');
    expect(await forged()).toBe(0);
    const own = await rawRequest(server.url, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://tauben.example' },
      body,
    });
    expect(own.status).toBe(200);
    expect(answerOf(own.body).errors).toBeUndefined();
    expect(await forged()).toBe(1);
  });

  it('refuses a socket opened by a page of another site', async () => {
    const refused = await new Promise<number>((resolve) => {
      const socket = new WebSocket(server.wsUrl, 'graphql-transport-ws', { origin: 'https://evil.example' });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => {
        socket.close();
        resolve(101);
      });
    });
    expect(refused).toBe(403);
  });
});
