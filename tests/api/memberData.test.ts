import { insertFlightResults } from '@api/db/flightResults.ts';
import { clients } from '@api/db/schema.ts';
import { graphql } from '@tests/gql';
import type { PigeonClass } from '@tests/gql/graphql.ts';
import { sha256Hex } from '@tests/support/apiAccounts.ts';
import {
  ASSIGN_CAGES,
  ASSIGN_JUDGES,
  CREATE_EVENT,
  CREATE_PIGEON,
  createEventWorld,
  END_EVENT,
  EVENT_CAGES,
  type EventWorld,
  eventInput,
  loginAs,
  type Session,
  START_EVENT,
} from '@tests/support/eventFactories.ts';
import { rateOp, SUBMIT_OPS } from '@tests/support/judging.ts';
import { type MailCapture, startMailCapture } from '@tests/support/mailCapture.ts';
import {
  apiTestDatabase,
  errorCodes,
  type GqlResult,
  startTestServer,
  type TestServer,
} from '@tests/support/server.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A member's own data: everything the account holds or made as one JSON document, and deleting
// the account, with what keeps it said and what stays of it (ended shows' results, nameless).

const MY_DATA = graphql(`query MemberDataExport { myData }`);
const MY_DATA_EN = graphql(`query MemberDataExportEnglish { myData(language: en) }`);
const DELETE = graphql(
  `mutation MemberDataDelete($password: String!) { deleteMyAccount(password: $password) }`,
);
const ME = graphql(`query MemberDataMe { getClientByJWT { id email } }`);
const LOGIN = graphql(`query MemberDataLogin($email: String!, $password: String!) {
  loginClient(email: $email, password: $password) { token } }`);
const REGISTER_ACCOUNT = graphql(`mutation MemberDataRegisterAccount($email: String!, $pwdHash: String!) {
  registerClient(email: $email, firstName: "Neu", lastName: "Anfang", pwdHash: $pwdHash, language: de) { client { id } } }`);
const REGISTER_PIGEONS = graphql(`mutation MemberDataRegisterPigeons($eventId: ID!, $pigeonIds: [ID!]!) {
  registerPigeons(eventId: $eventId, pigeonIds: $pigeonIds) { id } }`);
const CLOSE = graphql(
  `mutation MemberDataClose($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }`,
);
const MARK_PAID = graphql(`mutation MemberDataMarkPaid($eventId: ID!, $breederId: ID!, $amountCents: Int!) {
  recordFeePayment(eventId: $eventId, breederId: $breederId, amountCents: $amountCents, paidOn: "2026-01-15",
    method: TRANSFER) { balanceCents } }`);
const ENTER_CARDS = graphql(`mutation MemberDataEnterCards($judgeId: ID!, $ops: [JudgingOpInput!]!) {
  enterPaperCards(judgeId: $judgeId, ops: $ops) { outcome code } }`);
const RESULTS = graphql(`query MemberDataResults($eventId: ID!) { eventResults(eventId: $eventId) {
  classes { code entries { ringNumber total place breeder { id shownName } judge { id shownName } } }
  breeders { breeder { id shownName email } sum }
  bestBreeders { breeder { id shownName } sum } } }`);
const EVENT_COUNT = graphql(`query MemberDataEventCount($id: ID!) { event(id: $id) { registrationCount } }`);
const FEE_LIST = graphql(`query MemberDataFees($id: ID!) { eventFees(eventId: $id) {
  breeders { breeder { id shownName } email dueCents paidCents } } }`);
const CLIENT_LIST = graphql(`query MemberDataClients($search: String) { clients(search: $search) { id } }`);

const PASSWORD = sha256Hex('pw');
const WRONG = sha256Hex('falsch');

/** What the export holds, as far as these tests read it. */
interface Export {
  generatedAt: string;
  about: string[];
  account: Record<string, unknown>;
  pigeons: { ringNumber: string; flightResults: { releaseLocation: string }[] }[];
  registrations: {
    event: { title: string };
    ringNumber: string;
    classCode: string;
    cageNumber: number | null;
  }[];
  fees: {
    event: { title: string };
    dueCents: number;
    paidCents: number;
    openCents: number;
    payments: unknown[];
  }[];
  ratings: {
    event: { title: string };
    cageNumber: number;
    ringNumber: string;
    kind: string;
    total: number | null;
    enteredByOffice: boolean;
  }[];
  paperCards: { ringNumber: string; judge: string; total: number | null }[];
  judgingDevices: unknown[];
  mails: { event: { title: string }; kind: string; sentAt: string | null }[];
}

const database = apiTestDatabase();

describe(`a member's own data on ${database}`, () => {
  let server: TestServer;
  let smtp: MailCapture;
  let w: EventWorld;
  const now = new Date();

  beforeAll(async () => {
    smtp = await startMailCapture();
    server = await startTestServer({ database, env: { SMTP_URL: smtp.url } });
    w = await createEventWorld(server, now);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const must = async <T>(result: Promise<GqlResult<T>>): Promise<T> => {
    const done = await result;
    expect(done.errors).toEqual([]);
    return done.data!;
  };
  const exportOf = async (who: Session): Promise<Export> =>
    JSON.parse((await must(w.call(MY_DATA, {}, who))).myData) as Export;
  const deleteAs = (who: Session, password = PASSWORD) => w.call(DELETE, { password }, who);
  const login = (email: string) => w.call(LOGIN, { email, password: PASSWORD });
  const pigeonOf = async (who: Session, ringNumber: string) =>
    (await must(w.call(CREATE_PIGEON, { input: { ringNumber, sex: 'M', color: 'blau' } }, who))).createPigeon
      .id;
  const eventTitlesOf = (result: GqlResult<unknown>) => result.errors[0]?.extensions?.eventTitles;

  /** An open show (deadline in an hour) with entry fees: 5 € per pigeon, 10 € per breeder. */
  const openShow = async (title: string) =>
    (
      await must(
        w.call(
          CREATE_EVENT,
          { input: { ...eventInput(now, 1, 48, title), pigeonFeeCents: 500, breederFeeCents: 1000 } },
          w.as.admin,
        ),
      )
    ).createEvent.id;

  /**
   * A show through to the end of registration with these pigeons, judges per class and cages
   * numbered; `start` starts it too.
   */
  const closedShow = async (
    title: string,
    entries: [Session, string[]][],
    judges: Partial<Record<PigeonClass, Session[]>>,
  ) => {
    const id = await openShow(title);
    for (const [who, pigeonIds] of entries)
      await must(w.call(REGISTER_PIGEONS, { eventId: id, pigeonIds }, who));
    await must(w.call(CLOSE, { id, input: eventInput(now, -1, 48, title) }, w.as.admin));
    const assignments = Object.entries(judges).map(([classCode, who]) => ({
      classCode: classCode as PigeonClass,
      judgeIds: who.map((judge) => String(judge.id)),
    }));
    await must(w.call(ASSIGN_JUDGES, { eventId: id, assignments }, w.as.admin));
    await must(w.call(ASSIGN_CAGES, { eventId: id }, w.as.admin));
    const { eventCages } = await must(w.call(EVENT_CAGES, { eventId: id }));
    const cage = (ring: string) => eventCages.find((c) => c.ringNumber === ring)!;
    return { id, cage };
  };

  /** A closed show started, each cage given rated by its judge with the points given, and ended. */
  const endedShow = async (
    title: string,
    entries: [Session, string[]][],
    judges: Partial<Record<PigeonClass, Session[]>>,
    ratings: [Session, string, number][],
  ) => {
    const show = await closedShow(title, entries, judges);
    await must(w.call(START_EVENT, { id: show.id }, w.as.admin));
    for (const [judge, ring, musculature] of ratings) {
      const [answer] = (
        await must(w.call(SUBMIT_OPS, { ops: [rateOp(show.id, show.cage(ring).id, { musculature })] }, judge))
      ).submitJudgingOps;
      expect(answer.outcome).toBe('APPLIED');
    }
    await must(w.call(END_EVENT, { id: show.id }, w.as.admin));
    return show;
  };

  describe('the export', () => {
    let spring: Awaited<ReturnType<typeof endedShow>>;
    let autumn: string;

    beforeAll(async () => {
      const { breeder, other, judge, judge2 } = w.as;
      const { k1a, k1b, rest, young } = w.pigeons;
      spring = await endedShow(
        'Frühjahrsschau',
        [
          [breeder, [k1a, k1b, rest]],
          [other, [w.othersPigeon]],
        ],
        { KLASSE1_M: [judge], REST: [judge2] },
        [
          [judge, 'DV-06976-20-1', 29],
          [judge, 'DV-06976-20-5', 28],
          [judge2, 'DV-06976-20-3', 27],
        ],
      );
      // The office types in a card of the second judge's for the other breeder's pigeon.
      const card = rateOp(spring.id, spring.cage('DV-01234-20-9').id, { musculature: 27.5 });
      const [entered] = (
        await must(w.call(ENTER_CARDS, { judgeId: String(judge2.id), ops: [card] }, w.as.admin))
      ).enterPaperCards;
      // After the end the card is a late rating, kept for the office to decide.
      expect(entered.code).toBe('EVENT_ENDED');
      await must(
        w.call(
          MARK_PAID,
          { eventId: spring.id, breederId: String(breeder.id), amountCents: 2500 },
          w.as.admin,
        ),
      );
      autumn = await openShow('Herbstschau');
      await must(w.call(REGISTER_PIGEONS, { eventId: autumn, pigeonIds: [young] }, breeder));
    });

    it("holds a breeder's account, pigeons with flights, registrations, fees with the payment and results mails, and nothing of others", async () => {
      const data = await exportOf(w.as.breeder);
      expect(Date.parse(data.generatedAt)).toBeGreaterThan(now.getTime() - 1000);
      for (const part of ['account', 'pigeons', 'registrations', 'fees', 'ratings', 'paperCards', 'mails'])
        expect(data.about.some((line) => line.startsWith(`${part}: `))).toBe(true);
      expect(data.about[0]).toContain('Alle Daten, die Taubenschau zu Ihrem Konto speichert');
      // In the page's language when it is given, else the account's.
      const english = JSON.parse((await must(w.call(MY_DATA_EN, {}, w.as.breeder))).myData) as Export;
      expect(english.about[0]).toContain('All data Taubenschau keeps about your account');
      expect(data.account).toMatchObject({
        id: w.as.breeder.id,
        firstName: 'Breeder',
        lastName: 'breeder',
        email: 'breeder@example.org',
        role: 'BREEDER',
        emailPublic: false,
      });
      expect(data.account.verifiedAt).toEqual(expect.any(String));
      expect(data.pigeons.map((p) => [p.ringNumber, p.flightResults.length])).toEqual([
        ['DV-06976-20-1', 10],
        ['DV-06976-20-3', 0],
        ['DV-06976-20-5', 10],
        ['DV-06976-26-7', 2],
      ]);
      expect(data.registrations.map((r) => [r.event.title, r.ringNumber, r.classCode, r.cageNumber])).toEqual(
        [
          ['Frühjahrsschau', 'DV-06976-20-1', 'KLASSE1_M', spring.cage('DV-06976-20-1').cageNumber],
          ['Frühjahrsschau', 'DV-06976-20-3', 'REST', spring.cage('DV-06976-20-3').cageNumber],
          ['Frühjahrsschau', 'DV-06976-20-5', 'KLASSE1_M', spring.cage('DV-06976-20-5').cageNumber],
          ['Herbstschau', 'DV-06976-26-7', 'JUNGTAUBE_M', null],
        ],
      );
      // 3 pigeons at 5 € and 10 € per breeder, paid; 1 pigeon, not paid yet.
      expect(data.fees.map((f) => [f.event.title, f.dueCents, f.paidCents, f.openCents])).toEqual([
        ['Frühjahrsschau', 2500, 2500, 0],
        ['Herbstschau', 1500, 0, 1500],
      ]);
      expect(data.fees[0].payments).toEqual([
        { amountCents: 2500, paidOn: '2026-01-15', method: 'TRANSFER', note: null },
      ]);
      expect(data.mails).toEqual([
        expect.objectContaining({
          event: expect.objectContaining({ title: 'Frühjahrsschau' }),
          kind: 'RESULTS',
        }),
      ]);
      // The results mail went out when the show ended: the export says when.
      await expect
        .poll(async () => (await exportOf(w.as.breeder)).mails[0].sentAt, { timeout: 10_000 })
        .toEqual(expect.any(String));
      expect(data.ratings).toEqual([]);
      expect(data.paperCards).toEqual([]);

      const text = JSON.stringify(data);
      // Nothing of the other breeder, of the judges, nor anything secret.
      for (const foreign of ['DV-01234-20-9', 'other@example.org', 'judge@example.org', 'Judge'])
        expect(text).not.toContain(foreign);
      for (const secret of ['passwordHash', 'verificationCode', 'sessionVersion', 'argon2', 'token'])
        expect(text).not.toContain(secret);
    });

    it("holds a judge's ratings with event, cage, ring and points, paper cards typed for them marked, and never the breeders", async () => {
      const data = await exportOf(w.as.judge2);
      expect(data.account).toMatchObject({ email: 'judge2@example.org', role: 'JUDGE' });
      expect(
        data.ratings.map((r) => [
          r.event.title,
          r.cageNumber,
          r.ringNumber,
          r.kind,
          r.total,
          r.enteredByOffice,
        ]),
      ).toEqual([
        ['Frühjahrsschau', spring.cage('DV-06976-20-3').cageNumber, 'DV-06976-20-3', 'RATE', 93, false],
        ['Frühjahrsschau', spring.cage('DV-01234-20-9').cageNumber, 'DV-01234-20-9', 'RATE', 93.5, true],
      ]);
      expect(data.ratings[1]).toMatchObject({ counts: false, late: { status: 'PENDING', decidedAt: null } });
      expect(data.ratings[0]).toMatchObject({
        scores: { generalImpression: 9, boneStructure: 9, back: 19, musculature: 27, wings: 29 },
        skipReason: null,
        counts: true,
        late: null,
      });
      expect(data.pigeons).toEqual([]);
      const text = JSON.stringify(data);
      for (const foreign of ['breeder@example.org', 'other@example.org', 'Breeder', 'DV-06976-20-1'])
        expect(text).not.toContain(foreign);
    });

    it('holds the paper cards an admin typed in, naming the judge they were for', async () => {
      const data = await exportOf(w.as.admin);
      expect(data.paperCards.map((c) => [c.ringNumber, c.judge, c.total])).toEqual([
        ['DV-01234-20-9', 'Judge judge2', 93.5],
      ]);
      expect(data.ratings).toEqual([]);
    });

    it('is for a logged-in account only: NOT_AUTHORIZED for a guest, UNAUTHENTICATED for an ended session', async () => {
      expect(errorCodes(await w.call(MY_DATA, {}))).toEqual(['NOT_AUTHORIZED']);
      expect(errorCodes(await w.call(MY_DATA, {}, { id: 0, token: 'not-a-token' }))).toEqual([
        'UNAUTHENTICATED',
      ]);
    });
  });

  describe('deleting the account', () => {
    it('refuses a wrong password on its field, changes nothing, and counts it like a failed login', async () => {
      const who = await loginAs(server, 'vergesslich@example.org', 'BREEDER', now);
      await pigeonOf(who, 'DV-07000-20-1');
      const before = await exportOf(who);
      const wrong = await deleteAs(who, WRONG);
      expect(errorCodes(wrong)).toEqual(['CURRENT_PASSWORD_WRONG']);
      expect(wrong.errors[0].extensions?.field).toBe('password');
      expect(errorCodes(await deleteAs(who, ''))).toEqual(['NO_PASSWORD']);
      expect((await must(w.call(ME, {}, who))).getClientByJWT.email).toBe('vergesslich@example.org');
      const after = await exportOf(who);
      expect({ ...after, generatedAt: null }).toEqual({ ...before, generatedAt: null });

      // Ten wrong ones in all: then even the right password is refused, here and at the login.
      for (let i = 1; i < 10; i++)
        expect(errorCodes(await deleteAs(who, WRONG))).toEqual(['CURRENT_PASSWORD_WRONG']);
      expect(errorCodes(await deleteAs(who))).toEqual(['RATE_LIMITED']);
      expect(errorCodes(await login('vergesslich@example.org'))).toEqual(['RATE_LIMITED']);
      expect((await must(w.call(ME, {}, who))).getClientByJWT.id).toBe(who.id);
    });

    it('says what keeps it and changes nothing: the last superadmin, a judge of a show not ended, pigeons in a running show, open entry fees', async () => {
      const unchanged = async (who: Session, email: string) => {
        expect((await must(w.call(ME, {}, who))).getClientByJWT.email).toBe(email);
        expect((await login(email)).errors).toEqual([]);
      };

      const last = await deleteAs(w.as.superadmin);
      expect(errorCodes(last)).toEqual(['ACCOUNT_DELETION_LAST_SUPERADMIN']);
      await unchanged(w.as.superadmin, 'super@example.org');

      const judge = await loginAs(server, 'richterin@example.org', 'JUDGE', now);
      const breeder = await loginAs(server, 'laeuft@example.org', 'BREEDER', now);
      const owing = await loginAs(server, 'schuldet@example.org', 'BREEDER', now);
      const running = await closedShow(
        'Laufende Schau',
        [[breeder, [await pigeonOf(breeder, 'DV-07001-20-1')]]],
        {
          REST: [judge],
        },
      );
      await must(w.call(START_EVENT, { id: running.id }, w.as.admin));
      await endedShow(
        'Unbezahlte Schau',
        [[owing, [await pigeonOf(owing, 'DV-07002-20-1')]]],
        { REST: [w.as.judge2] },
        [[w.as.judge2, 'DV-07002-20-1', 28]],
      );

      const judging = await deleteAs(judge);
      expect(errorCodes(judging)).toEqual(['ACCOUNT_DELETION_JUDGE_OF_SHOW']);
      expect(eventTitlesOf(judging)).toEqual(['Laufende Schau']);
      await unchanged(judge, 'richterin@example.org');

      const inHall = await deleteAs(breeder);
      expect(errorCodes(inHall)).toEqual(['ACCOUNT_DELETION_PIGEONS_IN_SHOW']);
      expect(eventTitlesOf(inHall)).toEqual(['Laufende Schau']);
      await unchanged(breeder, 'laeuft@example.org');
      expect((await exportOf(breeder)).registrations.map((r) => r.event.title)).toEqual(['Laufende Schau']);

      const open = await deleteAs(owing);
      expect(errorCodes(open)).toEqual(['ACCOUNT_DELETION_FEES_OPEN']);
      expect(eventTitlesOf(open)).toEqual(['Unbezahlte Schau']);
      await unchanged(owing, 'schuldet@example.org');
      expect((await exportOf(owing)).fees.map((f) => f.openCents)).toEqual([1500]);

      // With a second superadmin the first may go.
      await loginAs(server, 'super2@example.org', 'SUPERADMIN', now);
      expect((await must(deleteAs(w.as.superadmin))).deleteMyAccount).toBe(true);
    });

    it('erases the person and ends every session; the address is free again, ended shows keep the points under "former member", upcoming registrations go', async () => {
      const leaving = await loginAs(server, 'geht@example.org', 'JUDGE', now);
      const shown = await pigeonOf(leaving, 'DV-07010-20-1');
      const upcoming = await pigeonOf(leaving, 'DV-07010-20-2');
      const unshown = await pigeonOf(leaving, 'DV-07010-20-3');
      await insertFlightResults(server.database.db, [
        {
          pigeonId: Number(unshown),
          date: '2025-05-01',
          releaseLocation: 'Würzburg',
          distanceKm: 300,
          ranking: 1,
          participants: 50,
          averageDistanceKm: null,
          year: 2025,
        },
      ]);
      // The leaving judge rates the other breeder's pigeon; the second judge rates theirs.
      const show = await endedShow(
        'Abschiedsschau',
        [
          [leaving, [shown]],
          [w.as.other, [w.othersPigeon]],
        ],
        { REST: [leaving, w.as.judge2] },
        [
          [w.as.judge2, 'DV-07010-20-1', 28],
          [leaving, 'DV-01234-20-9', 27],
        ],
      );
      await must(
        w.call(MARK_PAID, { eventId: show.id, breederId: String(leaving.id), amountCents: 1500 }, w.as.admin),
      );
      const later = await openShow('Spätere Schau');
      await must(w.call(REGISTER_PIGEONS, { eventId: later, pigeonIds: [upcoming] }, leaving));
      expect((await must(w.call(EVENT_COUNT, { id: later }))).event!.registrationCount).toBe(1);
      // Read by a guest before: the public answer is kept for a few seconds.
      const before = (await must(w.call(RESULTS, { eventId: show.id }))).eventResults;
      const rowOf = (results: typeof before, ring: string) =>
        results.classes.flatMap((c) => c.entries).find((e) => e.ringNumber === ring)!;
      expect(rowOf(before, 'DV-07010-20-1').breeder.shownName).toBe('Judge geht');
      expect(rowOf(before, 'DV-01234-20-9').judge?.shownName).toBe('Judge geht');

      expect((await must(deleteAs(leaving))).deleteMyAccount).toBe(true);

      // Every session ended, and the account cannot log in again.
      expect(errorCodes(await w.call(ME, {}, leaving))).toEqual(['UNAUTHENTICATED']);
      expect(errorCodes(await w.call(MY_DATA, {}, leaving))).toEqual(['UNAUTHENTICATED']);
      expect(errorCodes(await login('geht@example.org'))).toEqual(['LOGIN_FAILED']);

      // The ended show keeps ring numbers and points, under no name, at once.
      const after = (await must(w.call(RESULTS, { eventId: show.id }))).eventResults;
      expect(rowOf(after, 'DV-07010-20-1')).toEqual({
        ...rowOf(before, 'DV-07010-20-1'),
        breeder: { id: String(leaving.id), shownName: '' },
      });
      expect(rowOf(after, 'DV-01234-20-9')).toEqual({
        ...rowOf(before, 'DV-01234-20-9'),
        judge: { id: String(leaving.id), shownName: '' },
      });
      const former = after.breeders.find((b) => b.breeder.id === String(leaving.id))!;
      expect(former.breeder).toEqual({ id: String(leaving.id), shownName: '', email: null });
      expect(former.sum).toBe(94);
      // Listed after everyone named.
      expect(after.breeders.at(-1)).toBe(former);
      expect(JSON.stringify(after)).not.toContain('geht');

      // The upcoming show lost its registration; the pigeons no ended show lists are gone, so
      // their rings are free for someone else.
      expect((await must(w.call(EVENT_COUNT, { id: later }))).event!.registrationCount).toBe(0);
      expect(
        (
          await w.call(
            CREATE_PIGEON,
            { input: { ringNumber: 'DV-07010-20-3', sex: 'M', color: 'rot' } },
            w.as.other,
          )
        ).errors,
      ).toEqual([]);
      expect(
        errorCodes(
          await w.call(
            CREATE_PIGEON,
            { input: { ringNumber: 'DV-07010-20-1', sex: 'M', color: 'rot' } },
            w.as.other,
          ),
        ),
      ).toEqual(['PIGEON_ALREADY_EXISTS']);

      // Nothing of the person is left on the row; admins do not see it.
      const [row] = await server.database.db.select().from(clients).where(eq(clients.id, leaving.id));
      expect(row).toMatchObject({
        email: `deleted:${leaving.id}`,
        firstName: '',
        lastName: '',
        role: 'BREEDER',
        phoneNumber: null,
        website: null,
        passwordHash: null,
        verificationCodeHash: null,
        pendingEmail: null,
        verifiedAt: null,
      });
      expect(row.deletedAt).toBeInstanceOf(Date);
      // The office's fee list keeps the payment, under no name and no address.
      const fees = (await must(w.call(FEE_LIST, { id: show.id }, w.as.admin))).eventFees.breeders;
      expect(fees.find((b) => b.breeder.id === String(leaving.id))).toEqual({
        breeder: { id: String(leaving.id), shownName: '' },
        email: null,
        dueCents: 1500,
        paidCents: 1500,
      });
      const listed = (await must(w.call(CLIENT_LIST, {}, w.as.admin))).clients.map((c) => c.id);
      expect(listed).not.toContain(leaving.id);

      // The address is free to register again, as a new account.
      const again = await must(w.call(REGISTER_ACCOUNT, { email: 'geht@example.org', pwdHash: PASSWORD }));
      expect(again.registerClient.client.id).not.toBe(leaving.id);
    });
  });
});
