import { createHash } from 'node:crypto';
import { upsertVerifiedAccount } from '@api/auth/bootstrapAccounts.ts';
import type { Role } from '@shared/roles.ts';
import { graphql } from '@tests/gql';
import { execute } from './apiClient.ts';
import type { TestServer } from './server.ts';

/** A logged-in account as a test holds it: its id and session token. */
export interface Session {
  id: number;
  token: string;
}

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** The login the support modules use to start a session. */
export const LOGIN = graphql(`query Login($email: String!, $password: String!) {
  loginClient(email: $email, password: $password) { client { id } token }
}`);

/** Creates (or updates) a verified account with the role and logs it in through the API. */
export async function sessionFor(
  server: TestServer,
  email: string,
  role: Role,
  now = new Date(),
): Promise<Session> {
  await upsertVerifiedAccount(
    server.database.db,
    { email, password: 'pw', role, firstName: role, lastName: 'Test' },
    now,
  );
  const result = await execute(server.graphqlUrl, LOGIN, {
    email,
    password: sha256Hex('pw'),
  });
  if (!result.data) throw new Error(`login of ${email} failed: ${JSON.stringify(result.errors)}`);
  return { id: result.data.loginClient.client.id, token: result.data.loginClient.token };
}
