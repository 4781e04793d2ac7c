import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { graphql } from '../tests/gql';
import { call, callRaw } from './support/journey';
import { expect, test } from './support/test';

// A page of another site, visited by someone with the app open: it tries what such pages try (a
// login as an image, a form that registers an account, a fetch, a socket). None of it may act.

const FORGED = `forged-${Date.now() % 10_000_000}@example.org`;

/** A page of another origin (127.0.0.1 on a port of its own; the app is on localhost). */
async function foreignSite(app: string): Promise<{ url: string; server: Server }> {
  const password = createHash('sha256').update('geheim123').digest('hex');
  const register = `mutation { registerClient(email: "${FORGED}", firstName: "Forged", lastName: "Account", pwdHash: "${password}", language: de) { token } }`;
  const login = encodeURIComponent(
    `{ loginClient(email: "admin@example.org", password: "${createHash('sha256').update('wrong').digest('hex')}") { token } }`,
  );
  const html = `<!doctype html><html lang="en"><head><title>Win a pigeon</title></head><body>
    <main><h1>Win a pigeon</h1>
    ${Array.from({ length: 12 }, () => `<img alt="" src="${app}/graphql?query=${login}">`).join('')}
    <form id="forged" method="POST" action="${app}/graphql" enctype="application/x-www-form-urlencoded">
      <input type="hidden" name="query" value='${register}'><button>Claim</button>
    </form>
    <script>
      window.outcomes = {};
      fetch('${app}/graphql', { method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: ${JSON.stringify(register)} }) })
        .then((r) => { window.outcomes.fetch = 'answered ' + r.status; }, () => { window.outcomes.fetch = 'blocked'; });
      const socket = new WebSocket('${app.replace('http', 'ws')}/graphql', 'graphql-transport-ws');
      socket.onopen = () => { window.outcomes.socket = 'open'; };
      socket.onerror = () => { window.outcomes.socket = 'refused'; };
    </script></main></body></html>`;
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

test('a page of another site can neither register an account, nor lock out a login, nor listen in', async ({
  page,
  request,
}) => {
  const app = new URL(process.env.E2E_BASE_URL as string).origin;
  const site = await foreignSite(app);
  try {
    await page.goto(site.url);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { outcomes: Record<string, string> }).outcomes))
      .toEqual({
        fetch: 'blocked',
        socket: 'refused',
      });
    // The form is sent, as a click on "Claim" would: the answer refuses it.
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) => response.url().startsWith(`${app}/graphql`) && response.request().method() === 'POST',
      ),
      page.getByRole('button', { name: 'Claim' }).click(),
    ]);
    expect(answer.status()).toBe(403);
    // No account was made, and the admin's own login still works after the twelve images.
    const forged = await callRaw(
      request,
      graphql(`query CrossSiteJourneyLogin($email: String!, $password: String!) {
        loginClient(email: $email, password: $password) { client { email } } }`),
      { email: FORGED, password: createHash('sha256').update('geheim123').digest('hex') },
    );
    expect(forged.errors?.[0]?.extensions?.code).toBe('LOGIN_FAILED');
    const { loginClient: admin } = await call(
      request,
      graphql(`query CrossSiteJourneyAdmin($email: String!, $password: String!) {
        loginClient(email: $email, password: $password) { client { email } } }`),
      { email: 'admin@example.org', password: createHash('sha256').update('taubenschau').digest('hex') },
    );
    expect(admin.client.email).toBe('admin@example.org');
  } finally {
    site.server.close();
  }
});
