import { graphql } from '@tests/gql';
import {
  ASSIGN_CAGES,
  ASSIGN_JUDGES,
  CREATE_PIGEON,
  createEventWorld,
  END_EVENT,
  EVENT_CAGES,
  type EventWorld,
  eventInput,
  loginAs,
  START_EVENT,
  UPDATE_EVENT,
} from '@tests/support/eventFactories.ts';
import { JUDGE_CAGES, RESOLVE_LATE, rateOp, SUBMIT_OPS } from '@tests/support/judging.ts';
import { type MailCapture, startMailCapture } from '@tests/support/mailCapture.ts';
import {
  apiTestDatabase,
  errorCodes,
  type GqlResult,
  startTestServer,
  type TestServer,
} from '@tests/support/server.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

// Provisional results, objections, corrections on the record and finalising (docs/domain.md,
// Provisional and final results).

const NOW = new Date('2026-06-01T12:00:00.000Z');
const DAY = 24 * 60 * 60_000;
const PUBLIC_URL = 'https://schau.example.org';

const STATE = graphql(`query ResultsState($id: ID!) {
  event(id: $id) { id status resultsStatus objectionDeadline objectionDays resultsFinalAt endedAt } }`);
const FILE = graphql(`mutation FileObjection($eventId: ID!, $cageId: ID!, $reason: String!) {
  fileObjection(eventId: $eventId, cageId: $cageId, reason: $reason) {
    id eventId cageId cageNumber ringNumber classCode breeder { id shownName } reason status answer filedAt answeredAt } }`);
const OBJECTIONS = graphql(`query Objections($eventId: ID!) {
  objections(eventId: $eventId) { id cageId reason status answer breeder { id } } }`);
const ANSWER = graphql(`mutation AnswerObjection($id: ID!, $upheld: Boolean!, $answer: String!) {
  answerObjection(id: $id, upheld: $upheld, answer: $answer) { id status answer answeredAt } }`);
const CORRECT =
  graphql(`mutation CorrectJudgement($eventId: ID!, $cageId: ID!, $scores: JudgingScoresInput!, $reason: String!) {
  correctJudgement(eventId: $eventId, cageId: $cageId, scores: $scores, reason: $reason) {
    id cageId cageNumber oldTotal newTotal reason at } }`);
const FINALIZE = graphql(`mutation FinalizeResults($eventId: ID!, $early: Boolean) {
  finalizeResults(eventId: $eventId, early: $early) { id resultsStatus resultsFinalAt } }`);
const RESULTS = graphql(`query CorrectedResults($eventId: ID!) {
  eventResults(eventId: $eventId) {
    classList { classes { code entries { cageId total place } } }
    bestBreeders { breeder { id } sum }
    corrections { cageId cageNumber oldTotal newTotal reason }
  } }`);

const database = apiTestDatabase();

describe(`provisional and final results on ${database}`, () => {
  let server: TestServer;
  let smtp: MailCapture;
  let w: EventWorld;
  let clock = NOW;

  beforeAll(async () => {
    smtp = await startMailCapture();
    server = await startTestServer({ database, now: () => clock, env: { SMTP_URL: smtp.url, PUBLIC_URL } });
    w = await createEventWorld(server, NOW);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  afterEach(() => {
    clock = NOW;
  });

  const must = async <T>(result: Promise<GqlResult<T>>): Promise<T> => {
    const done = await result;
    expect(done.errors).toEqual([]);
    return done.data!;
  };
  /** An ended show: the breeder's four pigeons, three of them rated, ended at NOW. */
  const endedShow = async (title: string) => {
    const id = await w.readyEvent(title);
    await must(w.call(START_EVENT, { id }, w.as.admin));
    const [k1a, k1b, young] = (await must(w.call(JUDGE_CAGES, { eventId: id }, w.as.judge))).judgeCages;
    const [rest] = (await must(w.call(JUDGE_CAGES, { eventId: id }, w.as.judge2))).judgeCages;
    const ops = [rateOp(id, k1a.id), rateOp(id, k1b.id, { wings: 27 }), rateOp(id, young.id, { back: 17 })];
    expect(
      (await must(w.call(SUBMIT_OPS, { ops }, w.as.judge))).submitJudgingOps.map((r) => r.outcome),
    ).toEqual(['APPLIED', 'APPLIED', 'APPLIED']);
    await must(w.call(END_EVENT, { id }, w.as.admin));
    return { id, k1a, k1b, young, rest };
  };
  const state = async (id: string) => (await must(w.call(STATE, { id }))).event;
  /** The clock moved on by `ms`: sessions last 12 hours, so the admin and the breeder log in again. */
  const later = async (ms: number) => {
    clock = new Date(NOW.getTime() + ms);
    return {
      admin: await loginAs(server, 'admin@example.org', 'ADMIN', clock),
      breeder: await loginAs(server, 'breeder@example.org', 'BREEDER', clock),
    };
  };
  /** The mail to the breeder whose subject starts so and whose text links to the show, once it came. */
  const mailAbout = async (subject: string, showId: string) => {
    const find = () =>
      smtp.mails.find(
        (m) =>
          m.to === 'breeder@example.org' &&
          m.subject.startsWith(subject) &&
          m.text.includes(`${PUBLIC_URL}/results/${showId}`),
      );
    await expect.poll(find).toBeDefined();
    return find()!;
  };

  it('are provisional from the end until the objection deadline, the end plus the event’s days', async () => {
    const id = await w.readyEvent('Vorläufig');
    expect(await state(id)).toMatchObject({ resultsStatus: null, objectionDeadline: null, objectionDays: 7 });
    await must(w.call(START_EVENT, { id }, w.as.admin));
    await must(w.call(END_EVENT, { id }, w.as.admin));
    expect(await state(id)).toMatchObject({
      status: 'ENDED',
      resultsStatus: 'PROVISIONAL',
      endedAt: NOW.toISOString(),
      objectionDeadline: new Date(NOW.getTime() + 7 * DAY).toISOString(),
      resultsFinalAt: null,
    });
  });

  it('take the objection period from the event form: 0 to 60 days, a bad value named', async () => {
    const id = await w.openEvent('Frist');
    await must(
      w.call(UPDATE_EVENT, { id, input: { ...eventInput(NOW, 1, 48), objectionDays: 0 } }, w.as.admin),
    );
    expect((await state(id)).objectionDays).toBe(0);
    // Left out, it stays.
    await must(w.call(UPDATE_EVENT, { id, input: eventInput(NOW, 1, 48) }, w.as.admin));
    expect((await state(id)).objectionDays).toBe(0);
    for (const objectionDays of [-1, 61]) {
      const refused = await w.call(
        UPDATE_EVENT,
        { id, input: { ...eventInput(NOW, 1, 48), objectionDays } },
        w.as.admin,
      );
      expect(refused.errors.map((e) => [e.extensions?.code, e.extensions?.field])).toEqual([
        ['VALIDATION_FAILED', 'objectionDays'],
      ]);
    }
    expect((await state(id)).objectionDays).toBe(0);
  });

  it('take objections from breeders with pigeons in the show, within the period, and show each their own', async () => {
    const show = await endedShow('Einspruch');
    const file = (
      who = w.as.breeder,
      cageId = show.k1b.id,
      reason = 'Die Flügel wurden zu streng bewertet.',
    ) => w.call(FILE, { eventId: show.id, cageId, reason }, who);
    // A guest, a breeder without a pigeon in the show and a judge without one are refused.
    expect(errorCodes(await w.call(FILE, { eventId: show.id, cageId: show.k1b.id, reason: 'x' }))).toEqual([
      'NOT_AUTHORIZED',
    ]);
    expect(errorCodes(await file(w.as.other))).toEqual(['NOT_AUTHORIZED']);
    expect(errorCodes(await file(w.as.judge))).toEqual(['NOT_AUTHORIZED']);
    // No reason; a cage that is not the show's.
    const empty = await file(w.as.breeder, show.k1b.id, '   ');
    expect(empty.errors.map((e) => [e.extensions?.code, e.extensions?.field])).toEqual([
      ['VALIDATION_FAILED', 'reason'],
    ]);
    expect(errorCodes(await file(w.as.breeder, '999999'))).toEqual(['CAGE_NOT_FOUND']);

    const filed = (await must(file())).fileObjection;
    expect(filed).toMatchObject({
      eventId: show.id,
      cageId: show.k1b.id,
      cageNumber: show.k1b.cageNumber,
      ringNumber: 'DV-06976-20-5',
      classCode: 'KLASSE1_M',
      breeder: { id: String(w.as.breeder.id) },
      reason: 'Die Flügel wurden zu streng bewertet.',
      status: 'OPEN',
      answer: null,
      answeredAt: null,
    });
    // The office sees every objection, the breeder their own, anyone else none; a guest is refused.
    expect(
      (await must(w.call(OBJECTIONS, { eventId: show.id }, w.as.admin))).objections.map((o) => o.id),
    ).toEqual([filed.id]);
    expect((await must(w.call(OBJECTIONS, { eventId: show.id }, w.as.breeder))).objections).toHaveLength(1);
    expect((await must(w.call(OBJECTIONS, { eventId: show.id }, w.as.other))).objections).toEqual([]);
    expect(errorCodes(await w.call(OBJECTIONS, { eventId: show.id }))).toEqual(['NOT_AUTHORIZED']);

    // After the deadline no more.
    const { breeder } = await later(7 * DAY);
    expect(errorCodes(await file(breeder))).toEqual(['OBJECTION_PERIOD_OVER']);
  });

  it('refuse an objection before the end', async () => {
    const id = await w.readyEvent('Noch offen');
    const [cage] = (await must(w.call(JUDGE_CAGES, { eventId: id }, w.as.judge))).judgeCages;
    expect(
      errorCodes(await w.call(FILE, { eventId: id, cageId: cage.id, reason: 'zu früh' }, w.as.breeder)),
    ).toEqual(['EVENT_RATINGS_NOT_FINISHED']);
  });

  it('are answered by the office only, and the breeder is told by mail', async () => {
    const show = await endedShow('Antwort');
    const { id } = (
      await must(
        w.call(FILE, { eventId: show.id, cageId: show.k1b.id, reason: 'Bitte prüfen.' }, w.as.breeder),
      )
    ).fileObjection;
    expect(errorCodes(await w.call(ANSWER, { id, upheld: true, answer: 'Ja' }, w.as.breeder))).toEqual([
      'NOT_AUTHORIZED',
    ]);
    expect(
      errorCodes(await w.call(ANSWER, { id: '999999', upheld: true, answer: 'Ja' }, w.as.admin)),
    ).toEqual(['OBJECTION_NOT_FOUND']);
    const blank = await w.call(ANSWER, { id, upheld: true, answer: ' ' }, w.as.admin);
    expect(blank.errors.map((e) => [e.extensions?.code, e.extensions?.field])).toEqual([
      ['VALIDATION_FAILED', 'answer'],
    ]);

    const answered = (
      await must(
        w.call(ANSWER, { id, upheld: false, answer: 'Die Wertung ist richtig addiert.' }, w.as.admin),
      )
    ).answerObjection;
    expect(answered).toMatchObject({ status: 'REJECTED', answer: 'Die Wertung ist richtig addiert.' });
    const mail = await mailAbout('Ihr Einspruch', show.id);
    expect(mail.text).toContain(`Käfig ${show.k1b.cageNumber}`);
    expect(mail.text).toContain('Der Einspruch wurde abgelehnt.');
    expect(mail.text).toContain('Die Wertung ist richtig addiert.');
    expect(mail.text).toContain(`${PUBLIC_URL}/results/${show.id}`);
    // The breeder sees the answer too.
    expect((await must(w.call(OBJECTIONS, { eventId: show.id }, w.as.breeder))).objections[0]).toMatchObject({
      status: 'REJECTED',
      answer: 'Die Wertung ist richtig addiert.',
    });
  });

  it('are corrected by the office with a reason: totals, places and the ranking change, and the change is listed', async () => {
    const show = await endedShow('Korrektur');
    const results = async () => (await must(w.call(RESULTS, { eventId: show.id }))).eventResults;
    const k1 = (r: Awaited<ReturnType<typeof results>>) =>
      r.classList.classes
        .find((c) => c.code === 'KLASSE1_M')!
        .entries.map((e) => [e.cageId, e.total, e.place]);
    const before = await results();
    expect(k1(before)).toEqual([
      [show.k1a.id, 95, 1],
      [show.k1b.id, 93, 2],
    ]);
    const scores = { generalImpression: 9, boneStructure: 9, back: 19, musculature: 29, wings: 29 };
    const correct = (who = w.as.admin, reason = 'Additionsfehler auf der Bewertungskarte', given = scores) =>
      w.call(CORRECT, { eventId: show.id, cageId: show.k1b.id, scores: given, reason }, who);
    expect(errorCodes(await correct(w.as.breeder))).toEqual(['NOT_AUTHORIZED']);
    expect(errorCodes(await correct(w.as.judge))).toEqual(['NOT_AUTHORIZED']);
    const noReason = await correct(w.as.admin, '');
    expect(noReason.errors.map((e) => [e.extensions?.code, e.extensions?.field])).toEqual([
      ['VALIDATION_FAILED', 'reason'],
    ]);
    const offScheme = await correct(w.as.admin, 'x', { ...scores, wings: 31 });
    expect(offScheme.errors.map((e) => [e.extensions?.code, e.extensions?.field])).toEqual([
      ['RATING_MUST_BE_POSITIVE', 'scores.wings'],
    ]);
    // Refused ones wrote nothing.
    expect(k1(await results())).toEqual(k1(before));

    const corrected = (await must(correct())).correctJudgement;
    expect(corrected).toMatchObject({
      cageId: show.k1b.id,
      cageNumber: show.k1b.cageNumber,
      oldTotal: 93,
      newTotal: 95,
      reason: 'Additionsfehler auf der Bewertungskarte',
    });
    const after = await results();
    // Equal totals share the place; the breeder's best three sum changes with it.
    expect(k1(after)).toEqual([
      [show.k1a.id, 95, 1],
      [show.k1b.id, 95, 1],
    ]);
    const sumOf = (r: typeof after) =>
      r.bestBreeders.find((b) => b.breeder.id === String(w.as.breeder.id))?.sum;
    expect(sumOf(after)! - sumOf(before)!).toBe(2);
    expect(after.corrections).toEqual([
      {
        cageId: show.k1b.id,
        cageNumber: show.k1b.cageNumber,
        oldTotal: 93,
        newTotal: 95,
        reason: 'Additionsfehler auf der Bewertungskarte',
      },
    ]);
  });

  it('tell a breeder whose results a correction changed with an updated results mail', async () => {
    const show = await endedShow('Korrektur Mail');
    // The first results mail went out when the show ended.
    const first = await mailAbout('Ihre Ergebnisse', show.id);
    // The show's time: a week after the end at 14:00 in Berlin (12:00 UTC).
    expect(first.text).toContain('Die Ergebnisse sind vorläufig, Einspruch bis 8. Juni 2026 um 14:00');
    await must(
      w.call(
        CORRECT,
        {
          eventId: show.id,
          cageId: show.young.id,
          scores: { generalImpression: 9, boneStructure: 9, back: 19, musculature: 29, wings: 29 },
          reason: 'Rücken falsch übertragen',
        },
        w.as.admin,
      ),
    );
    const updated = await mailAbout('Aktualisierte Ergebnisse', show.id);
    expect(updated.text).toContain(`Käfig ${show.young.cageNumber}`);
  });

  it('become final after the period or early on purpose, not with an open objection, and then change no more', async () => {
    const show = await endedShow('Endgültig');
    const finalize = (early?: boolean, who = w.as.admin) =>
      w.call(FINALIZE, { eventId: show.id, early }, who);
    expect(errorCodes(await finalize(true, w.as.breeder))).toEqual(['NOT_AUTHORIZED']);
    expect(errorCodes(await finalize())).toEqual(['OBJECTION_PERIOD_RUNNING']);
    const { id: objectionId } = (
      await must(
        w.call(FILE, { eventId: show.id, cageId: show.rest.id, reason: 'Nicht bewertet?' }, w.as.breeder),
      )
    ).fileObjection;
    expect(errorCodes(await finalize(true))).toEqual(['OBJECTIONS_OPEN']);
    expect((await state(show.id)).resultsStatus).toBe('PROVISIONAL');
    await must(w.call(ANSWER, { id: objectionId, upheld: false, answer: 'Die Taube fehlte.' }, w.as.admin));

    const { admin, breeder } = await later(DAY);
    const finalized = (await must(finalize(true, admin))).finalizeResults;
    expect(finalized).toEqual({ id: show.id, resultsStatus: 'FINAL', resultsFinalAt: clock.toISOString() });

    const scores = { generalImpression: 9, boneStructure: 9, back: 19, musculature: 29, wings: 29 };
    expect(
      errorCodes(
        await w.call(CORRECT, { eventId: show.id, cageId: show.k1b.id, scores, reason: 'zu spät' }, admin),
      ),
    ).toEqual(['RESULTS_FINAL']);
    expect(
      errorCodes(await w.call(FILE, { eventId: show.id, cageId: show.k1b.id, reason: 'zu spät' }, breeder)),
    ).toEqual(['RESULTS_FINAL']);
    expect(
      errorCodes(await w.call(ANSWER, { id: objectionId, upheld: true, answer: 'doch' }, admin)),
    ).toEqual(['RESULTS_FINAL']);
    expect(errorCodes(await finalize(true, admin))).toEqual(['RESULTS_FINAL']);
  });

  it('become final without asking for early once the period is over', async () => {
    const show = await endedShow('Nach der Frist');
    const { admin } = await later(7 * DAY);
    expect((await must(w.call(FINALIZE, { eventId: show.id }, admin))).finalizeResults.resultsStatus).toBe(
      'FINAL',
    );
  });
  it('wait for every late rating to be decided before they are final, and then take none', async () => {
    const show = await endedShow('Spät');
    const send = async (cageId: string) =>
      (await must(w.call(SUBMIT_OPS, { ops: [rateOp(show.id, cageId)] }, w.as.judge2))).submitJudgingOps[0];
    // A tablet that was offline sends a rating after the end: kept for the office.
    const late = await send(show.rest.id);
    expect([late.code, late.late?.status]).toEqual(['EVENT_ENDED', 'PENDING']);
    const finalize = () => w.call(FINALIZE, { eventId: show.id, early: true }, w.as.admin);
    expect(errorCodes(await finalize())).toEqual(['LATE_RATINGS_OPEN']);
    await must(w.call(RESOLVE_LATE, { opId: late.opId, accept: false }, w.as.admin));
    expect((await must(finalize())).finalizeResults.resultsStatus).toBe('FINAL');
    // Final: a rating sent now is refused (the tablet shows why), and no decision makes one count.
    const after = await send(show.rest.id);
    expect([after.outcome, after.code, after.late]).toEqual(['REJECTED', 'RESULTS_FINAL', null]);
    expect(errorCodes(await w.call(RESOLVE_LATE, { opId: late.opId, accept: true }, w.as.admin))).toEqual([
      'RESULTS_FINAL',
    ]);
  });

  it("keep the office's correction against a late rating ordered after it", async () => {
    const show = await endedShow('Korrigiert');
    const scores = { generalImpression: 9, boneStructure: 9, back: 19, musculature: 29, wings: 29 };
    await must(
      w.call(
        CORRECT,
        { eventId: show.id, cageId: show.rest.id, scores, reason: 'Karte nachgetragen' },
        w.as.admin,
      ),
    );
    const [late] = (await must(w.call(SUBMIT_OPS, { ops: [rateOp(show.id, show.rest.id)] }, w.as.judge2)))
      .submitJudgingOps;
    expect(late.late?.status).toBe('PENDING');
    expect(errorCodes(await w.call(RESOLVE_LATE, { opId: late.opId, accept: true }, w.as.admin))).toEqual([
      'JUDGEMENT_CORRECTED',
    ]);
    // Rejecting it is the office's to do.
    await must(w.call(RESOLVE_LATE, { opId: late.opId, accept: false }, w.as.admin));
  });

  it('take one open objection per cage and breeder', async () => {
    const show = await endedShow('Nochmal');
    const file = () =>
      w.call(FILE, { eventId: show.id, cageId: show.k1a.id, reason: 'Bitte prüfen.' }, w.as.breeder);
    await must(file());
    expect(errorCodes(await file())).toEqual(['OBJECTION_OPEN']);
  });

  it('refuse the office a correction of its own pigeon', async () => {
    const id = await w.openEvent('Eigene Taube');
    const { createPigeon } = await must(
      w.call(CREATE_PIGEON, { input: { ringNumber: 'DV-01234-20-44', sex: 'F', color: 'rot' } }, w.as.admin),
    );
    await must(w.register(id, Object.values(w.pigeons)));
    await must(w.register(id, [createPigeon.id], w.as.admin));
    await w.closeRegistration(id);
    const judges = (judgeId: number) => [String(judgeId)];
    await must(
      w.call(
        ASSIGN_JUDGES,
        {
          eventId: id,
          assignments: [
            { classCode: 'KLASSE1_M', judgeIds: judges(w.as.judge.id) },
            { classCode: 'JUNGTAUBE_M', judgeIds: judges(w.as.judge.id) },
            { classCode: 'REST', judgeIds: judges(w.as.judge2.id) },
          ],
        },
        w.as.admin,
      ),
    );
    await must(w.call(ASSIGN_CAGES, { eventId: id }, w.as.admin));
    await must(w.call(START_EVENT, { id }, w.as.admin));
    await must(w.call(END_EVENT, { id }, w.as.admin));
    const own = (await must(w.call(EVENT_CAGES, { eventId: id }))).eventCages.find(
      (cage) => cage.ringNumber === 'DV-01234-20-44',
    )!;
    const scores = { generalImpression: 9, boneStructure: 9, back: 19, musculature: 29, wings: 29 };
    expect(
      errorCodes(await w.call(CORRECT, { eventId: id, cageId: own.id, scores, reason: 'meine' }, w.as.admin)),
    ).toEqual(['OWN_PIGEON']);
  });
});
