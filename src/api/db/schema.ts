import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CLASS_CODES, CLASS_LEVELS, SEXES } from '../../shared/classification.ts';
import { EVENT_STATUSES } from '../../shared/eventLifecycle.ts';
import { EVENT_TYPES } from '../../shared/eventTypes.ts';
import { MAX_FEE_CENTS, PAYMENT_METHODS } from '../../shared/fees.ts';
import { JUDGING_KINDS, LATE_STATUSES, SKIP_REASONS } from '../../shared/judging.ts';
import { LOCALES } from '../../shared/locales.ts';
import { DEFAULT_RATING_SCHEME, type RatingScheme } from '../../shared/ratingScheme.ts';
import {
  DEFAULT_OBJECTION_DAYS,
  MAX_OBJECTION_DAYS,
  OBJECTION_STATUSES,
} from '../../shared/resultsStatus.ts';
import { RING_CLAIM_STATUSES } from '../../shared/ringClaims.ts';
import { ROLES } from '../../shared/roles.ts';
import { SALUTATIONS } from '../../shared/salutations.ts';

// Lifecycle of an event (docs/domain.md); mirrors the GraphQL enum `EventStatus`.
export { EVENT_STATUSES, type EventStatus } from '../../shared/eventLifecycle.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    /** A code of src/shared/eventTypes.ts (named in the reader's language). */
    eventType: text('event_type', { enum: EVENT_TYPES }).notNull(),
    description: text('description'),
    registrationDeadline: timestamptz('registration_deadline').notNull(),
    eventStart: timestamptz('event_start').notNull(),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('DRAFT'),
    /**
     * When an admin ended the show (endEvent): lists of past shows go by it, as a show may end long
     * before or after its planned start. Null before the end, and for shows ended before it was kept.
     */
    endedAt: timestamptz('ended_at'),
    /** ISO 3166-1 alpha-2, one of src/shared/country.ts (named in the reader's language). */
    country: text('country').notNull(),
    city: text('city').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    zipCode: text('zip_code').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** The admin who created it; null for events from before creators were recorded (or a deleted account). */
    creatorId: integer('creator_id').references((): AnyPgColumn => clients.id, { onDelete: 'set null' }),
    /** Bounds and step per rating category, checked by the service before it is stored. */
    ratingScheme: jsonb('rating_scheme').$type<RatingScheme>().notNull().default(DEFAULT_RATING_SCHEME),
    /** Entry fee per registered pigeon, in euro cents (src/shared/fees.ts). */
    pigeonFeeCents: integer('pigeon_fee_cents').notNull().default(0),
    /** Once per breeder with a registered pigeon (the catalogue fee), in euro cents. */
    breederFeeCents: integer('breeder_fee_cents').notNull().default(0),
    /** Days after the end during which breeders may object (src/shared/resultsStatus.ts). */
    objectionDays: integer('objection_days').notNull().default(DEFAULT_OBJECTION_DAYS),
    /** When the office finalised the results; null while they are provisional (or before the end). */
    resultsFinalAt: timestamptz('results_final_at'),
    /** The admin who finalised them (null once that account is deleted). */
    resultsFinalBy: integer('results_final_by').references((): AnyPgColumn => clients.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    check(
      'events_fees_check',
      sql`${t.pigeonFeeCents} between 0 and ${sql.raw(String(MAX_FEE_CENTS))} and ${t.breederFeeCents} between 0 and ${sql.raw(String(MAX_FEE_CENTS))}`,
    ),
    check(
      'events_objection_days_check',
      sql`${t.objectionDays} between 0 and ${sql.raw(String(MAX_OBJECTION_DAYS))}`,
    ),
    check('events_results_final_check', sql`${t.resultsFinalAt} is null or ${t.status} = 'ENDED'`),
    check('events_status_check', sql`${t.status} in ('DRAFT', 'OPEN', 'CLOSED', 'STARTED', 'ENDED')`),
    // An event cannot start before its registration deadline.
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
    /**
     * A new address the owner asked for, lower-cased, not in effect until its mailed link is opened:
     * until then `email` logs in and receives resets. Not unique: whoever confirms first gets it.
     */
    pendingEmail: text('pending_email'),
    /** SHA-256 of the link mailed to `pendingEmail`; cleared when used, so it works once. */
    pendingEmailTokenHash: text('pending_email_token_hash'),
    /** When that link stops working; the pending address stays (a new link can be sent). */
    pendingEmailExpiresAt: timestamptz('pending_email_expires_at'),
    /**
     * When its owner deleted the account (deleteMyAccount). The row stays as an anonymous tombstone
     * for what past shows keep (pigeons in their results, ratings, payments): no name, no address
     * (`email` holds `deleted:<id>`, which no address can be), no password; its pages and lists
     * call it "ehemaliges Mitglied".
     */
    deletedAt: timestamptz('deleted_at'),
    /** How letters address the person (src/shared/salutations.ts); null while unknown. */
    salutation: text('salutation', { enum: SALUTATIONS }),
  },
  (t) => [
    uniqueIndex('clients_email_idx').on(t.email),
    uniqueIndex('clients_verification_code_idx').on(t.verificationCodeHash),
    uniqueIndex('clients_pending_email_token_idx').on(t.pendingEmailTokenHash),
    // A pending address always has its link, and a link never exists without one.
    check(
      'clients_pending_email_check',
      sql`(${t.pendingEmail} is null) = (${t.pendingEmailTokenHash} is null) and (${t.pendingEmail} is null) = (${t.pendingEmailExpiresAt} is null)`,
    ),
    check('clients_role_check', sql`${t.role} in ('BREEDER', 'JUDGE', 'ADMIN', 'SUPERADMIN')`),
    check('clients_salutation_check', sql`${t.salutation} is null or ${t.salutation} in ('FRAU', 'HERR')`),
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

/**
 * Sessions ended by their logout before their token expired: a token carries its session's id
 * (`jti`), and one listed here is refused. Rows go once the token would have expired anyway.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Attempts counted per key (an action and a client address, or an action, an e-mail address and a
 * client address) in fixed windows, here rather than in a process's memory: several processes
 * serving one database allow together what one allows. Rows of past windows are deleted as new
 * ones come.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limit_hits_window_idx').on(t.windowStart),
  ],
);

/**
 * One row per group of public views (src/api/http/publicCache.ts): its version rises with every
 * change a mutation makes to it (src/api/http/freshness.ts), and a process answers from what it
 * keeps of the group only while the version it last read is still the current one.
 */
export const viewVersions = pgTable('view_versions', {
  view: text('view').primaryKey(),
  version: bigint('version', { mode: 'bigint' }).notNull().default(sql`0`),
});

/** A breeder's pigeon; the ring number is association + ring year + serial. */
export const pigeons = pgTable(
  'pigeons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /**
     * Country code with the zero-padded club number (`DV-06976`, `PL-0123`), with the series letter
     * (`GB-N`), or alone for rings without a club (`BE`, `NL`); see src/shared/ringNumber.ts.
     */
    association: text('association').notNull(),
    /** Four digits. */
    ringYear: integer('ring_year').notNull(),
    serial: integer('serial').notNull(),
    sex: text('sex', { enum: SEXES }).notNull(),
    color: text('color').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pigeons_ring_idx').on(t.association, t.ringYear, t.serial),
    index('pigeons_client_idx').on(t.clientId),
    check('pigeons_sex_check', sql`${t.sex} in ('M', 'F')`),
    check('pigeons_serial_check', sql`${t.serial} > 0`),
  ],
);

export type PigeonRow = typeof pigeons.$inferSelect;
export type NewPigeonRow = typeof pigeons.$inferInsert;

/**
 * A breeder's report that a ring number they own is held by another breeder's pigeon: the office
 * transfers the pigeon to them or rejects the claim with a reason (docs/domain.md, Ring claims).
 * The ring is kept as its parts, so the claim stays readable when the pigeon is gone.
 */
export const ringClaims = pgTable(
  'ring_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    claimantId: integer('claimant_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** The pigeon that held the ring when the claim was filed; null once it is deleted. */
    pigeonId: integer('pigeon_id').references(() => pigeons.id, { onDelete: 'set null' }),
    /** Its breeder then (after a transfer the pigeon is the claimant's). */
    holderId: integer('holder_id').references(() => clients.id, { onDelete: 'set null' }),
    association: text('association').notNull(),
    ringYear: integer('ring_year').notNull(),
    serial: integer('serial').notNull(),
    /** What the claimant tells the office (where the ring came from). */
    message: text('message'),
    status: text('status', { enum: RING_CLAIM_STATUSES }).notNull().default('OPEN'),
    /** The office's reason for a rejection (required then), or its note on a transfer. */
    reason: text('reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    resolvedAt: timestamptz('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => clients.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One open claim per claimant and ring: filing again is answered with the open one.
    uniqueIndex('ring_claims_open_idx')
      .on(t.claimantId, t.association, t.ringYear, t.serial)
      .where(sql`${t.status} = 'OPEN'`),
    index('ring_claims_status_idx').on(t.status, t.createdAt),
    index('ring_claims_pigeon_idx').on(t.pigeonId),
    check('ring_claims_status_check', sql`${t.status} in ('OPEN', 'TRANSFERRED', 'REJECTED')`),
    check('ring_claims_resolved_check', sql`(${t.status} = 'OPEN') = (${t.resolvedAt} is null)`),
    check('ring_claims_reason_check', sql`${t.status} <> 'REJECTED' or ${t.reason} is not null`),
  ],
);

export type RingClaimRow = typeof ringClaims.$inferSelect;

/** Flight results ("pigeon prices" in the error codes): one per pigeon, date and release location. */
export const pigeonPrices = pgTable(
  'pigeon_prices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pigeonId: integer('pigeon_id')
      .notNull()
      .references(() => pigeons.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    releaseLocation: text('release_location').notNull(),
    distanceKm: doublePrecision('distance_km').notNull(),
    ranking: integer('ranking').notNull(),
    participants: integer('participants').notNull(),
    averageDistanceKm: doublePrecision('average_distance_km'),
    year: integer('year').notNull(),
  },
  (t) => [
    uniqueIndex('pigeon_prices_flight_idx').on(t.pigeonId, t.date, t.releaseLocation),
    check('pigeon_prices_distance_check', sql`${t.distanceKm} > 0`),
    check('pigeon_prices_ranking_check', sql`${t.ranking} > 0 and ${t.ranking} <= ${t.participants}`),
    check('pigeon_prices_participants_check', sql`${t.participants} > 0`),
    check('pigeon_prices_average_check', sql`${t.averageDistanceKm} is null or ${t.averageDistanceKm} > 0`),
  ],
);

export type PigeonPriceRow = typeof pigeonPrices.$inferSelect;
export type NewPigeonPriceRow = typeof pigeonPrices.$inferInsert;

/** Admin-editable class thresholds; the migration inserts the defaults. */
export const classificationRules = pgTable(
  'classification_rules',
  {
    level: text('level', { enum: CLASS_LEVELS }).notNull(),
    sex: text('sex', { enum: SEXES }).notNull(),
    minKm: doublePrecision('min_km').notNull(),
    minPrizes: integer('min_prizes').notNull(),
    minLastYearKm: doublePrecision('min_last_year_km'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.level, t.sex] }),
    check(
      'classification_rules_level_check',
      sql`${t.level} in ('ELITE', 'KLASSE1', 'KLASSE2', 'KLASSE3', 'JAEHRIGE', 'JUNGTAUBE')`,
    ),
    check('classification_rules_sex_check', sql`${t.sex} in ('M', 'F')`),
    check('classification_rules_positive_check', sql`${t.minKm} > 0 and ${t.minPrizes} > 0`),
    check('classification_rules_last_year_check', sql`${t.minLastYearKm} is null or ${t.minLastYearKm} > 0`),
  ],
);

export type ClassificationRuleRow = typeof classificationRules.$inferSelect;

const CLASS_CODE_LIST = sql.raw(CLASS_CODES.map((code) => `'${code}'`).join(', '));

/** A pigeon entered for an event; its class is fixed here, with the reason, for the event's season. */
export const registrations = pgTable(
  'registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    pigeonId: integer('pigeon_id')
      .notNull()
      .references(() => pigeons.id, { onDelete: 'cascade' }),
    classCode: text('class_code', { enum: CLASS_CODES as [string, ...string[]] }).notNull(),
    season: integer('season').notNull(),
    prizeKm: doublePrecision('prize_km').notNull(),
    prizes: integer('prizes').notNull(),
    lastYearKm: doublePrecision('last_year_km').notNull(),
    registeredAt: timestamptz('registered_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('registrations_event_pigeon_idx').on(t.eventId, t.pigeonId),
    index('registrations_pigeon_idx').on(t.pigeonId),
    check('registrations_class_check', sql`${t.classCode} in (${CLASS_CODE_LIST})`),
  ],
);

export type RegistrationRow = typeof registrations.$inferSelect;
export type NewRegistrationRow = typeof registrations.$inferInsert;

/** Judges per class of an event; a class may have several judges, a judge several classes. */
export const judgeAssignments = pgTable(
  'judge_assignments',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    classCode: text('class_code', { enum: CLASS_CODES as [string, ...string[]] }).notNull(),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.classCode, t.judgeId] }),
    index('judge_assignments_judge_idx').on(t.judgeId),
    check('judge_assignments_class_check', sql`${t.classCode} in (${CLASS_CODE_LIST})`),
  ],
);

export type JudgeAssignmentRow = typeof judgeAssignments.$inferSelect;

/** A registered pigeon's cage; numbers are positive and unique per event. */
export const cages = pgTable(
  'cages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    cageNumber: integer('cage_number').notNull(),
    /** Set by a single change; numbering everything again then asks first. */
    manuallySet: boolean('manually_set').notNull().default(false),
  },
  (t) => [
    uniqueIndex('cages_event_number_idx').on(t.eventId, t.cageNumber),
    uniqueIndex('cages_registration_idx').on(t.registrationId),
    check('cages_number_check', sql`${t.cageNumber} > 0`),
  ],
);

export type CageRow = typeof cages.$inferSelect;

/**
 * Every rating or skip a judge sent, kept for good: the idempotency record (op_id, the client's
 * UUID), the cage's history and the source of its current judgement, which is the effective op
 * with the latest order time (ties: the later client time, then the higher op id). Ops that arrived after the event ended are
 * kept as late (late_status) and count only once an admin accepts them.
 */
export const judgingOps = pgTable(
  'judging_ops',
  {
    opId: uuid('op_id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    cageId: integer('cage_id')
      .notNull()
      .references(() => cages.id, { onDelete: 'cascade' }),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => clients.id),
    /**
     * The admin who entered it from the judge's paper card; null when the judge sent it. It counts
     * as the judge's all the same (docs/domain.md, Paper cards).
     */
    enteredBy: integer('entered_by').references(() => clients.id),
    kind: text('kind', { enum: JUDGING_KINDS }).notNull(),
    generalImpression: doublePrecision('general_impression'),
    boneStructure: doublePrecision('bone_structure'),
    back: doublePrecision('back'),
    musculature: doublePrecision('musculature'),
    wings: doublePrecision('wings'),
    /** The sum of the five scores, computed by the server; null for a skip. */
    total: doublePrecision('total'),
    skipReason: text('skip_reason', { enum: SKIP_REASONS }),
    note: text('note'),
    /** When the judge decided, by the tablet's clock: it orders corrections, whatever the arrival order. */
    clientTime: timestamptz('client_time').notNull(),
    /**
     * What orders the op among its cage's ops: the client time, but never later than the receipt
     * plus the allowance; for an op of an unchecked clock, its receipt (src/shared/judging.ts,
     * orderTimeOfOp).
     */
    orderTime: timestamptz('order_time').notNull(),
    receivedAt: timestamptz('received_at').notNull(),
    /** False only for a late op that no admin has accepted. */
    effective: boolean('effective').notNull(),
    /** Null for ops in time; PENDING, ACCEPTED or REJECTED for ops that arrived after the end. */
    lateStatus: text('late_status', { enum: LATE_STATUSES }),
    resolvedBy: integer('resolved_by').references(() => clients.id),
    resolvedAt: timestamptz('resolved_at'),
    /**
     * Set for the office's correction of a judgement after the end (correctJudgement): why. Such an
     * op is entered by the admin (enteredBy), in the name of the judge whose judgement it replaces,
     * and ordered at its receipt, after every op before it.
     */
    correctionReason: text('correction_reason'),
  },
  (t) => [
    // The cage's current judgement: the first row of this index among effective ops.
    index('judging_ops_cage_latest_idx')
      .on(t.cageId, t.orderTime.desc(), t.clientTime.desc(), t.opId.desc())
      .where(sql`${t.effective}`),
    index('judging_ops_event_idx').on(t.eventId),
    check('judging_ops_kind_check', sql`${t.kind} in ('RATE', 'SKIP')`),
    check(
      'judging_ops_payload_check',
      sql`(${t.kind} = 'RATE' and ${t.total} is not null and ${t.skipReason} is null) or (${t.kind} = 'SKIP' and ${t.total} is null and ${t.skipReason} in ('ABSENT', 'SICK', 'OTHER'))`,
    ),
    check(
      'judging_ops_late_check',
      sql`${t.lateStatus} is null or ${t.lateStatus} in ('PENDING', 'ACCEPTED', 'REJECTED')`,
    ),
  ],
);

export type JudgingOpRow = typeof judgingOps.$inferSelect;

/**
 * A breeder's objection to a cage's provisional result, and the office's answer
 * (docs/domain.md, Provisional and final results). Goes with its event, its cage and its breeder.
 */
export const objections = pgTable(
  'objections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    cageId: integer('cage_id')
      .notNull()
      .references(() => cages.id, { onDelete: 'cascade' }),
    breederId: integer('breeder_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: OBJECTION_STATUSES }).notNull().default('OPEN'),
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => clients.id, { onDelete: 'set null' }),
    answeredAt: timestamptz('answered_at'),
    filedAt: timestamptz('filed_at').notNull().defaultNow(),
  },
  (t) => [
    index('objections_event_idx').on(t.eventId),
    check('objections_status_check', sql`${t.status} in ('OPEN', 'UPHELD', 'REJECTED')`),
    check('objections_answer_check', sql`(${t.status} = 'OPEN') = (${t.answer} is null)`),
  ],
);

export type ObjectionRow = typeof objections.$inferSelect;
export type NewJudgingOpRow = typeof judgingOps.$inferInsert;

/**
 * What each judge's tablet last said about itself for a show (reportJudgingDevice, or the report
 * sent with a batch of ops), for the show office's device panel: one row per event, judge and
 * device id, written over by every report. At most MAX_DEVICES_PER_JUDGE per judge and event (a
 * report from one more replaces the one heard from least recently). Rows go with their event and
 * with the judge's account.
 */
export const judgingDevices = pgTable(
  'judging_devices',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** The id the tablet chose once and keeps (src/shared/judgingDevices.ts). */
    deviceId: text('device_id').notNull(),
    name: text('name').notNull(),
    appVersion: text('app_version').notNull(),
    /** When the server last heard from the tablet, by the server's clock: never the tablet's word. */
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    /** The show's ratings on the tablet that the server has not taken. */
    pendingCount: integer('pending_count').notNull(),
    /** The judge's time of the oldest of them; null when none waits (or the tablet did not say). */
    oldestPendingAt: timestamptz('oldest_pending_at'),
    readyForOffline: boolean('ready_for_offline').notNull(),
    /** Null where the tablet's browser does not tell. */
    storagePersisted: boolean('storage_persisted'),
    batteryLevel: doublePrecision('battery_level'),
    charging: boolean('charging'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.judgeId, t.deviceId] }),
    index('judging_devices_judge_idx').on(t.judgeId),
    check('judging_devices_pending_check', sql`${t.pendingCount} >= 0`),
    check('judging_devices_battery_check', sql`${t.batteryLevel} between 0 and 1`),
  ],
);

export type JudgingDeviceRow = typeof judgingDevices.$inferSelect;

/**
 * What a breeder paid for an event, as the show office recorded it: one row per breeder and event,
 * holding the amount due when it was marked paid (so pigeons registered later show as open again,
 * and one withdrawn before the deadline as a credit).
 */
export const feePayments = pgTable(
  'fee_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    breederId: integer('breeder_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /**
     * One booking of the office's ledger: money in (above 0) or paid back (a refund, below 0); what
     * a breeder paid is the sum of their rows (docs/domain.md, Entry fees).
     */
    amountCents: integer('amount_cents').notNull(),
    /** The calendar day the money came in, as the office gives it. */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** What the office noted (a bank reference, "Rest bar"), at most MAX_PAYMENT_NOTE_LENGTH characters. */
    note: text('note'),
    recordedBy: integer('recorded_by').references(() => clients.id, { onDelete: 'set null' }),
    recordedAt: timestamptz('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    index('fee_payments_event_breeder_idx').on(t.eventId, t.breederId),
    index('fee_payments_breeder_idx').on(t.breederId),
    check('fee_payments_method_check', sql`${t.method} in ('CASH', 'TRANSFER')`),
    // Bounds (MAX_PAYMENT_CENTS) are the service's: rows from before the ledger keep what they held.
    check('fee_payments_amount_check', sql`${t.amountCents} <> 0`),
  ],
);

export type FeePaymentRow = typeof feePayments.$inferSelect;

/** Which results mail a breeder gets: the first when the event ends, an update after late ratings. */
export const RESULTS_MAIL_KINDS = ['RESULTS', 'UPDATED'] as const;
export type ResultsMailKind = (typeof RESULTS_MAIL_KINDS)[number];

/**
 * The results mails' outbox: one row per breeder and ended event, written in the transaction that
 * ends it. Every process's sender claims due rows (claim token, claimed until), sends, and marks the
 * row sent as soon as the SMTP server accepted the mail; a failure puts it back with a later due
 * time. A resend or an update makes the row due again (docs/domain.md, Results mails).
 */
export const resultsMails = pgTable(
  'results_mails',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    breederId: integer('breeder_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: RESULTS_MAIL_KINDS }).notNull().default('RESULTS'),
    /** Not sent before this time (the back-off after a failure). */
    dueAt: timestamptz('due_at').notNull(),
    /** Tries since it was last made due; the sender stops at MAX_MAIL_ATTEMPTS. */
    attempts: integer('attempts').notNull().default(0),
    /** The sender that took the row; its claim lapses at claimedUntil (a process that died). */
    claimToken: uuid('claim_token'),
    claimedUntil: timestamptz('claimed_until'),
    /** Null while it waits; the time the SMTP server accepted it. */
    sentAt: timestamptz('sent_at'),
    sentCount: integer('sent_count').notNull().default(0),
    /** A digest of the results the last sent mail told, to find the breeders whose results changed. */
    sentDigest: text('sent_digest'),
    lastError: text('last_error'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.breederId] }),
    index('results_mails_due_idx').on(t.dueAt).where(sql`${t.sentAt} is null`),
    check('results_mails_kind_check', sql`${t.kind} in ('RESULTS', 'UPDATED')`),
  ],
);

export type ResultsMailRow = typeof resultsMails.$inferSelect;
