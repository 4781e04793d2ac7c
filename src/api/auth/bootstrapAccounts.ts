import { sql } from 'drizzle-orm';
import type { Role } from '../../shared/roles.ts';
import type { Database } from '../db/connection.ts';
import { clients } from '../db/schema.ts';
import { hashPasswordDigest, passwordDigest } from './secrets.ts';

/** Creates or updates a verified account with the given role and plain password (hashed as the browser would). */
export async function upsertVerifiedAccount(
  db: Database,
  account: { email: string; password: string; role: Role; firstName: string; lastName: string },
  now: Date,
): Promise<void> {
  const passwordHash = await hashPasswordDigest(passwordDigest(account.password));
  await db
    .insert(clients)
    .values({
      email: account.email.trim().toLowerCase(),
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
