import { createEvent } from '@api/schema/events/eventsService.ts';
import { graphql } from '@tests/gql';
import type { OverviewQueryVariables } from '@tests/gql/graphql.ts';
import {
  createEventWorld,
  END_EVENT,
  EVENT_CAGES,
  type EventWorld,
  eventInput,
  START_EVENT,
  UPDATE_EVENT,
} from '@tests/support/eventFactories.ts';
import { rateOp, SUBMIT_OPS } from '@tests/support/judging.ts';
import {
  apiTestDatabase,
  errorCodes,
  type GqlResult,
  startTestServer,
  type TestServer,
} from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The show office's overview: every show in any status, the latest start first, with its counts.

const OVERVIEW = graphql(`query Overview($status: EventStatus, $search: String, $offset: Int, $limit: Int) {
  eventOverview(status: $status, search: $search, offset: $offset, limit: $limit) {
    total
    events { event { id title status } breederCount pigeonCount cageCount judgedCount classesWithoutJudge pendingLateRatings }
  } }`);

const must = async <T>(result: Promise<GqlResult<T>>): Promise<T> => {
  const done = await result;
  expect(done.errors).toEqual([]);
  return done.data!;
};

const database = apiTestDatabase();
const HOUR = 60 * 60 * 1000;

describe(`the office's overview of shows on ${database}`, () => {
  let server: TestServer;
  let w: EventWorld;
  const now = new Date();
  const ids: Record<'draft' | 'open' | 'empty' | 'ready' | 'judging' | 'ended', string> = {
    draft: '',
    open: '',
    empty: '',
    ready: '',
    judging: '',
    ended: '',
  };
  const overview = (variables: OverviewQueryVariables = {}) =>
    must(w.call(OVERVIEW, variables, w.as.admin)).then((data) => data.eventOverview);

  beforeAll(async () => {
    server = await startTestServer({ database });
    w = await createEventWorld(server, now);
    // A draft (the app makes none; older data has them), the oldest start.
    const draft = await createEvent(server.database.db, {
      ...eventInput(now, 24, 24),
      description: null,
      registrationDeadline: new Date(now.getTime() + 24 * HOUR),
      eventStart: new Date(now.getTime() + 24 * HOUR),
      title: 'Entwurf Kassel',
      status: 'DRAFT',
    });
    ids.draft = String(draft.id);
    ids.open = await w.openEvent('Offene Schau');
    await must(w.register(ids.open, [w.pigeons.k1a]));
    await must(w.register(ids.open, [w.othersPigeon], w.as.other));
    // Closing registration (the deadline moved into the past) writes the title again: keep it.
    const closed = async (id: string, title: string) => {
      await must(w.call(UPDATE_EVENT, { id, input: eventInput(now, -1, 48, title) }, w.as.admin));
      return id;
    };
    ids.empty = await closed(await w.openEvent(), 'Leere Schau');
    ids.ready = await closed(await w.readyEvent(), 'Bereite Schau');
    ids.judging = await closed(await w.readyEvent(), 'Laufende Schau');
    await must(w.call(START_EVENT, { id: ids.judging }, w.as.admin));
    const { eventCages } = await must(w.call(EVENT_CAGES, { eventId: ids.judging }));
    const k1 = eventCages.find((c) => c.classCode === 'KLASSE1_M')!;
    await must(w.call(SUBMIT_OPS, { ops: [rateOp(ids.judging, k1.id)] }, w.as.judge));
    ids.ended = await closed(await w.readyEvent(), 'Beendete Schau');
    await must(w.call(START_EVENT, { id: ids.ended }, w.as.admin));
    await must(w.call(END_EVENT, { id: ids.ended }, w.as.admin));
    const ended = await must(w.call(EVENT_CAGES, { eventId: ids.ended }));
    // After the end: a late rating that waits for the office.
    await w.call(SUBMIT_OPS, { ops: [rateOp(ids.ended, ended.eventCages[0]!.id)] }, w.as.judge);
  });
  afterAll(() => server?.close());

  it('lists every show, whatever its status, the latest start first, with its counts', async () => {
    const page = await overview();
    expect(page.total).toBe(6);
    expect(page.events.map((e) => [e.event.title, e.event.status])).toEqual([
      // The same planned start: the newest show first.
      ['Beendete Schau', 'ENDED'],
      ['Laufende Schau', 'STARTED'],
      ['Bereite Schau', 'CLOSED'],
      ['Leere Schau', 'CLOSED'],
      ['Offene Schau', 'OPEN'],
      ['Entwurf Kassel', 'DRAFT'],
    ]);
    const of = (id: string) => page.events.find((e) => e.event.id === id)!;
    expect(of(ids.open)).toMatchObject({ breederCount: 2, pigeonCount: 2, cageCount: 0, judgedCount: 0 });
    expect(of(ids.empty)).toMatchObject({ breederCount: 0, pigeonCount: 0, cageCount: 0 });
    expect(of(ids.ready)).toMatchObject({
      breederCount: 1,
      pigeonCount: 4,
      cageCount: 4,
      judgedCount: 0,
      classesWithoutJudge: 0,
    });
    expect(of(ids.judging)).toMatchObject({ cageCount: 4, judgedCount: 1, pendingLateRatings: 0 });
    expect(of(ids.ended)).toMatchObject({ cageCount: 4, judgedCount: 0, pendingLateRatings: 1 });
    // Registered, not yet judged: the classes lack judges until the office assigns them.
    expect(of(ids.open).classesWithoutJudge).toBe(2);
  });

  it('filters by the status the show reads now and by part of its title or city', async () => {
    const closed = await overview({ status: 'CLOSED' });
    expect(closed.events.map((e) => e.event.id)).toEqual([ids.ready, ids.empty]);
    expect(closed.total).toBe(2);
    expect((await overview({ status: 'DRAFT' })).events.map((e) => e.event.id)).toEqual([ids.draft]);
    expect((await overview({ search: 'SCHAU' })).total).toBe(5);
    expect((await overview({ search: 'kassel' })).events.map((e) => e.event.id)).toEqual([ids.draft]);
    // The city: every show but the draft is in Leipzig; the draft too (eventInput), so all match.
    expect((await overview({ search: 'leipz' })).total).toBe(6);
    expect((await overview({ search: 'Offene', status: 'CLOSED' })).total).toBe(0);
    // A search's wildcard characters are letters.
    expect((await overview({ search: '%' })).total).toBe(0);
  });

  it('is read a page at a time, with the total of every page', async () => {
    const first = await overview({ limit: 4 });
    const second = await overview({ offset: 4, limit: 4 });
    expect(first.events).toHaveLength(4);
    expect(second.events.map((e) => e.event.id)).toEqual([ids.open, ids.draft]);
    expect(second.total).toBe(6);
    // Past the end: no shows, and still how many there are.
    expect(await overview({ offset: 40, limit: 4 })).toEqual({ total: 6, events: [] });
  });

  it('is for admins only', async () => {
    for (const who of [w.as.breeder, w.as.judge, undefined])
      expect(errorCodes(await w.call(OVERVIEW, {}, who))).toEqual(['NOT_AUTHORIZED']);
    expect((await must(w.call(OVERVIEW, {}, w.as.superadmin))).eventOverview.total).toBe(6);
  });

  it.each([
    [{ offset: -1 }, 'offset'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 1001 }, 'limit'],
    [{ search: 'x'.repeat(101) }, 'search'],
  ])('refuses %j naming the field', async (variables, field) => {
    const result = await w.call(OVERVIEW, variables, w.as.admin);
    expect(errorCodes(result)).toEqual(['VALIDATION_FAILED']);
    expect(result.errors[0]!.extensions?.field).toBe(field);
  });
});
