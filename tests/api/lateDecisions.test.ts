import { randomUUID } from 'node:crypto';
import { graphql } from '@tests/gql';
import type { JudgingOpInput } from '@tests/gql/graphql.ts';
import {
  createEventWorld,
  END_EVENT,
  type EventWorld,
  loginAs,
  START_EVENT,
} from '@tests/support/eventFactories.ts';
import { JUDGE_CAGES, RESOLVE_LATE, rateOp, SUBMIT_OPS, skipOp } from '@tests/support/judging.ts';
import { apiTestDatabase, errorCodes, startTestServer, type TestServer } from '@tests/support/server.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

// myLateDecisions: a tablet follows what the show office decided about its judge's late ops, and
// learns nothing of anyone else's.

const NOW = new Date('2026-06-01T12:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

const MY_LATE_DECISIONS = graphql(`query LateDecisionsMine($opIds: [ID!]!) {
  myLateDecisions(opIds: $opIds) { opId status decidedAt cage { ...JudgeCageTestFields } } }`);
const ASSIGN = graphql(`mutation LateDecisionsAssign($e: ID!, $a: [JudgeAssignmentInput!]!) {
  assignJudges(eventId: $e, assignments: $a) { id } }`);
const SET_ROLE = graphql(`mutation LateDecisionsSetRole($id: Int!, $role: Role!) {
  setClientRole(id: $id, role: $role) { id role } }`);

const database = apiTestDatabase();

describe(`myLateDecisions on ${database}`, () => {
  let server: TestServer;
  let w: EventWorld;
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
    const result = await w.call(SUBMIT_OPS, { ops }, who);
    expect(result.errors).toEqual([]);
    return result.data!.submitJudgingOps;
  };
  const decisions = async (opIds: string[], who = w.as.judge) => {
    const result = await w.call(MY_LATE_DECISIONS, { opIds }, who);
    expect(result.errors).toEqual([]);
    return result.data!.myLateDecisions;
  };
  /** A started event: the judge has KLASSE1_M (cages 1, 2) and JUNGTAUBE_M (3), judge2 has REST (4). */
  const startedEvent = async () => {
    const id = await w.readyEvent();
    expect((await w.call(START_EVENT, { id }, w.as.admin)).errors).toEqual([]);
    const [k1a, k1b, young] = (await w.call(JUDGE_CAGES, { eventId: id }, w.as.judge)).data!.judgeCages;
    const [rest] = (await w.call(JUDGE_CAGES, { eventId: id }, w.as.judge2)).data!.judgeCages;
    return { id, k1a, k1b, young, rest };
  };
  const end = async (id: string) => expect((await w.call(END_EVENT, { id }, w.as.admin)).errors).toEqual([]);

  it('answers the caller’s late ops in the order asked: PENDING after the end, then each decision of the office as it changes', async () => {
    const { id, k1a, young } = await startedEvent();
    await end(id);
    const rating = rateOp(id, k1a.id, { wings: 27 });
    const skip = skipOp(id, young.id, 'SICK');
    expect((await submit([rating, skip])).map((r) => r.code)).toEqual(['EVENT_ENDED', 'EVENT_ENDED']);

    const waiting = await decisions([skip.opId, rating.opId.toUpperCase()]);
    expect(waiting).toEqual([
      {
        opId: skip.opId,
        status: 'PENDING',
        decidedAt: null,
        cage: expect.objectContaining({ id: young.id }),
      },
      {
        opId: rating.opId,
        status: 'PENDING',
        decidedAt: null,
        cage: expect.objectContaining({ id: k1a.id }),
      },
    ]);
    // The cage as judgeCage shows it: the late rating does not count yet.
    expect(waiting[1].cage).toMatchObject({ cageNumber: 1, classCode: 'KLASSE1_M', judgement: null });

    clock = at(10);
    await w.call(RESOLVE_LATE, { opId: rating.opId, accept: true }, w.as.admin);
    const [accepted] = await decisions([rating.opId]);
    expect(accepted).toMatchObject({ status: 'ACCEPTED', decidedAt: at(10).toISOString() });
    expect(accepted.cage?.judgement).toMatchObject({ opId: rating.opId, total: 93 });

    clock = at(20);
    await w.call(RESOLVE_LATE, { opId: rating.opId, accept: false }, w.as.admin);
    const [rejected] = await decisions([rating.opId]);
    expect(rejected).toMatchObject({ status: 'REJECTED', decidedAt: at(20).toISOString() });
    expect(rejected.cage?.judgement).toBeNull();
  });

  it('leaves out another judge’s late op, an op in time, and unknown or malformed ids', async () => {
    const { id, k1a, k1b, rest } = await startedEvent();
    const inTime = rateOp(id, k1b.id);
    expect((await submit([inTime]))[0].outcome).toBe('APPLIED');
    await end(id);
    const mine = rateOp(id, k1a.id);
    const theirs = rateOp(id, rest.id);
    await submit([mine]);
    expect((await submit([theirs], w.as.judge2))[0].code).toBe('EVENT_ENDED');
    const asked = [theirs.opId, inTime.opId, randomUUID(), 'not-an-op-id', mine.opId];
    expect((await decisions(asked)).map((d) => d.opId)).toEqual([mine.opId]);
    // The other judge sees theirs, and nothing of the caller's.
    expect((await decisions(asked, w.as.judge2)).map((d) => d.opId)).toEqual([theirs.opId]);
    // An account that sent none learns nothing either.
    expect(await decisions(asked, w.as.breeder)).toEqual([]);
  });

  it('answers a guest UNAUTHENTICATED', async () => {
    const result = await w.call(MY_LATE_DECISIONS, { opIds: [randomUUID()] });
    expect(errorCodes(result)).toEqual(['UNAUTHENTICATED']);
  });

  it.each([0, 201])('refuses %i ids with VALIDATION_FAILED on opIds', async (count) => {
    const opIds = Array.from({ length: count }, () => randomUUID());
    const result = await w.call(MY_LATE_DECISIONS, { opIds }, w.as.judge);
    expect(result.errors[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'opIds' });
  });

  it('still tells a judge whose JUDGE role was taken away the decisions, with the cage null although the assignment stays (a demoted account reads no cage)', async () => {
    const { id, k1a } = await startedEvent();
    const judge3 = await loginAs(server, 'judge3@example.org', 'JUDGE', NOW);
    const judges = [String(w.as.judge.id), String(judge3.id)];
    const assigned = await w.call(
      ASSIGN,
      { e: id, a: [{ classCode: 'KLASSE1_M', judgeIds: judges }] },
      w.as.admin,
    );
    expect(assigned.errors).toEqual([]);
    await end(id);
    const late = rateOp(id, k1a.id);
    expect((await submit([late], judge3))[0].code).toBe('EVENT_ENDED');
    expect((await decisions([late.opId], judge3))[0].cage).toMatchObject({ id: k1a.id });

    const demoted = await w.call(SET_ROLE, { id: judge3.id, role: 'BREEDER' }, w.as.admin);
    expect(demoted.data?.setClientRole.role).toBe('BREEDER');
    clock = at(5);
    await w.call(RESOLVE_LATE, { opId: late.opId, accept: true }, w.as.admin);
    expect(await decisions([late.opId], judge3)).toEqual([
      { opId: late.opId, status: 'ACCEPTED', decidedAt: at(5).toISOString(), cage: null },
    ]);
  });
});
