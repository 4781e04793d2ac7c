import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Locale } from '../../shared/locales.ts';
import type { Salutation } from '../../shared/salutations.ts';
import { type Database, rowsOf } from './connection.ts';
import { cages, clients, pigeons, type ResultsMailKind, registrations, resultsMails } from './schema.ts';

export type { ResultsMailKind } from './schema.ts';

/** After this many failed tries in a row the sender leaves a mail alone until the office resends it. */
export const MAX_MAIL_ATTEMPTS = 10;

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/**
 * One row per breeder with a caged pigeon in the event, due now; rows already there stay as they
 * are (`on conflict do nothing`), so ending is the only thing that queues a first mail, once.
 * Runs in the transaction that ends the event.
 */
export async function queueResultsMails(db: Database, eventId: number, now: Date): Promise<number> {
  const result = await db.execute(sql`
    insert into ${resultsMails} (event_id, breeder_id, due_at)
    select distinct ${cages.eventId}, ${pigeons.clientId}, ${at(now)}
    from ${cages}
    join ${registrations} on ${registrations.id} = ${cages.registrationId}
    join ${pigeons} on ${pigeons.id} = ${registrations.pigeonId}
    where ${cages.eventId} = ${eventId}
    on conflict do nothing
    returning breeder_id`);
  return rowsOf(result).length;
}

/** A row a sender took: it alone may mark it, with its token, until the claim lapses. */
export interface ClaimedMail {
  eventId: number;
  breederId: number;
  kind: ResultsMailKind;
  attempts: number;
  claimToken: string;
}

/**
 * Takes up to `limit` due rows for this sender: unsent, due, unclaimed or with a lapsed claim, and
 * not given up. `for update skip locked` lets several processes claim at once without waiting for
 * or taking each other's rows.
 */
export async function claimDueMails(
  db: Database,
  claim: { token: string; now: Date; until: Date; limit: number },
): Promise<ClaimedMail[]> {
  const result = await db.execute(sql`
    update ${resultsMails} m
    set claim_token = ${claim.token}, claimed_until = ${at(claim.until)}, attempts = m.attempts + 1
    from (
      select event_id, breeder_id from ${resultsMails}
      where sent_at is null and due_at <= ${at(claim.now)} and attempts < ${MAX_MAIL_ATTEMPTS}
        and (claimed_until is null or claimed_until <= ${at(claim.now)})
      order by due_at, event_id, breeder_id
      limit ${claim.limit}
      for update skip locked
    ) due
    where m.event_id = due.event_id and m.breeder_id = due.breeder_id
    returning m.event_id, m.breeder_id, m.kind, m.attempts`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    eventId: Number(row.event_id),
    breederId: Number(row.breeder_id),
    kind: row.kind as ResultsMailKind,
    attempts: Number(row.attempts),
    claimToken: claim.token,
  }));
}

const claimed = (mail: ClaimedMail) =>
  and(
    eq(resultsMails.eventId, mail.eventId),
    eq(resultsMails.breederId, mail.breederId),
    eq(resultsMails.claimToken, mail.claimToken),
  );

/**
 * Extends the claim right before the mail is sent: false when it lapsed meanwhile and another
 * sender took the row (this one then leaves it alone). So a long batch never sends a row whose
 * claim ran out while earlier mails of the batch went.
 */
export async function renewClaim(db: Database, mail: ClaimedMail, until: Date): Promise<boolean> {
  const rows = await db
    .update(resultsMails)
    .set({ claimedUntil: until })
    .where(and(claimed(mail), isNull(resultsMails.sentAt)))
    .returning({ eventId: resultsMails.eventId });
  return rows.length > 0;
}

/** Gives back what a stopping sender claimed and did not send: due again at once, the try not counted. */
export async function releaseClaims(db: Database, claimToken: string): Promise<void> {
  await db
    .update(resultsMails)
    .set({ claimToken: null, claimedUntil: null, attempts: sql`${resultsMails.attempts} - 1` })
    .where(and(eq(resultsMails.claimToken, claimToken), isNull(resultsMails.sentAt)));
}

/** The SMTP server accepted it. False when the claim was no longer this sender's. */
export async function markMailSent(db: Database, mail: ClaimedMail, sentAt: Date, digest: string) {
  const rows = await db
    .update(resultsMails)
    .set({
      sentAt,
      sentCount: sql`${resultsMails.sentCount} + 1`,
      sentDigest: digest,
      claimToken: null,
      claimedUntil: null,
      lastError: null,
    })
    .where(claimed(mail))
    .returning({ eventId: resultsMails.eventId });
  return rows.length > 0;
}

/** Sending failed: due again at `retryAt`, with the reason for the office. */
export async function markMailFailed(db: Database, mail: ClaimedMail, retryAt: Date, error: string) {
  await db
    .update(resultsMails)
    .set({ dueAt: retryAt, claimToken: null, claimedUntil: null, lastError: error.slice(0, 500) })
    .where(claimed(mail));
}

/** Due again at once, as `kind`, for these breeders of the event (all of its rows when omitted). */
export async function requeueMails(
  db: Database,
  eventId: number,
  kind: ResultsMailKind,
  now: Date,
  breederIds?: readonly number[],
): Promise<number> {
  if (breederIds?.length === 0) return 0;
  const which = breederIds
    ? sql`${resultsMails.breederId} in (${sql.join(
        breederIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`true`;
  const rows = await db
    .update(resultsMails)
    .set({
      kind,
      dueAt: now,
      sentAt: null,
      attempts: 0,
      claimToken: null,
      claimedUntil: null,
      lastError: null,
    })
    .where(and(eq(resultsMails.eventId, eventId), which))
    .returning({ breederId: resultsMails.breederId });
  return rows.length;
}

/** A row with its breeder, as the office's list and the sender read it. */
export interface ResultsMailEntry {
  eventId: number;
  breederId: number;
  firstName: string;
  lastName: string;
  /** How the mail addresses the breeder (Frau/Herr); null: by full name. */
  salutation: Salutation | null;
  email: string;
  language: Locale;
  kind: ResultsMailKind;
  attempts: number;
  sentAt: Date | null;
  sentCount: number;
  sentDigest: string | null;
  lastError: string | null;
  claimedUntil: Date | null;
}

const entryColumns = {
  eventId: resultsMails.eventId,
  breederId: resultsMails.breederId,
  firstName: clients.firstName,
  lastName: clients.lastName,
  salutation: clients.salutation,
  email: clients.email,
  language: clients.language,
  kind: resultsMails.kind,
  attempts: resultsMails.attempts,
  sentAt: resultsMails.sentAt,
  sentCount: resultsMails.sentCount,
  sentDigest: resultsMails.sentDigest,
  lastError: resultsMails.lastError,
  claimedUntil: resultsMails.claimedUntil,
};

/** The event's rows, by breeder name (or only one breeder's). */
export async function selectResultsMails(
  db: Database,
  eventId: number,
  breederId?: number,
): Promise<ResultsMailEntry[]> {
  return db
    .select(entryColumns)
    .from(resultsMails)
    .innerJoin(clients, eq(clients.id, resultsMails.breederId))
    .where(
      breederId === undefined
        ? eq(resultsMails.eventId, eventId)
        : and(eq(resultsMails.eventId, eventId), eq(resultsMails.breederId, breederId)),
    )
    .orderBy(
      asc(sql`lower(${clients.lastName})`),
      asc(sql`lower(${clients.firstName})`),
      asc(resultsMails.breederId),
    );
}
