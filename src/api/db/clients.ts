import { and, asc, eq, gt, ilike, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Role } from '../../shared/roles.ts';
import type { Database } from './connection.ts';
import { preparedPerDb } from './prepared.ts';
import { type ClientRow, clients, type NewClientRow, passwordResets, revokedSessions } from './schema.ts';

export async function findClientByEmail(db: Database, email: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.email, email));
  return row;
}

// Every request with a token reads its account: built once.
const clientById = preparedPerDb((db) =>
  db
    .select()
    .from(clients)
    .where(eq(clients.id, sql.placeholder('id')))
    .prepare('client_by_id'),
);

export async function findClientById(db: Database, id: number): Promise<ClientRow | undefined> {
  const [row] = await clientById(db).execute({ id });
  return row;
}

// Every request with a token reads its account and whether its session was logged out: one query.
const sessionClient = preparedPerDb((db) =>
  db
    .select({
      client: clients,
      revoked: sql<boolean>`exists (select 1 from ${revokedSessions} where ${revokedSessions.sessionId} = ${sql.placeholder('sessionId')}::uuid)`,
    })
    .from(clients)
    .where(eq(clients.id, sql.placeholder('id')))
    .prepare('session_client'),
);

/** The account of a session, and whether that session was logged out (revoked). */
export async function findSessionClient(
  db: Database,
  id: number,
  sessionId: string | null,
): Promise<{ client: ClientRow; revoked: boolean } | undefined> {
  const [row] = await sessionClient(db).execute({ id, sessionId });
  return row && { client: row.client, revoked: Boolean(row.revoked) };
}

/**
 * Logs one session out: its token is refused from now on, and the account's open reset links and
 * waiting change of address end with it, in one transaction (the account's row locked first, as in
 * every transaction here that touches both). Forgets revocations past their token's end.
 */
export async function revokeSession(
  db: Database,
  input: { sessionId: string; clientId: number; expiresAt: Date; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(clients).set(NO_PENDING_EMAIL).where(eq(clients.id, input.clientId));
    await spendResetLinks(tx, input.clientId, input.now);
    await tx.delete(revokedSessions).where(lt(revokedSessions.expiresAt, input.now));
    await tx
      .insert(revokedSessions)
      .values({ sessionId: input.sessionId, clientId: input.clientId, expiresAt: input.expiresAt })
      .onConflictDoNothing();
  });
}

/**
 * Ends every session of the account (its tokens all carry an older session version now), spends
 * every open password-reset link and drops a waiting change of address: what an account's owner
 * may mean to end when they log out everywhere, confirm a new address or reset the password.
 */
export async function endAllSessions(db: Database, clientId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(clients)
      .set({ sessionVersion: sql`${clients.sessionVersion} + 1`, ...NO_PENDING_EMAIL })
      .where(eq(clients.id, clientId));
    await spendResetLinks(tx, clientId, now);
  });
}

/** Every open password-reset link of the account stops working. */
async function spendResetLinks(db: Database, clientId: number, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.clientId, clientId), isNull(passwordResets.usedAt)));
}

/**
 * A new verification code for the unconfirmed account with this address: only its hash is kept, so
 * the code mailed before stops working. Undefined (nothing written) when no account has the
 * address or it is confirmed already, also when it was confirmed a moment ago.
 */
export async function renewVerificationCode(
  db: Database,
  email: string,
  codeHash: string,
): Promise<ClientRow | undefined> {
  const [row] = await db
    .update(clients)
    .set({ verificationCodeHash: codeHash })
    .where(and(eq(clients.email, email), isNull(clients.verifiedAt)))
    .returning();
  return row;
}

export async function findClientByVerificationCode(
  db: Database,
  codeHash: string,
): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.verificationCodeHash, codeHash));
  return row;
}

export async function findClientByPendingEmailToken(
  db: Database,
  tokenHash: string,
): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.pendingEmailTokenHash, tokenHash));
  return row;
}

/** The columns of "no change of address is waiting". */
export const NO_PENDING_EMAIL = {
  pendingEmail: null,
  pendingEmailTokenHash: null,
  pendingEmailExpiresAt: null,
} as const;

/**
 * Uses an e-mail change link: the pending address becomes the account's address and the link is
 * spent, every earlier session ends and every open reset link is spent, in one transaction.
 * Undefined when the link is unknown, used or expired. Throws the unique violation when another
 * account has the address by now.
 */
export async function confirmPendingEmail(
  db: Database,
  input: { tokenHash: string; now: Date },
): Promise<ClientRow | undefined> {
  return db.transaction(async (tx) => {
    // The address changes hands: every session of the old one ends, and a reset link mailed to the
    // old address before stops working (its mailbox no longer proves anything).
    const [row] = await tx
      .update(clients)
      .set({
        email: sql`${clients.pendingEmail}`,
        sessionVersion: sql`${clients.sessionVersion} + 1`,
        ...NO_PENDING_EMAIL,
      })
      .where(
        and(
          eq(clients.pendingEmailTokenHash, input.tokenHash),
          isNotNull(clients.pendingEmail),
          gt(clients.pendingEmailExpiresAt, input.now),
        ),
      )
      .returning();
    if (row) await spendResetLinks(tx, row.id, input.now);
    return row;
  });
}

/**
 * Sets a new password from within a session: ends every session of the account (the caller signs a
 * new token with the version returned), spends every open reset link and drops a waiting change of
 * address, in one transaction (the account's row locked first, as everywhere here). Only while the
 * session version is still the one the caller's session was checked with: a password reset, a
 * confirmed change of address or a logout everywhere that came in between wins, and this gives
 * undefined.
 */
export async function changePasswordHash(
  db: Database,
  input: { clientId: number; sessionVersion: number; passwordHash: string; now: Date },
): Promise<ClientRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(clients)
      .set({
        passwordHash: input.passwordHash,
        sessionVersion: sql`${clients.sessionVersion} + 1`,
        // As after a reset: the notice of a change of address promises that a new password drops it.
        ...NO_PENDING_EMAIL,
      })
      .where(and(eq(clients.id, input.clientId), eq(clients.sessionVersion, input.sessionVersion)))
      .returning();
    if (row) await spendResetLinks(tx, row.id, input.now);
    return row;
  });
}

/** Inserts unless the e-mail is taken; undefined means it was taken (no exception, no half write). */
export async function insertClient(db: Database, values: NewClientRow): Promise<ClientRow | undefined> {
  const [row] = await db
    .insert(clients)
    .values(values)
    .onConflictDoNothing({ target: clients.email })
    .returning();
  return row;
}

export async function updateClient(
  db: Database,
  id: number,
  values: Partial<Omit<NewClientRow, 'id'>>,
): Promise<ClientRow | undefined> {
  const [row] = await db.update(clients).set(values).where(eq(clients.id, id)).returning();
  return row;
}

export async function markVerified(db: Database, id: number, at: Date): Promise<void> {
  await db.update(clients).set({ verifiedAt: at }).where(eq(clients.id, id));
}

export async function searchClients(db: Database, search: string, limit: number): Promise<ClientRow[]> {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const match = search
    ? or(
        ilike(clients.email, pattern),
        ilike(sql`${clients.firstName} || ' ' || ${clients.lastName}`, pattern),
      )
    : undefined;
  // A deleted account's tombstone is nobody's to manage: no name, no address, no role to give.
  return db
    .select()
    .from(clients)
    .where(and(isNull(clients.deletedAt), match))
    .orderBy(asc(clients.lastName), asc(clients.firstName), asc(clients.id))
    .limit(limit);
}

/**
 * Gives the account the role, unless that would leave no SUPERADMIN ('lastSuperadmin'), or `by`,
 * the superadmin said to make the change, is none any more ('notSuperadmin'); nothing is written
 * then. Undefined when there is no such account. One transaction that first locks every SUPERADMIN
 * row, in id order (two of them never deadlock), and only then counts: of two demotions at once,
 * the second waits for the first, then counts again without the row it changed. A check before
 * the write, outside it, let two superadmins demote each other and leave none.
 */
export async function setRoleKeepingASuperadmin(
  db: Database,
  change: { id: number; role: Role; by?: number },
): Promise<ClientRow | 'lastSuperadmin' | 'notSuperadmin' | undefined> {
  return db.transaction(async (tx) => {
    const superadmins = (
      await tx
        .select({ id: clients.id })
        .from(clients)
        .where(eq(clients.role, 'SUPERADMIN'))
        .orderBy(asc(clients.id))
        .for('update')
    ).map((row) => row.id);
    if (change.by !== undefined && !superadmins.includes(change.by)) return 'notSuperadmin';
    if (change.role !== 'SUPERADMIN' && superadmins.length === 1 && superadmins[0] === change.id)
      return 'lastSuperadmin';
    const [row] = await tx
      .update(clients)
      .set({ role: change.role })
      .where(eq(clients.id, change.id))
      .returning();
    return row;
  });
}

/**
 * Keeps a reset token for the account, if the account still has `email` (false otherwise): a
 * change of address confirmed between looking the account up and here spends every earlier link,
 * and a link made after it must not go to the old mailbox either. The account's row is locked
 * first, as in every transaction here that touches both (no deadlock).
 */
export async function insertPasswordReset(
  db: Database,
  values: { tokenHash: string; clientId: number; email: string; expiresAt: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.id, values.clientId), eq(clients.email, values.email)))
      .for('update');
    if (!owner) return false;
    await tx
      .insert(passwordResets)
      .values({ tokenHash: values.tokenHash, clientId: values.clientId, expiresAt: values.expiresAt });
    return true;
  });
}

/**
 * Uses a reset token: sets the new password, ends every earlier session, spends every open token
 * of the account and drops a pending change of address, in one transaction. False when the token
 * is unknown, used, expired or not this account's.
 */
export async function consumePasswordReset(
  db: Database,
  input: { clientId: number; tokenHash: string; passwordHash: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The account's row first, as a confirmed change of address locks it (no deadlock).
    await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, input.clientId)).for('update');
    const spent = await tx
      .update(passwordResets)
      .set({ usedAt: input.now })
      .where(
        and(
          eq(passwordResets.tokenHash, input.tokenHash),
          eq(passwordResets.clientId, input.clientId),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, input.now),
        ),
      )
      .returning({ clientId: passwordResets.clientId });
    if (spent.length === 0) return false;
    await spendResetLinks(tx, input.clientId, input.now);
    await tx
      .update(clients)
      .set({
        passwordHash: input.passwordHash,
        sessionVersion: sql`${clients.sessionVersion} + 1`,
        // The mailed link proves the address, so a reset also completes a pending verification.
        verifiedAt: sql`coalesce(${clients.verifiedAt}, ${input.now.toISOString()}::timestamptz)`,
        // A new password is the answer to "someone asked to change your address": it drops the
        // change, so a link already mailed to a stranger's address stops working.
        ...NO_PENDING_EMAIL,
      })
      .where(eq(clients.id, input.clientId));
    return true;
  });
}
