import { graphql } from '@tests/gql';
import type { JudgingOpInput } from '@tests/gql/graphql.ts';
import {
  ASSIGN_CAGES,
  ASSIGN_JUDGES,
  CREATE_PIGEON,
  createEventWorld,
  END_EVENT,
  EVENT_CAGES,
  type EventWorld,
  eventInput,
  type Session,
  START_EVENT,
  UPDATE_EVENT,
} from '@tests/support/eventFactories.ts';
import { JUDGE_CAGES, RESOLVE_LATE, rateOp, SUBMIT_OPS, skipOp } from '@tests/support/judging.ts';
import {
  apiTestDatabase,
  errorCodes,
  type GqlResult,
  startTestServer,
  type TestServer,
} from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Paper cards and the audit trail: the show office enters a judge's paper point card through the
// judges' own op path, marked as entered by the office; every op of a cage can be traced.

const ENTER = graphql(`mutation Enter($judgeId: ID!, $ops: [JudgingOpInput!]!) {
  enterPaperCards(judgeId: $judgeId, ops: $ops) {
    opId outcome code field late { status } cage { id ownPigeon judgement { opId total judge { id } } } } }`);
graphql(`fragment HistoryTestFields on JudgingHistoryEntry { opId cageId cageNumber classCode ringNumber kind total skipReason note
  judge { id shownName } enteredBy { id shownName } clientTime receivedAt orderTime current effective
  lateStatus resolvedBy { id } resolvedAt }`);
const CAGE_HISTORY = graphql(
  `query History($eventId: ID!, $cageId: ID!) { cageHistory(eventId: $eventId, cageId: $cageId) { ...HistoryTestFields } }`,
);
const EVENT_HISTORY = graphql(
  `query EventHistory($eventId: ID!) { eventJudgingHistory(eventId: $eventId) { ...HistoryTestFields } }`,
);

const must = async <T>(result: Promise<GqlResult<T>>): Promise<T> => {
  const done = await result;
  expect(done.errors).toEqual([]);
  return done.data!;
};

const database = apiTestDatabase();

describe(`paper cards and the history on ${database}`, () => {
  let server: TestServer;
  let w: EventWorld;
  let adminsPigeon: string;
  const now = new Date();
  beforeAll(async () => {
    server = await startTestServer({ database });
    w = await createEventWorld(server, now);
    adminsPigeon = (
      await must(
        w.call(CREATE_PIGEON, { input: { ringNumber: 'DV-05555-20-1', sex: 'F', color: 'rot' } }, w.as.admin),
      )
    ).createPigeon.id;
  });
  afterAll(() => server?.close());

  /** The breeder's four pigeons and the admin's hen (REST, judge2), caged; started unless told. */
  const show = async (title: string, start = true) => {
    const id = await w.openEvent(title);
    await must(w.register(id, Object.values(w.pigeons)));
    await must(w.register(id, [adminsPigeon], w.as.admin));
    await must(w.call(UPDATE_EVENT, { id, input: eventInput(now, -1, 48, title) }, w.as.admin));
    await must(
      w.call(
        ASSIGN_JUDGES,
        {
          eventId: id,
          assignments: [
            { classCode: 'KLASSE1_M', judgeIds: [String(w.as.judge.id)] },
            { classCode: 'JUNGTAUBE_M', judgeIds: [String(w.as.judge.id)] },
            { classCode: 'REST', judgeIds: [String(w.as.judge2.id)] },
          ],
        },
        w.as.admin,
      ),
    );
    await must(w.call(ASSIGN_CAGES, { eventId: id }, w.as.admin));
    if (start) await must(w.call(START_EVENT, { id }, w.as.admin));
    const { eventCages } = await must(
      w.call(EVENT_CAGES, {
        eventId: id,
      }),
    );
    const cage = (ring: string) => eventCages.find((c) => c.ringNumber === ring)!;
    return {
      id,
      k1a: cage('DV-06976-20-1'),
      k1b: cage('DV-06976-20-5'),
      hen: cage('DV-06976-20-3'),
      admins: cage('DV-05555-20-1'),
    };
  };
  /** As the admin by default; null for a guest. */
  const enter = (judgeId: number | string, ops: JudgingOpInput[], who: Session | null = w.as.admin) =>
    w.call(ENTER, { judgeId: String(judgeId), ops }, who ?? undefined);
  const history = async (eventId: string, cageId: string) =>
    (await must(w.call(CAGE_HISTORY, { eventId, cageId }, w.as.admin))).cageHistory;

  it("counts a paper card as the judge's rating, marked as entered by the office, on the judge's tablet too", async () => {
    const s = await show('Papier');
    // The card's time is the office's, from a minute ago (typed in late): the receipt is the server's.
    const card = rateOp(s.id, s.k1a.id, { wings: 27 }, new Date(Date.now() - 60_000));
    const sentAt = Date.now();
    const [answer] = (await must(enter(w.as.judge.id, [card]))).enterPaperCards;
    const answeredAt = Date.now();
    expect(answer).toMatchObject({ opId: card.opId, outcome: 'APPLIED', code: null });
    expect(answer!.cage).toMatchObject({
      id: s.k1a.id,
      ownPigeon: false,
      judgement: { opId: card.opId, total: 93, judge: { id: String(w.as.judge.id) } },
    });

    // The judge's tablet shows it as the judge's current judgement.
    const { judgeCages } = await must(w.call(JUDGE_CAGES, { eventId: s.id }, w.as.judge));
    expect(judgeCages.find((c) => c.id === s.k1a.id)!.judgement!.opId).toBe(card.opId);

    const [entry] = await history(s.id, s.k1a.id);
    expect(entry).toMatchObject({
      opId: card.opId,
      cageNumber: s.k1a.cageNumber,
      kind: 'RATE',
      total: 93,
      judge: { id: String(w.as.judge.id), shownName: 'Judge judge' },
      enteredBy: { id: String(w.as.admin.id), shownName: 'Admin admin' },
      clientTime: card.clientTime,
      current: true,
      effective: true,
      lateStatus: null,
    });
    expect(Date.parse(entry!.receivedAt)).toBeGreaterThanOrEqual(sentAt);
    expect(Date.parse(entry!.receivedAt)).toBeLessThanOrEqual(answeredAt);
  });

  it('is idempotent by op id, and an op id is bound to who entered it', async () => {
    const s = await show('Papier doppelt');
    const card = rateOp(s.id, s.k1b.id);
    expect((await must(enter(w.as.judge.id, [card]))).enterPaperCards[0]!.outcome).toBe('APPLIED');
    // The answer was lost and the office sends again: nothing is doubled.
    expect((await must(enter(w.as.judge.id, [card]))).enterPaperCards[0]!.outcome).toBe('DUPLICATE');
    const other = (await must(enter(w.as.judge.id, [{ ...card, scores: { ...card.scores, wings: 27 } }])))
      .enterPaperCards[0];
    expect(other).toMatchObject({ outcome: 'REJECTED', code: 'IDEMPOTENCY_KEY_REUSED' });
    // The same op sent from the judge's own tablet is not the office's entry: it learns nothing of it.
    const fromTablet = await must(w.call(SUBMIT_OPS, { ops: [card] }, w.as.judge));
    expect(fromTablet.submitJudgingOps[0]).toMatchObject({
      outcome: 'REJECTED',
      code: 'IDEMPOTENCY_KEY_REUSED',
      cage: null,
    });
    expect(await history(s.id, s.k1b.id)).toHaveLength(1);
  });

  it('follows the judging rules: the judge must judge the class, never the office’s own pigeon, only once started', async () => {
    const closed = await show('Papier vor dem Start', false);
    const early = (await must(enter(w.as.judge.id, [rateOp(closed.id, closed.k1a.id)]))).enterPaperCards[0];
    expect(early).toMatchObject({ outcome: 'REJECTED', code: 'EVENT_NOT_STARTED' });

    const s = await show('Papier Regeln');
    const [wrongJudge, ownPigeon, ok] = (
      await must(
        enter(w.as.judge.id, [
          rateOp(s.id, s.hen.id),
          rateOp(s.id, s.admins.id),
          skipOp(s.id, s.k1a.id, 'ABSENT'),
        ]),
      )
    ).enterPaperCards;
    expect(wrongJudge).toMatchObject({ outcome: 'REJECTED', code: 'NOT_AUTHORIZED' });
    expect(ok).toMatchObject({ outcome: 'APPLIED' });
    // judge2 judges REST, where the admin's own hen is: the office does not enter it.
    const own = (await must(enter(w.as.judge2.id, [rateOp(s.id, s.admins.id)]))).enterPaperCards[0];
    expect(own).toMatchObject({ outcome: 'REJECTED', code: 'OWN_PIGEON' });
    expect(ownPigeon).toMatchObject({ outcome: 'REJECTED', code: 'NOT_AUTHORIZED' });
    expect(await history(s.id, s.admins.id)).toEqual([]);
    expect(await history(s.id, s.hen.id)).toEqual([]);

    // Nothing is written for a refusal of the whole call.
    for (const judgeId of [String(w.as.breeder.id), '999999', 'abc']) {
      const refused = await enter(judgeId, [rateOp(s.id, s.hen.id)]);
      expect(errorCodes(refused)).toEqual(['CLIENT_NOT_FOUND']);
      expect(refused.errors[0]!.extensions).toMatchObject({ field: 'judgeId' });
    }
    expect(errorCodes(await enter(w.as.judge.id, []))).toEqual(['VALIDATION_FAILED']);
    for (const who of [w.as.judge, w.as.breeder, null]) {
      expect(errorCodes(await enter(w.as.judge.id, [rateOp(s.id, s.k1b.id)], who))).toEqual([
        'NOT_AUTHORIZED',
      ]);
      expect(
        errorCodes(await w.call(CAGE_HISTORY, { eventId: s.id, cageId: s.k1b.id }, who ?? undefined)),
      ).toEqual(['NOT_AUTHORIZED']);
      expect(errorCodes(await w.call(EVENT_HISTORY, { eventId: s.id }, who ?? undefined))).toEqual([
        'NOT_AUTHORIZED',
      ]);
    }
    expect(await history(s.id, s.k1b.id)).toEqual([]);
    expect(errorCodes(await w.call(CAGE_HISTORY, { eventId: s.id, cageId: '999999' }, w.as.admin))).toEqual([
      'CAGE_NOT_FOUND',
    ]);
  });

  it("orders a paper card with the judge's tablet ops by time, and traces every op of the cage", async () => {
    const s = await show('Papier Verlauf');
    const before = new Date(Date.now() - 60_000);
    // The tablet's rating, then the tablet dies; the judge's correction on paper is entered later.
    const tablet = rateOp(s.id, s.k1a.id, {}, before);
    await must(w.call(SUBMIT_OPS, { ops: [tablet] }, w.as.judge));
    const paper = rateOp(s.id, s.k1a.id, { back: 18 });
    await must(enter(w.as.judge.id, [paper]));
    // A paper card dated before the tablet's op (the office's clock behind): the tablet's would win.
    const tablet2 = rateOp(s.id, s.k1b.id);
    await must(w.call(SUBMIT_OPS, { ops: [tablet2] }, w.as.judge));
    const stale = rateOp(s.id, s.k1b.id, { back: 17 }, before);
    await must(enter(w.as.judge.id, [stale]));

    const k1a = await history(s.id, s.k1a.id);
    expect(k1a.map((e) => [e.opId, e.enteredBy?.id ?? null, e.current])).toEqual([
      [tablet.opId, null, false],
      [paper.opId, String(w.as.admin.id), true],
    ]);
    const k1b = await history(s.id, s.k1b.id);
    expect(k1b.map((e) => [e.opId, e.current])).toEqual([
      [tablet2.opId, true],
      [stale.opId, false],
    ]);

    // After the end a paper card is late, like a tablet's op, until the office decides.
    await must(w.call(END_EVENT, { id: s.id }, w.as.admin));
    const late = rateOp(s.id, s.k1b.id, { back: 18 });
    const [answer] = (await must(enter(w.as.judge.id, [late]))).enterPaperCards;
    expect(answer).toMatchObject({ outcome: 'REJECTED', code: 'EVENT_ENDED', late: { status: 'PENDING' } });
    expect((await history(s.id, s.k1b.id)).at(-1)).toMatchObject({
      opId: late.opId,
      effective: false,
      current: false,
      lateStatus: 'PENDING',
      resolvedBy: null,
    });
    await must(w.call(RESOLVE_LATE, { opId: late.opId, accept: true }, w.as.admin));
    expect((await history(s.id, s.k1b.id)).at(-1)).toMatchObject({
      opId: late.opId,
      effective: true,
      current: true,
      lateStatus: 'ACCEPTED',
      resolvedBy: { id: String(w.as.admin.id) },
      enteredBy: { id: String(w.as.admin.id) },
    });

    // The event's whole history: by cage number, then as the ops arrived.
    const { eventJudgingHistory } = await must(w.call(EVENT_HISTORY, { eventId: s.id }, w.as.admin));
    const expected = [
      ...[tablet, paper].map((op) => [s.k1a.cageNumber, op.opId]),
      ...[tablet2, stale, late].map((op) => [s.k1b.cageNumber, op.opId]),
    ].sort((a, b) => (a[0] as number) - (b[0] as number));
    expect(eventJudgingHistory.map((e) => [e.cageNumber, e.opId])).toEqual(expected);
    expect(new Set(eventJudgingHistory.map((e) => e.opId)).size).toBe(5);
  });
});
