import { SESSION_CHANGED_CLOSE } from '@api/http/graphqlWebSocket.ts';
import { graphql } from '@tests/gql';
import { createEventWorld, type EventWorld, type Session } from '@tests/support/eventFactories.ts';
import { apiTestDatabase, startTestServer, type TestServer } from '@tests/support/server.ts';
import { type Client, createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';

// A running subscription keeps the viewer it started with: when that account's sessions or role
// change, its sockets are closed, and what connects again is who the account now is.

const LOGOUT = graphql(
  `mutation SessionSocketsLogout($everywhere: Boolean) { logoutClient(everywhere: $everywhere) }`,
);
const SET_ROLE = graphql(`mutation SessionSocketsSetRole($id: Int!, $role: Role!) {
  setClientRole(id: $id, role: $role) { id role } }`);

const database = apiTestDatabase();

describe(`sockets follow the session on ${database}`, () => {
  let server: TestServer;
  let w: EventWorld;
  let eventId: string;
  const clients: Client[] = [];
  beforeAll(async () => {
    server = await startTestServer({ database });
    w = await createEventWorld(server, new Date());
    eventId = await w.readyEvent();
  });
  afterAll(async () => {
    for (const client of clients) await client.dispose();
    await server?.close();
  });

  /** A socket of `who`, subscribed to the event with `fields`; it records how it closed. */
  async function follow(who: Session, fields: string) {
    const closes: number[] = [];
    const client = createClient({
      url: server.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: `Bearer ${who.token}` },
      retryAttempts: 0,
      on: { closed: (event) => closes.push((event as { code: number }).code) },
    });
    clients.push(client);
    const pushes = client.iterate<Record<string, unknown>>({
      query: `subscription($id: ID!) { eventChanged(id: $id, current: true) { id ${fields} } }`,
      variables: { id: eventId },
    });
    const first = await pushes.next();
    return { first: first.value, pushes, closes };
  }

  it('closes a breeder’s sockets when they log out everywhere, and only theirs', async () => {
    const breeder = await follow(w.as.breeder, 'myRegistrations { id }');
    expect(
      (breeder.first as { data: { eventChanged: { myRegistrations: unknown[] } } }).data.eventChanged
        .myRegistrations.length,
    ).toBeGreaterThan(0);
    const other = await follow(w.as.other, 'myRegistrations { id }');
    expect((await w.call(LOGOUT, { everywhere: true }, w.as.breeder)).errors).toEqual([]);
    await vi.waitFor(() => expect(breeder.closes).toEqual([SESSION_CHANGED_CLOSE]));
    // The other breeder's socket goes on.
    expect(other.closes).toEqual([]);
  });

  it('closes a demoted admin’s sockets, and a new one no longer gets what only admins see', async () => {
    const admin = await follow(w.as.admin, 'unjudgedCages { id }');
    expect(
      (admin.first as { data: { eventChanged: { unjudgedCages: unknown[] } } }).data.eventChanged
        .unjudgedCages.length,
    ).toBeGreaterThan(0);
    expect((await w.call(SET_ROLE, { id: w.as.admin.id, role: 'BREEDER' }, w.as.superadmin)).errors).toEqual(
      [],
    );
    try {
      await vi.waitFor(() => expect(admin.closes).toEqual([SESSION_CHANGED_CLOSE]));
      // Connecting again with the same token: the account is a breeder now.
      const again = await follow(w.as.admin, 'unjudgedCages { id }');
      expect(again.first).toMatchObject({
        errors: [
          expect.objectContaining({ extensions: expect.objectContaining({ code: 'NOT_AUTHORIZED' }) }),
        ],
      });
    } finally {
      await w.call(SET_ROLE, { id: w.as.admin.id, role: 'ADMIN' }, w.as.superadmin);
    }
  });

  it('closes the sockets of a session logged out on this device', async () => {
    const judge = await follow(w.as.judge2, 'status');
    expect((await w.call(LOGOUT, { everywhere: false }, w.as.judge2)).errors).toEqual([]);
    await vi.waitFor(() => expect(judge.closes).toEqual([SESSION_CHANGED_CLOSE]));
  });
});
