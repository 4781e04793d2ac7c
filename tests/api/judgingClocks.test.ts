import { graphql } from '@tests/gql';
import type { JudgingOpInput } from '@tests/gql/graphql.ts';
import { createEventWorld, type EventWorld, START_EVENT } from '@tests/support/eventFactories.ts';
import { JUDGE_CAGES, rateOp } from '@tests/support/judging.ts';
import { apiTestDatabase, startTestServer, type TestServer } from '@tests/support/server.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

// How the server orders ops by the tablets' clocks: a verified op (its tablet had heard from the
// server) by its client time, capped at receipt + 2 minutes; an unverified one by its arrival.

const NOW = new Date('2026-06-01T12:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

const SUBMIT = graphql(`mutation JudgingClocksSubmit($ops: [JudgingOpInput!]!) {
  submitJudgingOps(ops: $ops) {
    opId outcome code receivedAt cage { judgement { opId orderTime total } } } }`);
const ASSIGN = graphql(`mutation JudgingClocksAssign($e: ID!, $a: [JudgeAssignmentInput!]!) {
  assignJudges(eventId: $e, assignments: $a) { id } }`);

const database = apiTestDatabase();

describe(`ordering ops by the tablets' clocks, on ${database}`, () => {
  let server: TestServer;
  let w: EventWorld;
  // The server's clock, the real time of these tests.
  let clock = NOW;

  beforeAll(async () => {
    server = await startTestServer({ database, now: () => clock });
    w = await createEventWorld(server, NOW);
  });
  afterAll(() => server?.close());
  afterEach(() => {
    clock = NOW;
  });

  const submit = async (ops: JudgingOpInput[], who = w.as.judge) => {
    const result = await w.call(SUBMIT, { ops }, who);
    expect(result.errors).toEqual([]);
    return result.data!.submitJudgingOps;
  };
  /** A rating by a tablet that had never heard from the server when it was made. */
  const unverified = (...args: Parameters<typeof rateOp>) => ({ ...rateOp(...args), clockVerified: false });
  const storedOrderTime = async (opId: string) => {
    const row = await server.database.db.query.judgingOps.findFirst({
      where: (op, { eq }) => eq(op.opId, opId),
    });
    return row?.orderTime.toISOString();
  };
  /** A started event whose KLASSE1_M cages (1, 2) both judges judge: two tablets, one cage. */
  const sharedCage = async () => {
    const id = await w.readyEvent();
    expect((await w.call(START_EVENT, { id }, w.as.admin)).errors).toEqual([]);
    const judges = [String(w.as.judge.id), String(w.as.judge2.id)];
    const assigned = await w.call(
      ASSIGN,
      { e: id, a: [{ classCode: 'KLASSE1_M', judgeIds: judges }] },
      w.as.admin,
    );
    expect(assigned.errors).toEqual([]);
    const cages = await w.call(JUDGE_CAGES, { eventId: id }, w.as.judge);
    return { id, cage: cages.data!.judgeCages[0].id };
  };

  it('caps a verified op from a clock 30 minutes ahead at receipt + 2 minutes: a later correction from another tablet decides', async () => {
    const { id, cage } = await sharedCage();
    const ahead = rateOp(id, cage, { wings: 29 }, at(30));
    const [first] = await submit([ahead], w.as.judge2);
    expect(first.cage?.judgement).toMatchObject({ opId: ahead.opId, orderTime: at(2).toISOString() });
    clock = at(5);
    const correction = rateOp(id, cage, { wings: 27 }, at(5));
    const [decided] = await submit([correction]);
    expect(decided.outcome).toBe('APPLIED');
    expect(decided.cage?.judgement).toMatchObject({ opId: correction.opId, total: 93 });
  });

  it('orders an unverified op from a clock 30 minutes ahead by its arrival: a correction another tablet sends a minute later decides', async () => {
    const { id, cage } = await sharedCage();
    // A tablet whose clock runs 30 minutes ahead and that never heard from the server rates the
    // cage 95; verified, its claim would be capped at receipt + 2 minutes and beat the correction.
    const fast = unverified(id, cage, { wings: 29 }, at(30));
    const [first] = await submit([fast]);
    expect(first).toMatchObject({ outcome: 'APPLIED', receivedAt: NOW.toISOString() });
    expect(await storedOrderTime(fast.opId)).toBe(NOW.toISOString());
    clock = at(1);
    const correction = rateOp(id, cage, { wings: 27 }, at(1));
    const [decided] = await submit([correction], w.as.judge2);
    expect(decided.cage?.judgement).toMatchObject({ opId: correction.opId, total: 93 });
  });

  it('orders an unverified op by its arrival, whatever its clock says', async () => {
    const { id, cage } = await sharedCage();
    const recent = rateOp(id, cage, { wings: 27 }, at(-5));
    await submit([recent], w.as.judge2);
    // A clock an hour behind: by its claim it would lose; by its arrival it is the latest.
    const behind = unverified(id, cage, { wings: 29 }, at(-60));
    const [arrived] = await submit([behind]);
    expect(await storedOrderTime(behind.opId)).toBe(NOW.toISOString());
    expect(arrived.cage?.judgement).toMatchObject({ opId: behind.opId, total: 95 });
    // And a clock an hour ahead orders by its arrival too, not capped at receipt + 2 minutes.
    const ahead = unverified(id, cage, { wings: 28 }, at(60));
    await submit([ahead]);
    expect(await storedOrderTime(ahead.opId)).toBe(NOW.toISOString());
  });

  it('answers a replay of an unverified op DUPLICATE, verified or not, and keeps its first order time', async () => {
    const { id, cage } = await sharedCage();
    const op = unverified(id, cage, {}, at(20));
    expect((await submit([op]))[0].outcome).toBe('APPLIED');
    clock = at(1);
    expect((await submit([op]))[0].outcome).toBe('DUPLICATE');
    // The tablet has heard from the server since: the same op id is the same op.
    const [again] = await submit([{ ...op, clockVerified: true }]);
    expect(again.outcome).toBe('DUPLICATE');
    expect(await storedOrderTime(op.opId)).toBe(NOW.toISOString());
  });
});
