import { feeDueCents } from '../../../shared/fees.ts';
import type { Locale } from '../../../shared/locales.ts';
import { formatRingNumber } from '../../../shared/ringNumber.ts';
import { isPasswordDigest, verifyPasswordDigest } from '../../auth/secrets.ts';
import { requireClient } from '../../auth/viewer.ts';
import type { GraphQLContext } from '../../context.ts';
import type { Database } from '../../db/connection.ts';
import { lockEventById, selectEventsByIds } from '../../db/events.ts';
import { selectEventIdsOfBreeder, selectFeeRows } from '../../db/fees.ts';
import {
  type EventRef,
  eraseAccount,
  lockClient,
  lockSuperadmins,
  selectCurrentEventsOf,
  selectEventsWithPigeonsOf,
  selectJudgedEvents,
  selectOpsOf,
  selectOwnDevices,
  selectOwnPigeons,
  selectOwnRegistrations,
  selectOwnResultsMails,
} from '../../db/memberData.ts';
import type { ClientRow, EventRow } from '../../db/schema.ts';
import { appError, validationFailed } from '../../errors.ts';
import { announce } from '../events/eventAccess.ts';
import { takeAttempt } from './accountsService.ts';

// What the export says of itself and of each of its parts, in the page's language or else the
// account's (typed for both, as the mails' texts are): someone opening the file years later reads
// what it holds.
const ABOUT: Record<Locale, string[]> = {
  de: [
    'Alle Daten, die Taubenschau zu Ihrem Konto speichert, Stand generatedAt (UTC).',
    'account: Ihr Konto: Name, E-Mail-Adresse (und eine noch nicht bestätigte neue), Telefon, Website, ob die E-Mail-Adresse öffentlich ist, Sprache, Rolle, wann es angelegt und bestätigt wurde. Das Passwort ist nur als Hashwert gespeichert und steht hier nicht.',
    'pigeons: Ihre Tauben mit ihren Flugergebnissen (Preisflügen).',
    'registrations: die Anmeldungen Ihrer Tauben zu Events, mit Klasse, ihrer Begründung und Käfignummer.',
    'fees: Ihr Startgeld je Event: was fällig ist, was die Schauleitung als bezahlt erfasst hat (Tag und Art) und was offen ist, in Cent.',
    'ratings: die Bewertungen, die Sie als Richter abgegeben haben (vom Tablet oder von Ihrer Papierkarte übernommen): Event, Käfig, Ring, Punkte oder Grund fürs Überspringen, Bemerkung, Zeit des Geräts und des Servers, bei verspäteten Bewertungen die Entscheidung der Schauleitung.',
    'paperCards: als Admin von Papierkarten der Richter eingegebene Bewertungen.',
    'judgingDevices: was Ihre Tablets der Schauleitung zuletzt über sich gemeldet haben.',
    'mails: die Ergebnis-Mails an Sie, die das System festhält. Andere Mails (Bestätigung, Zurücksetzen des Passworts, Hinweise) werden verschickt, aber nicht gespeichert.',
  ],
  en: [
    'All data Taubenschau keeps about your account, as of generatedAt (UTC).',
    'account: your account: name, e-mail address (and a new one not confirmed yet), phone, website, whether the address is public, language, role, when it was created and confirmed. The password is stored only as a hash and is not in here.',
    'pigeons: your pigeons with their flight results (prize flights).',
    'registrations: your pigeons’ registrations for events, with class, its reason and cage number.',
    'fees: your entry fees per event: what is due, what the show office recorded as paid (day and method) and what is open, in cents.',
    'ratings: the ratings you gave as a judge (from a tablet, or typed in from your paper card): event, cage, ring, scores or the reason for a skip, remark, the device’s and the server’s time, and for a late rating the show office’s decision.',
    'paperCards: ratings you typed in from judges’ paper cards as an admin.',
    'judgingDevices: what your tablets last reported about themselves to the show office.',
    'mails: the results mails to you that the system keeps. Other mails (confirmation, password reset, notices) are sent but not kept.',
  ],
};

const event = (ref: EventRef) => ({
  id: ref.id,
  title: ref.title,
  start: ref.eventStart,
  status: ref.status,
});

const ring = (row: { association: string; ringYear: number; serial: number }) =>
  formatRingNumber({ association: row.association, year: row.ringYear, serial: row.serial });

type Op = Awaited<ReturnType<typeof selectOpsOf>>[number];

/** A judging op as the export shows it: what was decided about which cage, and when. */
function opOf({ op, event: ref, cageNumber, ...pigeon }: Op) {
  return {
    event: event(ref),
    cageNumber,
    ringNumber: ring(pigeon),
    opId: op.opId,
    kind: op.kind,
    scores:
      op.kind === 'RATE'
        ? {
            generalImpression: op.generalImpression,
            boneStructure: op.boneStructure,
            back: op.back,
            musculature: op.musculature,
            wings: op.wings,
          }
        : null,
    total: op.total,
    skipReason: op.skipReason,
    note: op.note,
    clientTime: op.clientTime,
    receivedAt: op.receivedAt,
    counts: op.effective,
    late: op.lateStatus === null ? null : { status: op.lateStatus, decidedAt: op.resolvedAt },
  };
}

/**
 * Logged in: everything the account holds or made, as one JSON document (the right of access and
 * to data portability). Only the caller's own rows: of a rating, the cage and ring, never the
 * pigeon's breeder; of a paper card, the judge it was typed for. Nothing secret: no password hash,
 * no verification, reset or e-mail-change code, no session.
 */
export async function myData(ctx: GraphQLContext, language: Locale | null): Promise<string> {
  const me = await requireClient(ctx);
  const [pigeons, registrations, fees, ratings, paperCards, devices, mails] = await Promise.all([
    selectOwnPigeons(ctx.db, me.id),
    selectOwnRegistrations(ctx.db, me.id),
    ownFees(ctx.db, me.id),
    selectOpsOf(ctx.db, { judgeId: me.id }),
    selectOpsOf(ctx.db, { enteredBy: me.id }),
    selectOwnDevices(ctx.db, me.id),
    selectOwnResultsMails(ctx.db, me.id),
  ]);
  const document = {
    generatedAt: ctx.now(),
    about: ABOUT[language ?? me.language],
    account: {
      id: me.id,
      firstName: me.firstName,
      lastName: me.lastName,
      email: me.email,
      pendingEmail: me.pendingEmail,
      phoneNumber: me.phoneNumber,
      website: me.website,
      emailPublic: me.emailPublic,
      language: me.language,
      role: me.role,
      createdAt: me.createdAt,
      verifiedAt: me.verifiedAt,
    },
    pigeons: pigeons.map(({ pigeon, flights }) => ({
      ringNumber: ring(pigeon),
      sex: pigeon.sex,
      color: pigeon.color,
      createdAt: pigeon.createdAt,
      flightResults: flights.map((flight) => ({
        date: flight.date,
        releaseLocation: flight.releaseLocation,
        distanceKm: flight.distanceKm,
        ranking: flight.ranking,
        participants: flight.participants,
        averageDistanceKm: flight.averageDistanceKm,
        year: flight.year,
      })),
    })),
    registrations: registrations.map((row) => ({
      event: event(row.event),
      ringNumber: ring(row),
      classCode: row.classCode,
      season: row.season,
      classReason: { prizeKm: row.prizeKm, prizes: row.prizes, lastYearKm: row.lastYearKm },
      registeredAt: row.registeredAt,
      cageNumber: row.cageNumber,
    })),
    fees,
    ratings: ratings.map((row) => ({ ...opOf(row), enteredByOffice: row.op.enteredBy !== null })),
    paperCards: paperCards.map((row) => ({
      ...opOf(row),
      judge: `${row.judgeFirstName} ${row.judgeLastName}`.trim(),
    })),
    judgingDevices: devices.map(({ device, event: ref }) => ({
      event: event(ref),
      deviceId: device.deviceId,
      name: device.name,
      appVersion: device.appVersion,
      lastSeenAt: device.lastSeenAt,
      pendingCount: device.pendingCount,
      readyForOffline: device.readyForOffline,
      storagePersisted: device.storagePersisted,
      batteryLevel: device.batteryLevel,
      charging: device.charging,
    })),
    mails: mails.map(({ mail, event: ref }) => ({
      event: event(ref),
      kind: mail.kind === 'UPDATED' ? 'UPDATED_RESULTS' : 'RESULTS',
      sentAt: mail.sentAt,
      sentCount: mail.sentCount,
      waiting: mail.sentAt === null,
      failedAttempts: mail.attempts,
      lastError: mail.lastError,
    })),
  };
  ctx.log.info('member data exported', { clientId: me.id });
  return JSON.stringify(document, null, 2);
}

/** The account's standing at every event with its pigeons or a payment, with the office's bookings. */
async function ownFees(db: Database, breederId: number) {
  const eventIds = await selectEventIdsOfBreeder(db, breederId);
  const rows = await selectFeeRows(db, { eventIds, breederId });
  return rows.map((row) => {
    const dueCents = feeDueCents(row, row.pigeonCount);
    return {
      event: { id: row.eventId, title: row.eventTitle },
      pigeonCount: row.pigeonCount,
      dueCents,
      paidCents: row.paidCents,
      openCents: Math.max(dueCents - row.paidCents, 0),
      payments: row.payments.map(({ amountCents, paidOn, method, note }) => ({
        amountCents,
        paidOn,
        method,
        note,
      })),
    };
  });
}

function refusal(
  code: 'ACCOUNT_DELETION_JUDGE_OF_SHOW' | 'ACCOUNT_DELETION_PIGEONS_IN_SHOW' | 'ACCOUNT_DELETION_FEES_OPEN',
  message: string,
  shows: Pick<EventRow, 'id' | 'title'>[],
) {
  const eventTitles = shows.map((show) => show.title);
  return appError(code, `${message}: ${eventTitles.join(', ')}`, {
    eventIds: shows.map((show) => String(show.id)),
    eventTitles,
  });
}

/**
 * Deletes the caller's own account, its password given (SHA-256 hex, as at login; wrong ones count
 * like failed logins, so a session left open cannot be used to guess it). What keeps it is said,
 * each with its code and the shows concerned, and nothing changes: the last superadmin; a judge of
 * a class in a show not ended yet (the office planned with them: it takes them off first); pigeons
 * in a running show (they are in the hall; the account can go once the show ended); entry fees
 * still open for an ended show. Registrations for shows not started yet go with the account, as
 * deleting a pigeon takes them (what is owed for them goes too).
 *
 * The rest is in eraseAccount (db/memberData.ts): personal data erased, the row left as a nameless
 * tombstone that ended shows' results, ratings and payments point to ("ehemaliges Mitglied"),
 * every session ended. Afterwards the account's sockets are closed (`accountChanged`) and the
 * shows it left are announced. http/publicCache.ts does not name this mutation, so it changes every
 * group of views: every cached answer, computed result and rendered page is emptied, and no page
 * keeps the name.
 */
export async function deleteMyAccount(ctx: GraphQLContext, password: string): Promise<boolean> {
  const me = await requireClient(ctx);
  if (password === '') throw appError('NO_PASSWORD', 'Enter your password', { field: 'password' });
  if (!isPasswordDigest(password))
    throw validationFailed('password', 'password must be the SHA-256 hex of the password');
  await requirePassword(ctx, me, password);
  const now = ctx.now();
  const left = await ctx.db.transaction(async (tx) => {
    // The shows concerned first, in id order (as every transaction that locks several), then the
    // account: a start, an end or a judge assignment queues up behind the deletion, or before it.
    const shows: EventRow[] = [];
    for (const id of await selectCurrentEventsOf(tx, me.id)) {
      const row = await lockEventById(tx, id);
      if (row) shows.push(row);
    }
    const client = await lockClient(tx, me.id);
    if (!client || client.deletedAt)
      throw appError('UNAUTHENTICATED', 'Session expired, please log in again');
    if (client.role === 'SUPERADMIN' && (await lockSuperadmins(tx)) <= 1)
      throw appError(
        'ACCOUNT_DELETION_LAST_SUPERADMIN',
        'The last superadmin cannot be deleted; make another account superadmin first',
      );
    const notEnded = shows.filter((show) => show.status !== 'ENDED');
    const ids = notEnded.map((show) => show.id);
    const judged = new Set(await selectJudgedEvents(tx, me.id, ids));
    if (judged.size > 0)
      throw refusal(
        'ACCOUNT_DELETION_JUDGE_OF_SHOW',
        'You judge a class of shows not ended yet',
        notEnded.filter((show) => judged.has(show.id)),
      );
    const withPigeons = new Set(await selectEventsWithPigeonsOf(tx, me.id, ids));
    const running = notEnded.filter((show) => withPigeons.has(show.id) && show.status === 'STARTED');
    if (running.length > 0)
      throw refusal('ACCOUNT_DELETION_PIGEONS_IN_SHOW', 'Your pigeons are in running shows', running);
    const open = await openFeesOfEndedShows(tx, me.id);
    if (open.length > 0) throw refusal('ACCOUNT_DELETION_FEES_OPEN', 'Entry fees are still open for', open);
    await eraseAccount(tx, me.id, now);
    return notEnded.filter((show) => withPigeons.has(show.id));
  });
  // Its sockets end (http/graphqlWebSocket.ts); the shows its pigeons left count anew.
  ctx.eventBus.publish('accountChanged', me.id);
  for (const show of left) announce(ctx, show.id);
  ctx.log.info('account deleted', { clientId: me.id, showsLeft: left.map((show) => show.id) });
  return true;
}

/** The password of the account (counted like a failed login when wrong, given back when right). */
async function requirePassword(ctx: GraphQLContext, me: ClientRow, password: string): Promise<void> {
  const attempt = await takeAttempt(ctx, 'login', me.email);
  if (!me.passwordHash || !(await verifyPasswordDigest(me.passwordHash, password)))
    throw appError('CURRENT_PASSWORD_WRONG', 'The password is wrong', { field: 'password' });
  await attempt.giveBack();
}

/** The ended shows where the account still owes entry fees (due more than paid). */
async function openFeesOfEndedShows(db: Database, breederId: number): Promise<EventRow[]> {
  const ended = (await selectEventsByIds(db, await selectEventIdsOfBreeder(db, breederId))).filter(
    (show) => show.status === 'ENDED',
  );
  const rows = await selectFeeRows(db, { eventIds: ended.map((show) => show.id), breederId });
  const owing = new Set(
    rows.filter((row) => feeDueCents(row, row.pigeonCount) > row.paidCents).map((row) => row.eventId),
  );
  return ended.filter((show) => owing.has(show.id));
}
