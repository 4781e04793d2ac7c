import { and, asc, count, eq, gt, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Role } from '../../shared/roles.ts';
import type { Database } from './connection.ts';
import { preparedPerDb } from './prepared.ts';
import { type ClientRow, clients, type NewClientRow, passwordResets } from './schema.ts';

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
 * spent, in one statement. Undefined when the link is unknown, used or expired. Throws the unique
 * violation when another account has the address by now.
 */
export async function confirmPendingEmail(
  db: Database,
  input: { tokenHash: string; now: Date },
): Promise<ClientRow | undefined> {
  const [row] = await db
    .update(clients)
    .set({ email: sql`${clients.pendingEmail}`, ...NO_PENDING_EMAIL })
    .where(
      and(
        eq(clients.pendingEmailTokenHash, input.tokenHash),
        isNotNull(clients.pendingEmail),
        gt(clients.pendingEmailExpiresAt, input.now),
      ),
    )
    .returning();
  return row;
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
  return db
    .select()
    .from(clients)
    .where(match)
    .orderBy(asc(clients.lastName), asc(clients.firstName), asc(clients.id))
    .limit(limit);
}

export async function countByRole(db: Database, role: Role): Promise<number> {
  const [row] = await db.select({ n: count() }).from(clients).where(eq(clients.role, role));
  return row.n;
}

export async function insertPasswordReset(
  db: Database,
  values: { tokenHash: string; clientId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(values);
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
    await tx
      .update(passwordResets)
      .set({ usedAt: input.now })
      .where(and(eq(passwordResets.clientId, input.clientId), isNull(passwordResets.usedAt)));
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
