import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LOCALES } from '../../shared/locales.ts';
import { ROLES } from '../../shared/roles.ts';

/** Lifecycle of an event (DESIGN §4); mirrors the GraphQL enum `EventStatus`. */
export const EVENT_STATUSES = ['DRAFT', 'OPEN', 'CLOSED', 'STARTED', 'ENDED'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    eventType: text('event_type').notNull(),
    description: text('description'),
    registrationDeadline: timestamptz('registration_deadline').notNull(),
    eventStart: timestamptz('event_start').notNull(),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('DRAFT'),
    country: text('country').notNull(),
    city: text('city').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    zipCode: text('zip_code').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('events_status_check', sql`${t.status} in ('DRAFT', 'OPEN', 'CLOSED', 'STARTED', 'ENDED')`),
    // SPEC §5: an event cannot start before its registration deadline.
    check('events_start_after_deadline_check', sql`${t.eventStart} >= ${t.registrationDeadline}`),
    index('events_event_start_idx').on(t.eventStart),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;

/** Facts about the database itself, e.g. that the demo data was seeded once. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased: e-mail addresses are unique regardless of case. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('BREEDER'),
    phoneNumber: text('phone_number'),
    website: text('website'),
    emailPublic: boolean('email_public').notNull().default(false),
    /** argon2id of the SHA-256 hex the browser sends; null for accounts that never set one. */
    passwordHash: text('password_hash'),
    language: text('language', { enum: LOCALES }).notNull().default('de'),
    verifiedAt: timestamptz('verified_at'),
    /** SHA-256 of the mailed verification code; kept after use so a second use says "already verified". */
    verificationCodeHash: text('verification_code_hash'),
    /** Part of every token; raising it ends every earlier session (password reset). */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clients_email_idx').on(t.email),
    uniqueIndex('clients_verification_code_idx').on(t.verificationCodeHash),
    check('clients_role_check', sql`${t.role} in ('BREEDER', 'JUDGE', 'ADMIN', 'SUPERADMIN')`),
  ],
);

export type ClientRow = typeof clients.$inferSelect;
export type NewClientRow = typeof clients.$inferInsert;

export const passwordResets = pgTable(
  'password_resets',
  {
    /** SHA-256 of the mailed token: the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('password_resets_client_idx').on(t.clientId)],
);
