import { graphql } from '@tests/gql';
import type { JudgeStatisticsOfQuery, JudgingOpInput } from '@tests/gql/graphql.ts';
import {
  ASSIGN_CAGES,
  ASSIGN_JUDGES,
  CREATE_PIGEON,
  createEventWorld,
  END_EVENT,
  EVENT_CAGES,
  type EventWorld,
  type Session,
  START_EVENT,
} from '@tests/support/eventFactories.ts';
import { RESOLVE_LATE, rateOp, SUBMIT_OPS, skipOp, TOP_SCORES } from '@tests/support/judging.ts';
import {
  apiTestDatabase,
  errorCodes,
  type GqlResult,
  startTestServer,
  type TestServer,
} from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The show office's judge statistics: each judge's ratings, mean, spread and deviation from the
// same classes, and the ratings far from their class's mean, on a real show as it is judged.

const NOW = new Date('2026-06-01T12:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

const CORRECT =
  graphql(`mutation JudgeStatisticsCorrect($eventId: ID!, $cageId: ID!, $scores: JudgingScoresInput!, $reason: String!) {
  correctJudgement(eventId: $eventId, cageId: $cageId, scores: $scores, reason: $reason) { oldTotal newTotal } }`);
const STATISTICS = graphql(`query JudgeStatisticsOf($eventId: ID!) { judgeStatistics(eventId: $eventId) {
  eventId
  judges { judge { id shownName } classes ratings skips meanTotal spread deviation tendency }
  outliers { cageId cageNumber classCode judge { id } total classMean classSpread } } }`);

// Scores of the default scheme adding up to these totals.
const T93 = { wings: 27 };
const T91 = { wings: 27, musculature: 27 };
const T90 = { wings: 27, musculature: 27, back: 18 };
const T87 = { generalImpression: 8, boneStructure: 8, back: 17, musculature: 27, wings: 27 };

const database = apiTestDatabase();

describe(`judge statistics on ${database}`, () => {
  let server: TestServer;
  let w: EventWorld;
  /** The other breeder's REST pigeons: serials 9 to 17. */
  const others: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ database, now: () => NOW });
    w = await createEventWorld(server, NOW);
    others.push(w.othersPigeon);
    for (let serial = 10; serial <= 17; serial++) {
      const created = await w.call(
        CREATE_PIGEON,
        { input: { ringNumber: `DV-01234-20-${serial}`, sex: serial % 2 ? 'M' : 'F', color: 'rot' } },
        w.as.other,
      );
      others.push(created.data!.createPigeon.id);
    }
  });
  afterAll(() => server?.close());

  const must = async <T>(result: Promise<GqlResult<T>>): Promise<T> => {
    const done = await result;
    expect(done.errors).toEqual([]);
    return done.data!;
  };
  const statisticsOf = async (eventId: string, who: Session = w.as.admin) =>
    (await must(w.call(STATISTICS, { eventId }, who))).judgeStatistics;
  const submit = async (ops: JudgingOpInput[], who: Session) =>
    (await must(w.call(SUBMIT_OPS, { ops }, who))).submitJudgingOps;

  /**
   * A closed show: the judge alone on KLASSE1_M (k1a, k1b) and JUNGTAUBE_M (young), both judges on
   * REST (the breeder's hen and the other's r9 … r17). Cage ids by name.
   */
  const closedShow = async (title = 'Richterschau') => {
    const id = await w.openEvent(title);
    await must(w.register(id, Object.values(w.pigeons)));
    await must(w.register(id, others, w.as.other));
    await w.closeRegistration(id);
    const judge = String(w.as.judge.id);
    await must(
      w.call(
        ASSIGN_JUDGES,
        {
          eventId: id,
          assignments: [
            { classCode: 'KLASSE1_M', judgeIds: [judge] },
            { classCode: 'JUNGTAUBE_M', judgeIds: [judge] },
            { classCode: 'REST', judgeIds: [judge, String(w.as.judge2.id)] },
          ],
        },
        w.as.admin,
      ),
    );
    await must(w.call(ASSIGN_CAGES, { eventId: id }, w.as.admin));
    const { eventCages } = await must(w.call(EVENT_CAGES, { eventId: id }));
    const cage = (ring: string) => eventCages.find((c) => c.ringNumber === ring)!;
    const rest = Object.fromEntries(
      Array.from({ length: 9 }, (_, i) => [`r${i + 9}`, cage(`DV-01234-20-${i + 9}`).id]),
    );
    return {
      id,
      k1a: cage('DV-06976-20-1').id,
      k1b: cage('DV-06976-20-5').id,
      young: cage('DV-06976-26-7').id,
      hen: cage('DV-06976-20-3').id,
      r16Number: String(cage('DV-01234-20-16').cageNumber),
      ...rest,
    } as Record<string, string> & { id: string };
  };

  /**
   * Started and judged. The judge: k1a 95, k1b 93 (KLASSE1_M, mean 94), young 90 (JUNGTAUBE_M),
   * hen 91, r15 91, r16 87 (REST). Judge2: r9 … r14 93 (r14 first 87, then corrected to 93), r17
   * skipped. REST: 93 × 6, 91, 91, 87: mean 91.888889, spread 1.911628.
   */
  const judgedShow = async (title?: string) => {
    const show = await closedShow(title);
    await must(w.call(START_EVENT, { id: show.id }, w.as.admin));
    const { id } = show;
    const applied = [
      ...(await submit(
        [
          rateOp(id, show.k1a, {}, at(1)),
          rateOp(id, show.k1b, T93, at(1)),
          rateOp(id, show.young, T90, at(1)),
          rateOp(id, show.hen, T91, at(1)),
          rateOp(id, show.r15!, T91, at(1)),
          rateOp(id, show.r16!, T87, at(1)),
        ],
        w.as.judge,
      )),
      ...(await submit(
        [
          ...['r9', 'r10', 'r11', 'r12', 'r13'].map((r) => rateOp(id, show[r]!, T93, at(1))),
          rateOp(id, show.r14!, T87, at(1)),
          rateOp(id, show.r14!, T93, at(2)),
          skipOp(id, show.r17!, 'ABSENT', at(1)),
        ],
        w.as.judge2,
      )),
    ];
    expect(applied.map((r) => r.outcome)).toEqual(Array(14).fill('APPLIED'));
    return show;
  };

  const judgeRow = (s: JudgeStatisticsOfQuery['judgeStatistics'], who: Session) =>
    s.judges.find((j) => j.judge.id === String(who.id));

  describe('who may', () => {
    /** A session whose token the server does not know (an expired or forged one). */
    const badSession: Session = { id: 0, token: 'not-a-session-token' };

    it.each([
      ['a guest', undefined, 'NOT_AUTHORIZED'],
      ['an expired session', 'bad', 'UNAUTHENTICATED'],
      ['a breeder', 'breeder', 'NOT_AUTHORIZED'],
      ['a judge of the show', 'judge', 'NOT_AUTHORIZED'],
    ] as const)('refuses the statistics to %s', async (_case, who, code) => {
      const id = await w.readyEvent();
      const caller = who === 'bad' ? badSession : who ? w.as[who] : undefined;
      const refused = await w.call(STATISTICS, { eventId: id }, caller);
      expect(errorCodes(refused)).toEqual([code]);
      expect(refused.data).toBeNull();
    });

    it('answers admins and superadmins; EVENT_NOT_FOUND for an unknown event', async () => {
      const id = await w.readyEvent();
      expect((await statisticsOf(id, w.as.superadmin)).eventId).toBe(id);
      expect((await statisticsOf(id)).eventId).toBe(id);
      for (const eventId of ['999999', 'no-id'])
        expect(errorCodes(await w.call(STATISTICS, { eventId }, w.as.admin))).toEqual(['EVENT_NOT_FOUND']);
    });
  });

  describe('the figures', () => {
    it('lists every assigned judge by name before anyone rated, without figures', async () => {
      const show = await closedShow('Noch nicht begonnen');
      const before = await statisticsOf(show.id);
      expect(before.judges).toEqual([
        {
          judge: { id: String(w.as.judge.id), shownName: 'Judge judge' },
          classes: [],
          ratings: 0,
          skips: 0,
          meanTotal: null,
          spread: null,
          deviation: null,
          tendency: null,
        },
        {
          judge: { id: String(w.as.judge2.id), shownName: 'Judge judge2' },
          classes: [],
          ratings: 0,
          skips: 0,
          meanTotal: null,
          spread: null,
          deviation: null,
          tendency: null,
        },
      ]);
      expect(before.outliers).toEqual([]);
    });

    it('counts the current judgements while judging runs: means, spreads, deviations, tendencies and the outlier', async () => {
      const show = await judgedShow();
      const s = await statisticsOf(show.id);
      expect(s.judges).toEqual([
        {
          judge: { id: String(w.as.judge.id), shownName: 'Judge judge' },
          classes: ['KLASSE1_M', 'JUNGTAUBE_M', 'REST'],
          ratings: 6,
          skips: 0,
          // (95 + 93 + 90 + 91 + 91 + 87) / 6
          meanTotal: 91.166667,
          spread: 2.477678,
          // (1 − 1 + 0 + 2 × (91 − 91.888889) + (87 − 91.888889)) / 6
          deviation: -1.111111,
          tendency: 'STRICTER',
        },
        {
          judge: { id: String(w.as.judge2.id), shownName: 'Judge judge2' },
          classes: ['REST'],
          // r14's first 87 was corrected by the judge: only the 93 counts; the skip is no rating.
          ratings: 6,
          skips: 1,
          meanTotal: 93,
          spread: 0,
          deviation: 1.111111,
          tendency: 'MORE_LENIENT',
        },
      ]);
      // 87 lies 4.89 below the REST mean, more than 2 × 1.911628; nothing else does.
      expect(s.outliers).toEqual([
        {
          cageId: show.r16,
          cageNumber: Number(show.r16Number),
          classCode: 'REST',
          judge: { id: String(w.as.judge.id) },
          total: 87,
          classMean: 91.888889,
          classSpread: 1.911628,
        },
      ]);
    });

    it('counts a late rating only once the office accepted it, as the results do', async () => {
      const show = await judgedShow('Mit verspäteter Bewertung');
      await must(w.call(END_EVENT, { id: show.id }, w.as.admin));
      const ended = await statisticsOf(show.id);
      // The judge's late 95 for r16 waits at the office: nothing changes.
      const [late] = await submit([rateOp(show.id, show.r16!, {}, at(3))], w.as.judge);
      expect(late).toMatchObject({ outcome: 'REJECTED', code: 'EVENT_ENDED', late: { status: 'PENDING' } });
      expect(await statisticsOf(show.id)).toEqual(ended);
      // Accepted, it is r16's judgement: REST 93 × 6, 91, 91, 95 has no outlier any more.
      await must(w.call(RESOLVE_LATE, { opId: late!.opId, accept: true }, w.as.admin));
      const accepted = await statisticsOf(show.id);
      expect(judgeRow(accepted, w.as.judge)).toMatchObject({ ratings: 6, meanTotal: 92.5 });
      expect(accepted.outliers).toEqual([]);
    });

    it('leaves out the office’s corrections: the statistics say how the judge judged', async () => {
      const show = await judgedShow('Korrigiert');
      await must(w.call(END_EVENT, { id: show.id }, w.as.admin));
      const before = await statisticsOf(show.id);
      const corrected = await must(
        w.call(
          CORRECT,
          { eventId: show.id, cageId: show.r16!, scores: TOP_SCORES, reason: 'Übertragungsfehler' },
          w.as.admin,
        ),
      );
      // The results count the office's 95 for r16; the judge gave 87, and that is what is counted here.
      expect(corrected.correctJudgement).toMatchObject({ oldTotal: 87, newTotal: 95 });
      expect(await statisticsOf(show.id)).toEqual(before);
      expect(before.outliers.map((o) => [o.cageId, o.total])).toEqual([[show.r16, 87]]);
    });

    it('gives a cage another judge skipped after it was rated to the skipping judge', async () => {
      const show = await judgedShow('Später übersprungen');
      await submit([skipOp(show.id, show.hen, 'SICK', at(5))], w.as.judge2);
      const s = await statisticsOf(show.id);
      expect(judgeRow(s, w.as.judge)).toMatchObject({ ratings: 5, skips: 0 });
      expect(judgeRow(s, w.as.judge2)).toMatchObject({ ratings: 6, skips: 2 });
    });
  });
});
