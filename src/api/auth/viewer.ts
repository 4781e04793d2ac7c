import { hasRank, type Role } from '../../shared/roles.ts';
import type { GraphQLContext } from '../context.ts';
import { findSessionClient } from '../db/clients.ts';
import type { ClientRow } from '../db/schema.ts';
import { appError } from '../errors.ts';
import { bearerToken, verifySession } from './tokens.ts';

/**
 * Who is calling, from the bearer token: `guest` without a token; `invalid` for a bad, expired or
 * revoked token, or an account that is gone or not verified; otherwise the account.
 */
export type Viewer =
  | { kind: 'guest' }
  | { kind: 'invalid'; unverified: boolean }
  | { kind: 'client'; client: ClientRow };

export async function resolveViewer(
  ctx: Pick<GraphQLContext, 'db' | 'config' | 'requestInfo' | 'now'>,
): Promise<Viewer> {
  const token = bearerToken(ctx.requestInfo.authorization);
  if (!token) return { kind: 'guest' };
  const claims = await verifySession(ctx.config.jwtSecret, token, ctx.now());
  if (!claims) return { kind: 'invalid', unverified: false };
  const found = await findSessionClient(ctx.db, claims.clientId, claims.sessionId ?? null);
  const client = found?.client;
  if (!client || found.revoked || client.sessionVersion !== claims.sessionVersion)
    return { kind: 'invalid', unverified: false };
  if (!client.verifiedAt) return { kind: 'invalid', unverified: true };
  return { kind: 'client', client };
}

/** The logged-in account, or NOT_AUTHORIZED (no token) / UNAUTHENTICATED (token no longer valid). */
export async function requireClient(ctx: GraphQLContext): Promise<ClientRow> {
  const viewer = await ctx.viewer();
  if (viewer.kind === 'client') return viewer.client;
  if (viewer.kind === 'guest') throw appError('NOT_AUTHORIZED', 'Not logged in');
  if (viewer.unverified) throw appError('CLIENT_NOT_VERIFIED', 'E-mail address not confirmed yet');
  throw appError('UNAUTHENTICATED', 'Session expired, please log in again');
}

/** The logged-in account if its role ranks at or above `role`; NOT_AUTHORIZED otherwise. */
export async function requireRole(ctx: GraphQLContext, role: Role): Promise<ClientRow> {
  const client = await requireClient(ctx);
  if (!hasRank(client.role, role)) throw appError('NOT_AUTHORIZED', `Requires role ${role}`);
  return client;
}
