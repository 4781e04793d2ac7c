import { randomUUID } from 'node:crypto';
import { judgingOps } from '@api/db/schema.ts';
import { type JudgingOpInput, parseOp } from '@api/schema/judging/judgingOps.ts';
import { createJudgingWriter } from '@api/schema/judging/judgingWriter.ts';
import { graphql } from '@tests/gql';
import type { JudgingOpInput as JudgingOpVariable, PigeonInput } from '@tests/gql/graphql.ts';
import { createEventWorld, END_EVENT, type EventWorld, START_EVENT } from '@tests/support/eventFactories.ts';
import { JUDGE_CAGES, LATE_OPS, RESOLVE_LATE, rateOp, SUBMIT_OPS, skipOp } from '@tests/support/judging.ts';
import { apiTestDatabase, errorCodes, startTestServer, type TestServer } from '@tests/support/server.ts';
import { sql } from 'drizzle-orm';
import { type Client, createClient } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

const database = apiTestDatabase();

describe(`judging on ${database}`, () => {
  let server: TestServer;
  let w: EventWorld;
  // The server's clock: NOW, unless a test lets time pass.
  let clock = NOW;

  beforeAll(async () => {
    server = await startTestServer({ database, now: () => clock });
    w = await createEventWorld(server, NOW);
  });
  afterAll(() => server?.close());
  afterEach(() => {
    clock = NOW;
  });

  const submit = async (ops: JudgingOpVariable[], who = w.as.judge) => {
    const result = await w.call(SUBMIT_OPS, { ops }, who);
    expect(result.errors).toEqual([]);
    return result.data!.submitJudgingOps;
  };
  const cagesOf = async (eventId: string, who = w.as.judge) => {
    const result = await w.call(JUDGE_CAGES, { eventId }, who);
    expect(result.errors).toEqual([]);
    return result.data!.judgeCages;
  };
  /** A started event: the judge has KLASSE1_M (cages 1, 2) and JUNGTAUBE_M (3), judge2 has REST (4). */
  const startedEvent = async () => {
    const id = await w.readyEvent();
    expect((await w.call(START_EVENT, { id }, w.as.admin)).errors).toEqual([]);
    const [k1a, k1b, young] = await cagesOf(id);
    const [rest] = await cagesOf(id, w.as.judge2);
    return { id, k1a, k1b, young, rest };
  };
  /** A started event whose KLASSE1_M both judges judge. */
  const sharedClassEvent = async () => {
    const event = await startedEvent();
    const assign = await w.call(
      graphql(
        `mutation JudgingAssignJudges($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }`,
      ),
      {
        e: event.id,
        a: [{ classCode: 'KLASSE1_M', judgeIds: [String(w.as.judge.id), String(w.as.judge2.id)] }],
      },
      w.as.admin,
    );
    expect(assign.errors).toEqual([]);
    return event;
  };
  const opCount = async (opId: string) => {
    const rows = await server.database.db.query.judgingOps.findMany({
      where: (op, { eq }) => eq(op.opId, opId),
    });
    return rows.length;
  };

  describe('judgeCages', () => {
    it("lists the caller's cages by number with class, ring, flight summary and no judgement yet", async () => {
      const id = await w.readyEvent();
      const cages = await cagesOf(id);
      expect(cages.map((c) => [c.cageNumber, c.classCode, c.ringNumber])).toEqual([
        [1, 'KLASSE1_M', 'DV-06976-20-1'],
        [2, 'KLASSE1_M', 'DV-06976-20-5'],
        [3, 'JUNGTAUBE_M', 'DV-06976-26-7'],
      ]);
      expect(cages[0]).toMatchObject({ flightSummary: { prizeKm: 4000, prizes: 10 }, judgement: null });
      expect((await cagesOf(id, w.as.judge2)).map((c) => c.classCode)).toEqual(['REST']);
    });

    it.each([
      ['a guest', undefined],
      ['a breeder', 'breeder'],
      ['an admin who judges nothing there', 'admin'],
    ] as const)('refuses %s', async (_case, role) => {
      const id = await w.readyEvent();
      const result = await w.call(JUDGE_CAGES, { eventId: id }, role ? w.as[role] : undefined);
      expect(errorCodes(result)).toEqual(['NOT_AUTHORIZED']);
    });

    it('answers EVENT_NOT_FOUND for an unknown event', async () => {
      expect(errorCodes(await w.call(JUDGE_CAGES, { eventId: '999999' }, w.as.judge))).toEqual([
        'EVENT_NOT_FOUND',
      ]);
    });
  });

  it('keeps the ring and sex of a pigeon in a started show; its colour may be corrected', async () => {
    await startedEvent();
    const UPDATE = graphql(
      `mutation JudgingUpdatePigeon($id: ID!, $input: PigeonInput!) { updatePigeon(id: $id, input: $input) { color } }`,
    );
    const base: PigeonInput = { ringNumber: 'DV-06976-20-1', sex: 'M', color: 'blau' };
    const sex = await w.call(UPDATE, { id: w.pigeons.k1a, input: { ...base, sex: 'F' } }, w.as.breeder);
    expect(sex.errors[0]?.extensions).toMatchObject({ code: 'PIGEON_ALREADY_REGISTERED', field: 'sex' });
    const ring = await w.call(
      UPDATE,
      { id: w.pigeons.k1a, input: { ...base, ringNumber: 'DV-06976-20-77' } },
      w.as.breeder,
    );
    expect(ring.errors[0]?.extensions).toMatchObject({
      code: 'PIGEON_ALREADY_REGISTERED',
      field: 'ringNumber',
    });
    const color = await w.call(
      UPDATE,
      { id: w.pigeons.k1a, input: { ...base, color: 'rotfahl' } },
      w.as.breeder,
    );
    expect(color.data).toEqual({ updatePigeon: { color: 'rotfahl' } });
  });

  describe('submitJudgingOps', () => {
    it('refuses ops before the start with EVENT_NOT_STARTED and writes nothing', async () => {
      const id = await w.readyEvent();
      const [cage] = await cagesOf(id);
      const op = rateOp(id, cage.id);
      const [result] = await submit([op]);
      expect(result).toMatchObject({ outcome: 'REJECTED', code: 'EVENT_NOT_STARTED' });
      expect(await opCount(op.opId)).toBe(0);
    });

    it('applies a rating, computes the total itself and shows it to the judge', async () => {
      const { id, k1a } = await startedEvent();
      const op = { ...rateOp(id, k1a.id, { back: 18.25 }), note: '  Schöne Taube  ' };
      const [result] = await submit([op]);
      expect(result).toMatchObject({ opId: op.opId, outcome: 'APPLIED', code: null });
      expect(result.cage?.judgement).toMatchObject({ opId: op.opId, kind: 'RATE', total: 94.25 });
      const [cage] = await cagesOf(id);
      expect(cage.judgement).toMatchObject({
        total: 94.25,
        note: 'Schöne Taube',
        scores: { back: 18.25 },
        judge: { id: String(w.as.judge.id), shownName: 'Judge judge' },
      });
    });

    it('records a skip with its reason', async () => {
      const { id, young } = await startedEvent();
      const [result] = await submit([skipOp(id, young.id, 'SICK')]);
      expect(result.outcome).toBe('APPLIED');
      const cage = (await cagesOf(id)).find((c) => c.id === young.id);
      expect(cage?.judgement).toMatchObject({ kind: 'SKIP', skipReason: 'SICK', total: null, scores: null });
    });

    it.each([
      ['zero', { wings: 0 }, 'scores.wings'],
      ['a negative score', { generalImpression: -9 }, 'scores.generalImpression'],
      ['a score off the step grid', { back: 18.1 }, 'scores.back'],
      ['a score above the scheme', { musculature: 29.25 }, 'scores.musculature'],
      ['a score below the scheme', { boneStructure: 7.75 }, 'scores.boneStructure'],
    ])('refuses %s with RATING_MUST_BE_POSITIVE naming the field', async (_case, scores, field) => {
      const { id, k1a } = await startedEvent();
      const op = rateOp(id, k1a.id, scores);
      const [result] = await submit([op]);
      expect(result).toMatchObject({ outcome: 'REJECTED', code: 'RATING_MUST_BE_POSITIVE', field });
      expect(await opCount(op.opId)).toBe(0);
    });

    it('refuses malformed ops with VALIDATION_FAILED naming the field', async () => {
      const { id, k1a } = await startedEvent();
      const rate = rateOp(id, k1a.id);
      const results = await submit([
        { ...rate, opId: 'not-a-uuid' },
        { ...rate, opId: randomUUID(), skipReason: 'SICK' },
        { ...skipOp(id, k1a.id, 'ABSENT'), skipReason: null },
        { ...rate, opId: randomUUID(), note: 'x'.repeat(501) },
        { ...rate, opId: randomUUID(), note: 'a\u0000b' },
        // "Another reason" says which.
        { ...skipOp(id, k1a.id, 'OTHER'), note: '   ' },
      ]);
      expect(results.map((r) => [r.code, r.field])).toEqual([
        ['VALIDATION_FAILED', 'ops.0.opId'],
        ['VALIDATION_FAILED', 'ops.1.scores'],
        ['VALIDATION_FAILED', 'ops.2.skipReason'],
        ['VALIDATION_FAILED', 'ops.3.note'],
        ['VALIDATION_FAILED', 'ops.4.note'],
        ['VALIDATION_FAILED', 'ops.5.note'],
      ]);
    });

    it('answers a judge not assigned to the class NOT_AUTHORIZED before anything about the event, with nothing of the cage', async () => {
      const id = await w.readyEvent();
      const [rest] = await cagesOf(id, w.as.judge2);
      const [result] = await submit([rateOp(id, rest.id)]);
      expect(result).toMatchObject({ outcome: 'REJECTED', code: 'NOT_AUTHORIZED', cage: null });
      expect(result.message).not.toMatch(/start/i);
    });

    it('refuses a batch made by another account than the session’s, as a whole, and applies nothing', async () => {
      const { id, k1a } = await sharedClassEvent();
      const op = rateOp(id, k1a.id);
      const refused = await w.call(SUBMIT_OPS, { ops: [op], madeBy: String(w.as.judge.id) }, w.as.judge2);
      expect(errorCodes(refused)).toEqual(['OPS_OF_OTHER_ACCOUNT']);
      expect(await opCount(op.opId)).toBe(0);
      // Even for an account that is no judge at all: the tablet learns whose session it is.
      const asBreeder = await w.call(SUBMIT_OPS, { ops: [op], madeBy: String(w.as.judge.id) }, w.as.breeder);
      expect(errorCodes(asBreeder)).toEqual(['OPS_OF_OTHER_ACCOUNT']);
      // The judge's own session sends them; so does a tablet that does not say whose they are.
      const own = await w.call(SUBMIT_OPS, { ops: [op], madeBy: String(w.as.judge.id) }, w.as.judge);
      expect(own.data?.submitJudgingOps[0].outcome).toBe('APPLIED');
      expect((await submit([rateOp(id, k1a.id)]))[0].outcome).toBe('APPLIED');
    });

    it('lets only a judge of the cage’s class rate it, admins included', async () => {
      const { id, k1a, rest } = await startedEvent();
      const [other] = await submit([rateOp(id, k1a.id)], w.as.judge2);
      expect(other).toMatchObject({ outcome: 'REJECTED', code: 'NOT_AUTHORIZED', cage: null });
      const [own] = await submit([rateOp(id, rest.id)], w.as.judge2);
      expect(own.outcome).toBe('APPLIED');
      for (const role of ['admin', 'superadmin'] as const) {
        const [admin] = await submit([rateOp(id, k1a.id)], w.as[role]);
        expect(admin).toMatchObject({ outcome: 'REJECTED', code: 'NOT_AUTHORIZED' });
      }
      for (const who of [undefined, w.as.breeder]) {
        const refused = await w.call(SUBMIT_OPS, { ops: [rateOp(id, k1a.id)] }, who);
        expect(errorCodes(refused)).toEqual(['NOT_AUTHORIZED']);
      }
      expect((await cagesOf(id)).find((c) => c.id === k1a.id)?.judgement).toBeNull();
    });

    it('answers CAGE_NOT_FOUND for an unknown cage or one of another event, EVENT_NOT_FOUND for an unknown event', async () => {
      const first = await startedEvent();
      const second = await startedEvent();
      const results = await submit([
        rateOp(first.id, '999999'),
        rateOp(first.id, second.k1a.id),
        rateOp('999999', first.k1a.id),
      ]);
      expect(results.map((r) => r.code)).toEqual(['CAGE_NOT_FOUND', 'CAGE_NOT_FOUND', 'EVENT_NOT_FOUND']);
    });

    it('takes 1 to 200 ops per call', async () => {
      const { id, k1a } = await startedEvent();
      for (const ops of [[], Array.from({ length: 201 }, () => rateOp(id, k1a.id))]) {
        const result = await w.call(SUBMIT_OPS, { ops }, w.as.judge);
        expect(result.errors[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'ops' });
      }
      const many = Array.from({ length: 200 }, (_, i) => rateOp(id, k1a.id, {}, at(i)));
      expect((await submit(many)).every((r) => r.outcome === 'APPLIED')).toBe(true);
    });

    it('answers each op of a mixed batch in order without failing the others', async () => {
      const { id, k1a, k1b, rest } = await startedEvent();
      const results = await submit([
        rateOp(id, k1a.id),
        rateOp(id, rest.id),
        rateOp(id, k1b.id, { wings: 1 }),
        skipOp(id, k1b.id, 'ABSENT'),
      ]);
      expect(results.map((r) => r.outcome)).toEqual(['APPLIED', 'REJECTED', 'REJECTED', 'APPLIED']);
    });
  });

  describe('idempotency and order', () => {
    it('answers a replayed batch with DUPLICATE and changes nothing', async () => {
      const { id, k1a, k1b } = await startedEvent();
      const ops = [rateOp(id, k1a.id), { ...skipOp(id, k1b.id, 'OTHER'), note: 'Ring nicht lesbar' }];
      await submit(ops);
      const replay = await submit(ops);
      expect(replay.map((r) => r.outcome)).toEqual(['DUPLICATE', 'DUPLICATE']);
      expect(replay[0].cage?.judgement?.opId).toBe(ops[0].opId);
      for (const op of ops) expect(await opCount(op.opId)).toBe(1);
    });

    it('answers the same op twice in one batch once APPLIED, then DUPLICATE', async () => {
      const { id, k1a } = await startedEvent();
      const op = rateOp(id, k1a.id);
      expect((await submit([op, op])).map((r) => r.outcome)).toEqual(['APPLIED', 'DUPLICATE']);
    });

    it('answers concurrent calls each on their own, applying a replayed op id exactly once', async () => {
      const { id, k1a, k1b, rest } = await startedEvent();
      const ops = Array.from({ length: 8 }, (_, i) => rateOp(id, i % 2 ? k1a.id : k1b.id, {}, at(i)));
      // Arriving together, they are written together; every op id is sent three times.
      const calls = await Promise.all([
        ...[0, 1, 2].map(() => submit(ops)),
        submit([rateOp(id, rest.id)], w.as.judge2),
        submit([rateOp(id, k1a.id)], w.as.judge2),
      ]);
      for (const op of ops) {
        const outcomes = calls.slice(0, 3).map((results) => results.find((r) => r.opId === op.opId)?.outcome);
        expect(outcomes.sort()).toEqual(['APPLIED', 'DUPLICATE', 'DUPLICATE']);
        expect(await opCount(op.opId)).toBe(1);
      }
      expect(calls[3][0].outcome).toBe('APPLIED');
      expect(calls[4][0]).toMatchObject({ outcome: 'REJECTED', code: 'NOT_AUTHORIZED' });
    });

    it('refuses a reused op id with another payload', async () => {
      const { id, k1a } = await startedEvent();
      const op = rateOp(id, k1a.id);
      await submit([op]);
      const [reused] = await submit([{ ...op, scores: { ...op.scores, wings: 28 } }]);
      expect(reused).toMatchObject({ outcome: 'REJECTED', code: 'IDEMPOTENCY_KEY_REUSED' });
      const [byOther] = await submit([op], w.as.judge2);
      expect(byOther.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect((await cagesOf(id)).find((c) => c.id === k1a.id)?.judgement?.total).toBe(95);
    });

    it('answers a colleague’s op id as reused and tells nothing of that op', async () => {
      const { id, k1a, k1b, rest } = await sharedClassEvent();
      const own = rateOp(id, k1a.id, { wings: 28 });
      expect((await submit([own]))[0].outcome).toBe('APPLIED');
      /** What the colleague learns: that the op id is taken, and nothing of the op or its cage. */
      const refusedForReuse = {
        opId: own.opId,
        outcome: 'REJECTED',
        code: 'IDEMPOTENCY_KEY_REUSED',
        field: null,
        late: null,
        cage: null,
      };
      // The same op replayed word for word by the other judge of the class, with one of their own.
      const mine = rateOp(id, k1b.id);
      const [replayed, applied] = await submit([own, mine], w.as.judge2);
      expect(replayed).toMatchObject(refusedForReuse);
      expect(replayed.message).not.toMatch(/95|94|93|wings|cage/i);
      expect(applied).toMatchObject({ outcome: 'APPLIED', cage: { id: k1b.id } });
      // Or sent for a cage of their own class: the answer is the same.
      expect((await submit([{ ...own, cageId: rest.id }], w.as.judge2))[0]).toMatchObject(refusedForReuse);
      // Sent at the same moment, by its judge and the colleague: only the judge's counts.
      const together = rateOp(id, k1b.id, { wings: 27 });
      const [byJudge, byColleague] = await Promise.all([submit([together]), submit([together], w.as.judge2)]);
      expect([byJudge[0].outcome, byColleague[0].outcome].sort()).toEqual(['APPLIED', 'REJECTED']);
      const colleagues = byColleague[0].outcome === 'REJECTED' ? byColleague[0] : byJudge[0];
      expect(colleagues).toMatchObject({ ...refusedForReuse, opId: together.opId });
      expect(await opCount(together.opId)).toBe(1);
      // The owner's own resend is still a duplicate, with the cage as it stands.
      const [again] = await submit([own]);
      expect(again).toMatchObject({
        outcome: 'DUPLICATE',
        cage: { id: k1a.id, judgement: { opId: own.opId } },
      });

      // A late op waiting at the office: the colleague learns nothing of it either.
      expect((await w.call(END_EVENT, { id }, w.as.admin)).errors).toEqual([]);
      const late = rateOp(id, k1a.id, { wings: 27 }, at(30));
      expect((await submit([late]))[0]).toMatchObject({ code: 'EVENT_ENDED', late: { status: 'PENDING' } });
      expect((await submit([late], w.as.judge2))[0]).toMatchObject({ ...refusedForReuse, opId: late.opId });
      expect((await submit([late]))[0]).toMatchObject({ code: 'EVENT_ENDED', late: { status: 'PENDING' } });
    });

    it('lets the latest client time decide a cage whatever the arrival order (two judges of one class)', async () => {
      const { id, k1a } = await startedEvent();
      const assign = await w.call(
        graphql(
          `mutation JudgingAssignJudges2($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }`,
        ),
        { e: id, a: [{ classCode: 'KLASSE1_M', judgeIds: [String(w.as.judge.id), String(w.as.judge2.id)] }] },
        w.as.admin,
      );
      expect(assign.errors).toEqual([]);
      const later = rateOp(id, k1a.id, { wings: 27 }, at(10));
      const earlier = rateOp(id, k1a.id, { wings: 28 }, at(5));
      expect((await submit([later], w.as.judge2))[0].outcome).toBe('APPLIED');
      const [old] = await submit([earlier], w.as.judge);
      // Applied and kept in the history, but the later decision stays on the cage.
      expect(old.outcome).toBe('APPLIED');
      expect(old.cage?.judgement).toMatchObject({ opId: later.opId, total: 93 });
      expect(await opCount(earlier.opId)).toBe(1);
      const [cage] = await cagesOf(id);
      expect(cage.judgement).toMatchObject({ total: 93, judge: { id: String(w.as.judge2.id) } });
    });

    it('never lets a made-up future time pin a cage: it orders at most 2 minutes after its receipt', async () => {
      const { id, k1a } = await sharedClassEvent();
      const pin = rateOp(id, k1a.id, { wings: 29 }, new Date('2999-01-01T00:00:00.000Z'));
      const [pinned] = await submit([pin], w.as.judge2);
      expect(pinned.outcome).toBe('APPLIED');
      expect(pinned.receivedAt).toBe(NOW.toISOString());
      // An op in time carries no decision of the show office.
      expect(pinned.late).toBeNull();
      expect(pinned.cage?.judgement).toMatchObject({
        opId: pin.opId,
        clientTime: '2999-01-01T00:00:00.000Z',
        orderTime: at(2).toISOString(),
      });
      // Five minutes later the other judge of the class rates the cage: that decides.
      clock = at(5);
      const later = rateOp(id, k1a.id, { wings: 27 }, at(5));
      const [decided] = await submit([later]);
      expect(decided).toMatchObject({
        outcome: 'APPLIED',
        cage: { judgement: { opId: later.opId, total: 93 } },
      });
      // And it stays so with the pinning judge gone from the class, and after the end.
      await w.call(
        graphql(
          `mutation JudgingAssignJudges3($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }`,
        ),
        { e: id, a: [{ classCode: 'KLASSE1_M', judgeIds: [String(w.as.judge.id)] }] },
        w.as.admin,
      );
      expect((await w.call(END_EVENT, { id }, w.as.admin)).errors).toEqual([]);
      expect((await cagesOf(id)).find((c) => c.id === k1a.id)?.judgement).toMatchObject({
        opId: later.opId,
        total: 93,
      });
    });

    it('takes a time a little ahead of its receipt, or long past, as given', async () => {
      const { id, k1a, k1b } = await startedEvent();
      const ahead = rateOp(id, k1a.id, { wings: 28 }, at(1));
      const [taken] = await submit([ahead]);
      expect(taken.cage?.judgement).toMatchObject({ opId: ahead.opId, orderTime: at(1).toISOString() });
      // A dead clock's 1900 is stored and kept in the history, but decides over nothing newer.
      const current = rateOp(id, k1b.id, { wings: 28 }, at(0));
      const ancient = rateOp(id, k1b.id, { wings: 27 }, new Date('1900-01-01T00:00:00.000Z'));
      const [, old] = await submit([current, ancient]);
      expect(old).toMatchObject({ outcome: 'APPLIED', cage: { judgement: { opId: current.opId } } });
      expect(await opCount(ancient.opId)).toBe(1);
    });

    it('keeps one device’s ops in the order made when both come after the bound', async () => {
      const { id, k1a } = await startedEvent();
      // A tablet whose clock runs an hour ahead sends a rating and its correction in one batch.
      // Both bounded to the same order time: the later client time decides, not the op id.
      const first = rateOp(id, k1a.id, { wings: 29 }, at(60), 'ffffffff-0000-4000-8000-000000000000');
      const later = new Date(at(60).getTime() + 1);
      const correction = rateOp(id, k1a.id, { wings: 27 }, later, '00000000-0000-4000-8000-000000000000');
      const results = await submit([first, correction]);
      expect(results[1].cage?.judgement).toMatchObject({ opId: correction.opId, total: 93 });
    });

    it('breaks a tie of client times by the higher op id', async () => {
      const { id, k1a, k1b } = await startedEvent();
      const low = '00000000-0000-4000-8000-000000000001';
      const high = 'ffffffff-0000-4000-8000-000000000001';
      await submit([
        rateOp(id, k1a.id, { wings: 28 }, at(1), high),
        rateOp(id, k1a.id, { wings: 27 }, at(1), low),
      ]);
      await submit([
        rateOp(id, k1b.id, { wings: 27 }, at(1), randomUUID().replace(/^./, '0')),
        rateOp(id, k1b.id, { wings: 28 }, at(1), randomUUID().replace(/^./, 'f')),
      ]);
      const [a, b] = await cagesOf(id);
      expect([a.judgement?.total, b.judgement?.total]).toEqual([94, 94]);
    });
  });

  describe('a judge’s own pigeons', () => {
    it('refuses a judge’s rating of their own pigeon, says so in the cage list, and warns the office', async () => {
      const { id, k1a, k1b } = await startedEvent();
      // The breeder of the KLASSE1_M pigeons is made a judge and assigned to that class.
      const promoted = await w.call(
        graphql(
          `mutation JudgingSetClientRole($id: Int!, $role: Role!) { setClientRole(id: $id, role: $role) { id } }`,
        ),
        { id: w.as.breeder.id, role: 'JUDGE' },
        w.as.superadmin,
      );
      expect(promoted.errors).toEqual([]);
      try {
        const exhibitors = graphql(
          `query JudgingEvent3($id: ID!) { event(id: $id) { classes { code exhibitorIds } } }`,
        );
        const office = await w.call(exhibitors, { id }, w.as.admin);
        expect(office.data?.event.classes.find((c) => c.code === 'KLASSE1_M')?.exhibitorIds).toEqual([
          String(w.as.breeder.id),
        ]);
        for (const who of [undefined, w.as.judge])
          expect(errorCodes(await w.call(exhibitors, { id }, who))).toEqual(['NOT_AUTHORIZED']);

        const assign = await w.call(
          graphql(
            `mutation JudgingAssignJudges4($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }`,
          ),
          {
            e: id,
            a: [{ classCode: 'KLASSE1_M', judgeIds: [String(w.as.judge.id), String(w.as.breeder.id)] }],
          },
          w.as.admin,
        );
        expect(assign.errors).toEqual([]);
        const own = await cagesOf(id, w.as.breeder);
        expect(own.map((c) => [c.cageNumber, (c as unknown as { ownPigeon: boolean }).ownPigeon])).toEqual([
          [1, true],
          [2, true],
        ]);
        const op = rateOp(id, k1a.id);
        const [refused] = await submit([op], w.as.breeder);
        expect(refused).toMatchObject({ outcome: 'REJECTED', code: 'OWN_PIGEON', cage: { id: k1a.id } });
        expect(await opCount(op.opId)).toBe(0);
        // The other judge of the class rates it, and sees it is not theirs.
        expect((await cagesOf(id)).find((c) => c.id === k1a.id)).toMatchObject({ ownPigeon: false });
        expect((await submit([rateOp(id, k1a.id)]))[0].outcome).toBe('APPLIED');

        // A judgement of one's own pigeon that counted before the rule is listed for the office.
        const [judgeView] = await server.database.db.query.judgingOps.findMany({
          where: (row, { eq }) => eq(row.cageId, Number(k1a.id)),
        });
        await server.database.db.insert(judgingOps).values({
          ...judgeView,
          opId: randomUUID(),
          cageId: Number(k1b.id),
          judgeId: w.as.breeder.id,
        });
        const listed = await w.call(
          graphql(
            `query JudgingEvent($id: ID!) { event(id: $id) { ownPigeonJudgements { cageNumber classCode judge { id } } } }`,
          ),
          { id },
          w.as.admin,
        );
        expect(listed.data?.event.ownPigeonJudgements).toEqual([
          { cageNumber: 2, classCode: 'KLASSE1_M', judge: { id: String(w.as.breeder.id) } },
        ]);
      } finally {
        await w.call(
          graphql(
            `mutation JudgingSetClientRole2($id: Int!, $role: Role!) { setClientRole(id: $id, role: $role) { id } }`,
          ),
          { id: w.as.breeder.id, role: 'BREEDER' },
          w.as.superadmin,
        );
      }
    });

    it('reads one cage for a point card: CAGE_NOT_FOUND for none, NOT_AUTHORIZED for another class', async () => {
      const { id, k1a, rest } = await startedEvent();
      const one = graphql(
        `query JudgingJudgeCage($e: ID!, $c: ID!) { judgeCage(eventId: $e, cageId: $c) { id cageNumber ownPigeon judgement { opId } } }`,
      );
      const found = await w.call(one, { e: id, c: k1a.id }, w.as.judge);
      expect(found.data?.judgeCage).toMatchObject({ id: k1a.id, cageNumber: 1, ownPigeon: false });
      expect(errorCodes(await w.call(one, { e: id, c: '999999' }, w.as.judge))).toEqual(['CAGE_NOT_FOUND']);
      expect(errorCodes(await w.call(one, { e: id, c: rest.id }, w.as.judge))).toEqual(['NOT_AUTHORIZED']);
      expect(errorCodes(await w.call(one, { e: id, c: k1a.id }, w.as.breeder))).toEqual(['NOT_AUTHORIZED']);
    });
  });

  describe('group commit', () => {
    it('never fails a judge’s ops for another judge’s op the database cannot take', async () => {
      const { id, k1a, k1b, rest } = await startedEvent();
      const db = server.database.db;
      // A fault the database raises for one op: a note of 'poison'.
      await db.execute(sql`create or replace function judging_fault() returns trigger language plpgsql as $$
        begin
          if new.note = 'poison' then raise exception 'the disk refused this op'; end if;
          return new;
        end $$`);
      await db.execute(
        sql`create trigger judging_fault before insert on judging_ops for each row execute function judging_fault()`,
      );
      try {
        // A writer of our own on the server's database: the first call starts a transaction, and the
        // two made meanwhile are written together in the next one (as calls arriving together are).
        const writer = createJudgingWriter(db);
        const batch = (judgeId: number, ops: JudgingOpInput[]) =>
          writer.write({ judgeId, ops: ops.map(parseOp), now: NOW });
        const good = rateOp(id, k1a.id);
        const poisoned = { ...skipOp(id, k1b.id, 'OTHER', at(1)), note: 'poison' };
        const other = rateOp(id, rest.id);
        const first = batch(w.as.judge2.id, [rateOp(id, rest.id, {}, at(-1))]);
        const [mine, theirs] = await Promise.allSettled([
          batch(w.as.judge.id, [good, poisoned]),
          batch(w.as.judge2.id, [other]),
        ]);
        await first;
        // The other judge's op is applied; the batch with the failing op fails alone, whole.
        expect(theirs).toMatchObject({ status: 'fulfilled', value: { outcomes: [{ outcome: 'APPLIED' }] } });
        expect(mine).toMatchObject({ status: 'rejected' });
        expect(await opCount(good.opId)).toBe(0);
        // Sent again without it (the tablet halves such a batch), the good op is applied.
        expect((await submit([good]))[0].outcome).toBe('APPLIED');
        // And through the API, a call holding the failing op fails as a whole, never half-written.
        const refused = await w.call(SUBMIT_OPS, { ops: [rateOp(id, k1b.id), poisoned] }, w.as.judge);
        expect(errorCodes(refused)).toEqual(['INTERNAL_SERVER_ERROR']);
      } finally {
        await db.execute(sql`drop trigger judging_fault on judging_ops`);
        await db.execute(sql`drop function judging_fault()`);
      }
    });
  });

  describe('after the end', () => {
    it('keeps late ops for an admin, who accepts one and rejects another', async () => {
      const { id, k1a, k1b, young } = await startedEvent();
      await submit([rateOp(id, k1a.id, { wings: 27 }, at(1))]);
      const ended = await w.call(END_EVENT, { id }, w.as.admin);
      expect(ended.data!.endEvent.unjudgedCages.map((c) => c.cageNumber)).toEqual([2, 3, 4]);

      const correction = rateOp(id, k1a.id, { wings: 29 }, at(2));
      const first = rateOp(id, k1b.id, {}, at(3));
      const skip = skipOp(id, young.id, 'ABSENT', at(4));
      const results = await submit([correction, first, skip]);
      expect(results.map((r) => [r.outcome, r.code])).toEqual([
        ['REJECTED', 'EVENT_ENDED'],
        ['REJECTED', 'EVENT_ENDED'],
        ['REJECTED', 'EVENT_ENDED'],
      ]);
      // Replaying a late op answers the same refusal.
      expect((await submit([first]))[0].code).toBe('EVENT_ENDED');

      const late = await w.call(LATE_OPS, { eventId: id }, w.as.admin);
      expect(late.data!.lateJudgingOps.map((op) => [op.cageNumber, op.status])).toEqual([
        [1, 'PENDING'],
        [2, 'PENDING'],
        [3, 'PENDING'],
      ]);
      // Judges still read their cages after the end, unchanged by late ops.
      expect((await cagesOf(id)).map((c) => c.judgement?.total ?? null)).toEqual([93, null, null]);

      const accepted = await w.call(RESOLVE_LATE, { opId: correction.opId, accept: true }, w.as.admin);
      expect(accepted.data).toEqual({ resolveLateJudgingOp: { opId: correction.opId, status: 'ACCEPTED' } });
      const rejectedOp = await w.call(RESOLVE_LATE, { opId: first.opId, accept: false }, w.as.admin);
      expect(rejectedOp.data).toEqual({ resolveLateJudgingOp: { opId: first.opId, status: 'REJECTED' } });
      expect((await cagesOf(id)).map((c) => c.judgement?.total ?? null)).toEqual([95, null, null]);
      // Once accepted, a replay is a duplicate the tablet may drop.
      expect((await submit([correction]))[0].outcome).toBe('DUPLICATE');
    });

    it('tells the judge sending a late op again what the show office decided, and when', async () => {
      const { id, k1a, k1b, young } = await startedEvent();
      expect((await w.call(END_EVENT, { id }, w.as.admin)).errors).toEqual([]);
      const [toAccept, toReject, waiting] = [
        rateOp(id, k1a.id),
        rateOp(id, k1b.id),
        skipOp(id, young.id, 'SICK'),
      ];
      const sent = await submit([toAccept, toReject, waiting]);
      expect(sent.map((r) => [r.code, r.late])).toEqual([
        ['EVENT_ENDED', { status: 'PENDING', decidedAt: null }],
        ['EVENT_ENDED', { status: 'PENDING', decidedAt: null }],
        ['EVENT_ENDED', { status: 'PENDING', decidedAt: null }],
      ]);
      clock = at(30);
      await w.call(RESOLVE_LATE, { opId: toAccept.opId, accept: true }, w.as.admin);
      await w.call(RESOLVE_LATE, { opId: toReject.opId, accept: false }, w.as.admin);
      const again = await submit([toAccept, toReject, waiting]);
      expect(again.map((r) => [r.outcome, r.code, r.late])).toEqual([
        ['DUPLICATE', null, { status: 'ACCEPTED', decidedAt: at(30).toISOString() }],
        ['REJECTED', 'EVENT_ENDED', { status: 'REJECTED', decidedAt: at(30).toISOString() }],
        ['REJECTED', 'EVENT_ENDED', { status: 'PENDING', decidedAt: null }],
      ]);
      // The accepted one counts: the answer carries the cage with it.
      expect(again[0].cage?.judgement?.opId).toBe(toAccept.opId);
    });

    it('keeps lateJudgingOps and their decision to admins', async () => {
      const { id, k1a } = await startedEvent();
      await w.call(END_EVENT, { id }, w.as.admin);
      const [late] = await submit([rateOp(id, k1a.id)]);
      for (const who of [undefined, w.as.breeder, w.as.judge]) {
        expect(errorCodes(await w.call(LATE_OPS, { eventId: id }, who))).toEqual(['NOT_AUTHORIZED']);
        expect(errorCodes(await w.call(RESOLVE_LATE, { opId: late.opId, accept: true }, who))).toEqual([
          'NOT_AUTHORIZED',
        ]);
      }
      expect(
        errorCodes(await w.call(RESOLVE_LATE, { opId: randomUUID(), accept: true }, w.as.admin)),
      ).toEqual(['JUDGING_OP_NOT_FOUND']);
      expect(errorCodes(await w.call(LATE_OPS, { eventId: '999999' }, w.as.admin))).toEqual([
        'EVENT_NOT_FOUND',
      ]);
    });
  });

  describe('judgingProgress', () => {
    let client: Client | undefined;
    afterAll(() => client?.dispose());

    it('sends the counts at once, then after every applied op, to guests too', async () => {
      const { id, k1a, rest } = await startedEvent();
      client = createClient({ url: server.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0 });
      const updates = client.iterate<{
        judgingProgress: {
          judged: number;
          total: number;
          classes: { code: string; judged: number; total: number }[];
        };
      }>({
        query: `subscription P($id: ID!) { judgingProgress(eventId: $id) { judged total classes { code judged total } } }`,
        variables: { id },
      });
      const first = await updates.next();
      expect(first.value.data?.judgingProgress).toEqual({
        judged: 0,
        total: 4,
        classes: [
          { code: 'KLASSE1_M', judged: 0, total: 2 },
          { code: 'JUNGTAUBE_M', judged: 0, total: 1 },
          { code: 'REST', judged: 0, total: 1 },
        ],
      });
      await submit([rateOp(id, k1a.id)]);
      const second = await updates.next();
      expect(second.value.data?.judgingProgress).toMatchObject({ judged: 1, total: 4 });
      await submit([skipOp(id, rest.id, 'ABSENT')], w.as.judge2);
      const third = await updates.next();
      expect(third.value.data?.judgingProgress.classes).toContainEqual({ code: 'REST', judged: 1, total: 1 });
      await updates.return?.();

      const event = await w.call(
        graphql(`query JudgingEvent2($id: ID!) { event(id: $id) { judgingProgress { judged } } }`),
        {
          id,
        },
      );
      expect(event.data!.event.judgingProgress.judged).toBe(2);
    });

    it('answers EVENT_NOT_FOUND for an unknown event', async () => {
      client ??= createClient({ url: server.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0 });
      const updates = client.iterate({
        query: `subscription { judgingProgress(eventId: "999999") { judged } }`,
      });
      await expect(updates.next()).resolves.toMatchObject({
        value: {
          errors: [
            expect.objectContaining({ extensions: expect.objectContaining({ code: 'EVENT_NOT_FOUND' }) }),
          ],
        },
      });
    });
  });
});
