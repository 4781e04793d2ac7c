import { eq, sql } from 'drizzle-orm';
import type { Role } from '../../shared/roles.ts';
import type { Database } from '../db/connection.ts';
import { clients } from '../db/schema.ts';
import { hashPasswordDigest, passwordDigest, verifyPasswordDigest } from './secrets.ts';

/**
 * Creates or updates a verified account with the given role and plain password (hashed as the
 * browser would). A password other than the account's ends its sessions; the same one (every start
 * of every process, with ADMIN_EMAIL and ADMIN_PASSWORD unchanged) leaves them alone, so a deploy
 * logs nobody out. True when the password was set (a new account, or a changed password).
 */
export async function upsertVerifiedAccount(
  db: Database,
  account: { email: string; password: string; role: Role; firstName: string; lastName: string },
  now: Date,
): Promise<boolean> {
  const email = account.email.trim().toLowerCase();
  const digest = passwordDigest(account.password);
  const [existing] = await db.select().from(clients).where(eq(clients.email, email));
  if (existing?.passwordHash && (await verifyPasswordDigest(existing.passwordHash, digest))) {
    await db
      .update(clients)
      .set({ role: account.role, verifiedAt: existing.verifiedAt ?? now })
      .where(eq(clients.id, existing.id));
    return false;
  }
  const passwordHash = await hashPasswordDigest(digest);
  await db
    .insert(clients)
    .values({
      email,
      firstName: account.firstName,
      lastName: account.lastName,
      role: account.role,
      passwordHash,
      verifiedAt: now,
    })
    .onConflictDoUpdate({
      target: clients.email,
      set: {
        role: account.role,
        passwordHash,
        verifiedAt: sql`coalesce(${clients.verifiedAt}, ${now.toISOString()}::timestamptz)`,
        // A changed ADMIN_PASSWORD ends the sessions that the old one opened.
        sessionVersion: sql`${clients.sessionVersion} + 1`,
      },
    });
  return true;
}

export const DEMO_PASSWORD = 'taubenschau';

/** One verified account per role, so a newcomer can try every screen. */
export const DEMO_ACCOUNTS: ReadonlyArray<{
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
}> = [
  { email: 'zuechter@example.org', role: 'BREEDER', firstName: 'Karl', lastName: 'Zimmermann' },
  { email: 'richter@example.org', role: 'JUDGE', firstName: 'Renate', lastName: 'Richter' },
  { email: 'admin@example.org', role: 'ADMIN', firstName: 'Anton', lastName: 'Adler' },
  { email: 'superadmin@example.org', role: 'SUPERADMIN', firstName: 'Sabine', lastName: 'Schwarz' },
];
