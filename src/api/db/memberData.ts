import { and, asc, eq, inArray, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ClassCode } from '../../shared/classification.ts';
import type { Database } from './connection.ts';
import {
  cages,
  clients,
  type EventRow,
  events,
  feePayments,
  judgeAssignments,
  judgingDevices,
  judgingOps,
  passwordResets,
  pigeonPrices,
  pigeons,
  registrations,
  resultsMails,
} from './schema.ts';

/** An event as the export names it. */
export interface EventRef {
  id: number;
  title: string;
  eventStart: Date;
  status: EventRow['status'];
}

const eventRef = {
  id: events.id,
  title: events.title,
  eventStart: events.eventStart,
  status: events.status,
};

/** The account's pigeons (by ring) and their flight results (by date). */
export async function selectOwnPigeons(db: Database, clientId: number) {
  const own = await db
    .select()
    .from(pigeons)
    .where(eq(pigeons.clientId, clientId))
    .orderBy(asc(pigeons.association), asc(pigeons.ringYear), asc(pigeons.serial));
  const flights =
    own.length === 0
      ? []
      : await db
          .select()
          .from(pigeonPrices)
          .where(
            inArray(
              pigeonPrices.pigeonId,
              own.map((pigeon) => pigeon.id),
            ),
          )
          .orderBy(asc(pigeonPrices.date), asc(pigeonPrices.releaseLocation));
  return own.map((pigeon) => ({
    pigeon,
    flights: flights.filter((flight) => flight.pigeonId === pigeon.id),
  }));
}

/** Every registration of the account's pigeons, with its event and cage, by event start. */
export async function selectOwnRegistrations(db: Database, clientId: number) {
  const rows = await db
    .select({
      event: eventRef,
      association: pigeons.association,
      ringYear: pigeons.ringYear,
      serial: pigeons.serial,
      classCode: registrations.classCode,
      season: registrations.season,
      prizeKm: registrations.prizeKm,
      prizes: registrations.prizes,
      lastYearKm: registrations.lastYearKm,
      registeredAt: registrations.registeredAt,
      cageNumber: cages.cageNumber,
    })
    .from(registrations)
    .innerJoin(pigeons, eq(pigeons.id, registrations.pigeonId))
    .innerJoin(events, eq(events.id, registrations.eventId))
    .leftJoin(cages, eq(cages.registrationId, registrations.id))
    .where(eq(pigeons.clientId, clientId))
    .orderBy(
      asc(events.eventStart),
      asc(events.id),
      asc(pigeons.association),
      asc(pigeons.ringYear),
      asc(pigeons.serial),
    );
  return rows.map((row) => ({ ...row, classCode: row.classCode as ClassCode }));
}

/**
 * Judging ops: the account's own as a judge (sent from its tablets, or typed from its paper cards
 * by the office), or those it typed in as an admin, with event, cage and ring; in order of arrival.
 * Nothing of the pigeon's breeder.
 */
export async function selectOpsOf(db: Database, who: { judgeId: number } | { enteredBy: number }) {
  const judges = alias(clients, 'op_judge');
  return db
    .select({
      op: judgingOps,
      event: eventRef,
      cageNumber: cages.cageNumber,
      association: pigeons.association,
      ringYear: pigeons.ringYear,
      serial: pigeons.serial,
      judgeFirstName: judges.firstName,
      judgeLastName: judges.lastName,
    })
    .from(judgingOps)
    .innerJoin(events, eq(events.id, judgingOps.eventId))
    .innerJoin(cages, eq(cages.id, judgingOps.cageId))
    .innerJoin(registrations, eq(registrations.id, cages.registrationId))
    .innerJoin(pigeons, eq(pigeons.id, registrations.pigeonId))
    .innerJoin(judges, eq(judges.id, judgingOps.judgeId))
    .where('judgeId' in who ? eq(judgingOps.judgeId, who.judgeId) : eq(judgingOps.enteredBy, who.enteredBy))
    .orderBy(asc(judgingOps.receivedAt), asc(judgingOps.clientTime), asc(judgingOps.opId));
}

/** What the account's tablets last reported to the show office, per show. */
export async function selectOwnDevices(db: Database, judgeId: number) {
  return db
    .select({ device: judgingDevices, event: eventRef })
    .from(judgingDevices)
    .innerJoin(events, eq(events.id, judgingDevices.eventId))
    .where(eq(judgingDevices.judgeId, judgeId))
    .orderBy(asc(events.eventStart), asc(judgingDevices.deviceId));
}

/** The results mails kept for the account (one row per ended show), by show. */
export async function selectOwnResultsMails(db: Database, breederId: number) {
  return db
    .select({ mail: resultsMails, event: eventRef })
    .from(resultsMails)
    .innerJoin(events, eq(events.id, resultsMails.eventId))
    .where(eq(resultsMails.breederId, breederId))
    .orderBy(asc(events.eventStart), asc(events.id));
}

/**
 * The shows not ended yet in which the account has pigeons or judges a class, in id order: the
 * ones a deletion must look at, and lock (in this order, as every transaction locks several).
 */
export async function selectCurrentEventsOf(db: Database, clientId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: events.id })
    .from(events)
    .where(
      and(
        ne(events.status, 'ENDED'),
        or(
          sql`exists (select 1 from ${registrations} r join ${pigeons} p on p.id = r.pigeon_id where r.event_id = ${events.id} and p.client_id = ${clientId})`,
          sql`exists (select 1 from ${judgeAssignments} ja where ja.event_id = ${events.id} and ja.judge_id = ${clientId})`,
        ),
      ),
    )
    .orderBy(asc(events.id));
  return rows.map((row) => row.id);
}

/** Of these events, those in which the account judges a class. */
export async function selectJudgedEvents(
  db: Database,
  clientId: number,
  eventIds: number[],
): Promise<number[]> {
  if (eventIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: judgeAssignments.eventId })
    .from(judgeAssignments)
    .where(and(eq(judgeAssignments.judgeId, clientId), inArray(judgeAssignments.eventId, eventIds)));
  return rows.map((row) => row.id);
}

/** Of these events, those with pigeons of the account registered. */
export async function selectEventsWithPigeonsOf(
  db: Database,
  clientId: number,
  eventIds: number[],
): Promise<number[]> {
  if (eventIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: registrations.eventId })
    .from(registrations)
    .innerJoin(pigeons, eq(pigeons.id, registrations.pigeonId))
    .where(and(eq(pigeons.clientId, clientId), inArray(registrations.eventId, eventIds)));
  return rows.map((row) => row.id);
}

/** The account's row, locked until the transaction ends (a deletion against a change of password). */
export async function lockClient(db: Database, clientId: number) {
  const [row] = await db.select().from(clients).where(eq(clients.id, clientId)).for('update');
  return row;
}

/** How many superadmins there are, their rows locked: two of them deleting themselves at once queue up. */
export async function lockSuperadmins(db: Database): Promise<number> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.role, 'SUPERADMIN'))
    .orderBy(asc(clients.id))
    .for('update');
  return rows.length;
}

/** A deleted account's address: unique, and never an address (no `@`), so nobody logs in or registers with it. */
function tombstoneEmail(clientId: number): string {
  return `deleted:${clientId}`;
}

/**
 * Erases the account, in the caller's transaction (the blockers checked, the events concerned
 * locked). What goes: its registrations for shows not ended (with their cages), every pigeon of it
 * that no ended show lists, the flight results of those that stay, its tablets' reports, its
 * results mails, its reset links; its name, addresses, phone, website, password and every code
 * and token on the row, whose session version rises (every token of it is refused from now on).
 * What stays, nameless: the row itself (as the tombstone that ended shows' pigeons, ratings and
 * payments point to), its pigeons in ended shows with their registrations and cages (the results
 * keep ring numbers and points), the ratings it gave or typed in, and the payments recorded for it.
 * Events it created and payments it recorded no longer name it.
 */
export async function eraseAccount(db: Database, clientId: number, now: Date): Promise<void> {
  const own = sql`(select ${pigeons.id} from ${pigeons} where ${pigeons.clientId} = ${clientId})`;
  const endedEvents = sql`(select ${events.id} from ${events} where ${events.status} = 'ENDED')`;
  await db
    .delete(registrations)
    .where(
      and(sql`${registrations.pigeonId} in ${own}`, sql`${registrations.eventId} not in ${endedEvents}`),
    );
  // A pigeon no ended show lists goes, with its flight results.
  await db
    .delete(pigeons)
    .where(
      and(
        eq(pigeons.clientId, clientId),
        notExists(
          db
            .select({ id: registrations.id })
            .from(registrations)
            .where(eq(registrations.pigeonId, pigeons.id)),
        ),
      ),
    );
  await db.delete(pigeonPrices).where(sql`${pigeonPrices.pigeonId} in ${own}`);
  await db.delete(judgingDevices).where(eq(judgingDevices.judgeId, clientId));
  await db.delete(resultsMails).where(eq(resultsMails.breederId, clientId));
  await db.delete(passwordResets).where(eq(passwordResets.clientId, clientId));
  await db.update(events).set({ creatorId: null }).where(eq(events.creatorId, clientId));
  await db.update(feePayments).set({ recordedBy: null }).where(eq(feePayments.recordedBy, clientId));
  await db
    .update(clients)
    .set({
      email: tombstoneEmail(clientId),
      firstName: '',
      lastName: '',
      role: 'BREEDER',
      phoneNumber: null,
      website: null,
      emailPublic: false,
      passwordHash: null,
      verifiedAt: null,
      verificationCodeHash: null,
      sessionVersion: sql`${clients.sessionVersion} + 1`,
      pendingEmail: null,
      pendingEmailTokenHash: null,
      pendingEmailExpiresAt: null,
      deletedAt: now,
    })
    .where(eq(clients.id, clientId));
}
