import { graphql } from '@tests/gql';
import type { TrailQueryVariables } from '@tests/gql/graphql.ts';
import {
  createEventWorld,
  END_EVENT,
  EVENT_CAGES,
  type EventWorld,
  START_EVENT,
} from '@tests/support/eventFactories.ts';
import { RESOLVE_LATE, rateOp, SUBMIT_OPS, skipOp } from '@tests/support/judging.ts';
import {
  apiTestDatabase,
  errorCodes,
  type GqlResult,
  startTestServer,
  type TestServer,
} from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The audit trail on screen: every op and every decision on a late one, as entries with who, when,
// what, the cage, the value before and after and the reason; filtered and paged by the server.

const TRAIL =
  graphql(`query Trail($eventId: ID!, $cageNumber: Int, $judgeId: ID, $kind: AuditEntryKind, $offset: Int, $limit: Int) {
  eventAuditTrail(eventId: $eventId, cageNumber: $cageNumber, judgeId: $judgeId, kind: $kind, offset: $offset, limit: $limit) {
    total
    judges { id shownName }
    entries { id kind at by { id shownName } judge { id } opId cageNumber ringNumber classCode
      oldValue { total skipReason } newValue { total skipReason } reason }
  } }`);
const ENTER = graphql(`mutation EnterCards($judgeId: ID!, $ops: [JudgingOpInput!]!) {
  enterPaperCards(judgeId: $judgeId, ops: $ops) { opId outcome } }`);

const must = async <T>(result: Promise<GqlResult<T>>): Promise<T> => {
  const done = await result;
  expect(done.errors).toEqual([]);
  return done.data!;
};

const database = apiTestDatabase();

describe(`the audit trail on ${database}`, () => {
  let server: TestServer;
  let w: EventWorld;
  let eventId: string;
  const cage: Record<'k1a' | 'k1b' | 'young' | 'rest', { id: string; cageNumber: number }> = {} as never;
  const ops: Record<'tablet' | 'paper' | 'skip' | 'rest' | 'accepted' | 'rejected', string> = {} as never;
  const trail = async (variables: Omit<TrailQueryVariables, 'eventId'> = {}) =>
    (await must(w.call(TRAIL, { eventId, ...variables }, w.as.admin))).eventAuditTrail;

  beforeAll(async () => {
    server = await startTestServer({ database });
    const now = new Date();
    w = await createEventWorld(server, now);
    eventId = await w.readyEvent('Verlauf');
    await must(w.call(START_EVENT, { id: eventId }, w.as.admin));
    const { eventCages } = await must(w.call(EVENT_CAGES, { eventId }));
    const ring = (serial: string) => eventCages.find((c) => c.ringNumber.endsWith(serial))!;
    Object.assign(cage, {
      k1a: ring('20-1'),
      k1b: ring('20-5'),
      young: ring('26-7'),
      rest: ring('20-3'),
    });
    const minuteAgo = new Date(Date.now() - 60_000);
    // The tablet's rating, corrected on paper by the office; a skip with a remark; judge2's rating.
    const tablet = rateOp(eventId, cage.k1a.id, {}, minuteAgo);
    await must(w.call(SUBMIT_OPS, { ops: [tablet] }, w.as.judge));
    const paper = rateOp(eventId, cage.k1a.id, { back: 18 });
    await must(w.call(ENTER, { judgeId: String(w.as.judge.id), ops: [paper] }, w.as.admin));
    const skip = { ...skipOp(eventId, cage.young.id, 'ABSENT'), note: 'Käfig leer' };
    await must(w.call(SUBMIT_OPS, { ops: [skip] }, w.as.judge));
    const rest = rateOp(eventId, cage.rest.id, { wings: 28 });
    await must(w.call(SUBMIT_OPS, { ops: [rest] }, w.as.judge2));
    await must(w.call(END_EVENT, { id: eventId }, w.as.admin));
    // After the end: two late ratings, one accepted, one rejected by the office.
    const accepted = rateOp(eventId, cage.k1b.id, { wings: 27 });
    await w.call(SUBMIT_OPS, { ops: [accepted] }, w.as.judge);
    await must(w.call(RESOLVE_LATE, { opId: accepted.opId, accept: true }, w.as.admin));
    const rejected = rateOp(eventId, cage.k1a.id, { musculature: 27 });
    await w.call(SUBMIT_OPS, { ops: [rejected] }, w.as.judge);
    await must(w.call(RESOLVE_LATE, { opId: rejected.opId, accept: false }, w.as.admin));
    Object.assign(ops, {
      tablet: tablet.opId,
      paper: paper.opId,
      skip: skip.opId,
      rest: rest.opId,
      accepted: accepted.opId,
      rejected: rejected.opId,
    });
  });
  afterAll(() => server?.close());

  it('lists every op and every decision, the latest first, with who, what, the values and the reason', async () => {
    const page = await trail();
    expect(page.total).toBe(8);
    expect(page.entries.map((e) => [e.kind, e.opId])).toEqual([
      ['LATE_REJECTED', ops.rejected],
      ['RATING', ops.rejected],
      ['LATE_ACCEPTED', ops.accepted],
      ['RATING', ops.accepted],
      ['RATING', ops.rest],
      ['SKIP', ops.skip],
      ['RATING', ops.paper],
      ['RATING', ops.tablet],
    ]);
    const [decided, , , , , skipped, paper, tablet] = page.entries;
    // The office's correction on paper: entered by the admin, the judge's rating, 95 → 94.
    expect(paper).toMatchObject({
      by: { id: String(w.as.admin.id), shownName: 'Admin admin' },
      judge: { id: String(w.as.judge.id) },
      cageNumber: cage.k1a.cageNumber,
      ringNumber: 'DV-06976-20-1',
      classCode: 'KLASSE1_M',
      oldValue: { total: 95, skipReason: null },
      newValue: { total: 94, skipReason: null },
      reason: null,
    });
    expect(tablet).toMatchObject({
      by: { id: String(w.as.judge.id) },
      oldValue: null,
      newValue: { total: 95 },
    });
    expect(skipped).toMatchObject({
      by: { id: String(w.as.judge.id) },
      oldValue: null,
      newValue: { total: null, skipReason: 'ABSENT' },
      reason: 'Käfig leer',
    });
    // A decision is the admin's, about the late rating: what it would have replaced and its value.
    expect(decided).toMatchObject({
      by: { id: String(w.as.admin.id) },
      judge: { id: String(w.as.judge.id) },
      oldValue: { total: 94 },
      newValue: { total: 93 },
    });
    expect(new Set(page.entries.map((e) => e.id)).size).toBe(8);
    expect(page.judges.map((j) => j.shownName)).toEqual(['Judge judge', 'Judge judge2']);
  });

  it('filters by cage, judge and kind, together too', async () => {
    const k1a = await trail({ cageNumber: cage.k1a.cageNumber });
    expect(k1a.total).toBe(4);
    expect(new Set(k1a.entries.map((e) => e.cageNumber))).toEqual(new Set([cage.k1a.cageNumber]));
    const judge2 = await trail({ judgeId: String(w.as.judge2.id) });
    expect(judge2.entries.map((e) => e.opId)).toEqual([ops.rest]);
    // The filters leave the judges to choose from as they are.
    expect(judge2.judges).toHaveLength(2);
    expect((await trail({ kind: 'SKIP' })).entries.map((e) => e.opId)).toEqual([ops.skip]);
    expect((await trail({ kind: 'LATE_ACCEPTED' })).entries.map((e) => e.opId)).toEqual([ops.accepted]);
    expect((await trail({ kind: 'RATING', cageNumber: cage.k1a.cageNumber })).total).toBe(3);
    expect(await trail({ cageNumber: 999 })).toMatchObject({ total: 0, entries: [] });
    expect((await trail({ judgeId: String(w.as.breeder.id) })).total).toBe(0);
  });

  it('is read a page at a time, with the total of every page', async () => {
    const first = await trail({ limit: 3 });
    const third = await trail({ offset: 6, limit: 3 });
    expect(first.entries.map((e) => e.kind)).toEqual(['LATE_REJECTED', 'RATING', 'LATE_ACCEPTED']);
    expect(third.entries.map((e) => e.opId)).toEqual([ops.paper, ops.tablet]);
    expect([first.total, third.total]).toEqual([8, 8]);
    expect(await trail({ offset: 30, limit: 3 })).toMatchObject({ total: 8, entries: [] });
  });

  it('is for admins only', async () => {
    for (const who of [w.as.judge, w.as.breeder, undefined])
      expect(errorCodes(await w.call(TRAIL, { eventId }, who))).toEqual(['NOT_AUTHORIZED']);
    expect((await must(w.call(TRAIL, { eventId }, w.as.superadmin))).eventAuditTrail.total).toBe(8);
  });

  it.each<[Omit<TrailQueryVariables, 'eventId'>, string]>([
    [{ cageNumber: 0 }, 'cageNumber'],
    [{ cageNumber: 1_000_001 }, 'cageNumber'],
    [{ judgeId: 'Meier' }, 'judgeId'],
    [{ offset: -1 }, 'offset'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 1001 }, 'limit'],
  ])('refuses %j naming the field', async (variables, field) => {
    const result = await w.call(TRAIL, { eventId, ...variables }, w.as.admin);
    expect(errorCodes(result)).toEqual(['VALIDATION_FAILED']);
    expect(result.errors[0]!.extensions?.field).toBe(field);
  });

  it('says when the event does not exist', async () => {
    for (const id of ['999999', 'x'])
      expect(errorCodes(await w.call(TRAIL, { eventId: id }, w.as.admin))).toEqual(['EVENT_NOT_FOUND']);
    // An unknown kind is the schema's refusal, before anything runs.
    const unknown = await w.call(TRAIL, { eventId, kind: 'BOGUS' as never }, w.as.admin);
    expect(unknown.errors).toHaveLength(1);
  });
});
