import { ROLES, type Role } from '@shared/roles.ts';
import { graphql } from '@tests/gql';
import { type Session, sessionFor } from '@tests/support/apiAccounts.ts';
import {
  apiTestDatabase,
  errorCodes,
  execute,
  startTestServer,
  type TestServer,
} from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CLIENTS = graphql(`query RolesClients($search: String) { clients(search: $search) { id email role } }`);
const SET_ROLE = graphql(
  `mutation SetRole($id: Int!, $role: Role!) { setClientRole(id: $id, role: $role) { id role } }`,
);
const ME = graphql(`query RolesGetClientByJWT { getClientByJWT { role } }`);

const database = apiTestDatabase();

describe(`role management on ${database}`, () => {
  let server: TestServer;
  const session = {} as Record<Role, Session>;
  const extra = {} as Record<'target' | 'admin2' | 'super2', Session>;

  const account = (email: string, role: Role) => sessionFor(server, email, role);

  beforeAll(async () => {
    server = await startTestServer({ database });
    for (const role of ROLES) session[role] = await account(`${role.toLowerCase()}@example.org`, role);
    extra.target = await account('target@example.org', 'BREEDER');
    extra.admin2 = await account('admin2@example.org', 'ADMIN');
    extra.super2 = await account('super2@example.org', 'SUPERADMIN');
  });
  afterAll(() => server?.close());

  const setRole = (as: Session | null, id: number, role: Role) =>
    execute(server.graphqlUrl, SET_ROLE, { id, role }, as?.token);

  it('lists accounts for admins and superadmins only', async () => {
    expect(errorCodes(await execute(server.graphqlUrl, CLIENTS, {}))).toEqual(['NOT_AUTHORIZED']);
    for (const role of ['BREEDER', 'JUDGE'] as const) {
      expect(errorCodes(await execute(server.graphqlUrl, CLIENTS, {}, session[role].token))).toEqual([
        'NOT_AUTHORIZED',
      ]);
    }
    for (const role of ['ADMIN', 'SUPERADMIN'] as const) {
      const found = await execute(server.graphqlUrl, CLIENTS, { search: 'TARG' }, session[role].token);
      expect(found.data?.clients.map((c) => c.email)).toEqual(['target@example.org']);
    }
    const byName = await execute(server.graphqlUrl, CLIENTS, { search: 'judge test' }, session.ADMIN.token);
    expect(byName.data?.clients.map((c) => c.email)).toEqual(['judge@example.org']);
  });

  it('refuses role changes below admin rank', async () => {
    expect(errorCodes(await setRole(null, extra.target.id, 'JUDGE'))).toEqual(['NOT_AUTHORIZED']);
    expect(errorCodes(await setRole(session.BREEDER, extra.target.id, 'JUDGE'))).toEqual(['NOT_AUTHORIZED']);
    expect(errorCodes(await setRole(session.JUDGE, extra.target.id, 'JUDGE'))).toEqual(['NOT_AUTHORIZED']);
  });

  it('lets an admin make a breeder a judge, and the judge sees it at the next request', async () => {
    const changed = await setRole(session.ADMIN, extra.target.id, 'JUDGE');
    expect(changed.data).toEqual({ setClientRole: { id: extra.target.id, role: 'JUDGE' } });
    const me = await execute(server.graphqlUrl, ME, {}, extra.target.token);
    expect(me.data?.getClientByJWT.role).toBe('JUDGE');
  });

  it('keeps admin roles in the hands of superadmins', async () => {
    expect(errorCodes(await setRole(session.ADMIN, extra.target.id, 'ADMIN'))).toEqual(['NOT_AUTHORIZED']);
    expect(errorCodes(await setRole(session.ADMIN, extra.admin2.id, 'BREEDER'))).toEqual(['NOT_AUTHORIZED']);
    expect((await setRole(session.SUPERADMIN, extra.target.id, 'ADMIN')).errors).toEqual([]);
    expect((await setRole(session.SUPERADMIN, extra.target.id, 'BREEDER')).errors).toEqual([]);
  });

  it('lets nobody change their own role, and never demotes the last superadmin', async () => {
    expect(errorCodes(await setRole(session.ADMIN, session.ADMIN.id, 'SUPERADMIN'))).toEqual([
      'NOT_AUTHORIZED',
    ]);
    expect(errorCodes(await setRole(session.SUPERADMIN, session.SUPERADMIN.id, 'ADMIN'))).toEqual([
      'NOT_AUTHORIZED',
    ]);
    // With two superadmins one may demote the other; the one left stays.
    expect((await setRole(session.SUPERADMIN, extra.super2.id, 'ADMIN')).errors).toEqual([]);
    expect(errorCodes(await setRole(extra.super2, session.SUPERADMIN.id, 'ADMIN'))).toEqual([
      'NOT_AUTHORIZED',
    ]);
  });

  it('answers an unknown account with CLIENT_NOT_FOUND', async () => {
    expect(errorCodes(await setRole(session.SUPERADMIN, 999_999, 'JUDGE'))).toEqual(['CLIENT_NOT_FOUND']);
  });
});

describe(`the last superadmin, under concurrent demotions, on ${database}`, () => {
  let server: TestServer;
  let first: Session;
  let second: Session;

  beforeAll(async () => {
    server = await startTestServer({ database });
    first = await sessionFor(server, 'super-a@example.org', 'SUPERADMIN');
    second = await sessionFor(server, 'super-b@example.org', 'SUPERADMIN');
  });
  afterAll(() => server?.close());

  const setRole = (as: Session, id: number, role: Role) =>
    execute(server.graphqlUrl, SET_ROLE, { id, role }, as.token);
  const superadmins = async () =>
    (await server.database.db.query.clients.findMany({ where: (c, { eq }) => eq(c.role, 'SUPERADMIN') })).map(
      (c) => c.id,
    );

  it('lets exactly one of two superadmins demoting each other at once succeed', async () => {
    // Several rounds: each is a race the check must win whatever the order of the two.
    for (let round = 0; round < 10; round++) {
      expect((await superadmins()).sort()).toEqual([first.id, second.id].sort());
      const answers = await Promise.all([
        setRole(first, second.id, 'ADMIN'),
        setRole(second, first.id, 'ADMIN'),
      ]);
      const codes = answers.map((answer) => errorCodes(answer)[0] ?? 'OK');
      expect(codes.sort()).toEqual(['NOT_AUTHORIZED', 'OK']);
      const left = await superadmins();
      expect(left).toHaveLength(1);
      // The one left makes the other a superadmin again for the next round.
      const [keeper, other] = left[0] === first.id ? [first, second] : [second, first];
      expect((await setRole(keeper, other.id, 'SUPERADMIN')).errors).toEqual([]);
    }
  });
});
