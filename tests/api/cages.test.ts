import { replaceJudgesOfClass } from '@api/db/judgeAssignments.ts';
import { createEvent } from '@api/schema/events/eventsService.ts';
import type { EventStatus } from '@shared/eventLifecycle.ts';
import { graphql } from '@tests/gql';
import type { JudgeAssignmentInput } from '@tests/gql/graphql.ts';
import {
  ASSIGN_CAGES,
  ASSIGN_JUDGES,
  createEventWorld,
  EVENT_CAGES,
  type EventWorld,
  loginAs,
} from '@tests/support/eventFactories.ts';
import { apiTestDatabase, errorCodes, startTestServer, type TestServer } from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const SET_CAGE = graphql(`mutation CagesSetCage($cageId: ID!, $cageNumber: Int!) {
  setCageNumber(cageId: $cageId, cageNumber: $cageNumber) { id cageNumber manuallySet ringNumber } }`);
const JUDGE_EVENTS = graphql(`query CagesJudgeEvents { judgeEvents { event { id title } classCodes } }`);
const JUDGE_EVENT_ORDER = graphql(`query CagesJudgeEvents2 { judgeEvents { event { title status } } }`);
const DAY = 24 * 60 * 60 * 1000;
const CLASSES = graphql(
  `query Event($id: ID!) { event(id: $id) { cageCount classes { code registrationCount cageCount judges { id shownName } } } }`,
);

const database = apiTestDatabase();

describe(`judges and cages on ${database}`, () => {
  let server: TestServer;
  let w: EventWorld;

  beforeAll(async () => {
    server = await startTestServer({ database, now: () => NOW });
    w = await createEventWorld(server, NOW);
  });
  afterAll(() => server?.close());

  const cagesOf = async (eventId: string) => (await w.call(EVENT_CAGES, { eventId })).data!.eventCages;
  const assign = (eventId: string, assignments: JudgeAssignmentInput[], who = w.as.admin) =>
    w.call(ASSIGN_JUDGES, { eventId, assignments }, who);
  const closedWithPigeons = async () => {
    const id = await w.openEvent();
    await w.register(id, Object.values(w.pigeons));
    await w.closeRegistration(id);
    return id;
  };

  describe('judges', () => {
    it('assigns one or more judges per class only after the deadline', async () => {
      const id = await w.openEvent();
      await w.register(id, [w.pigeons.k1a]);
      const early = await assign(id, [{ classCode: 'KLASSE1_M', judgeIds: [String(w.as.judge.id)] }]);
      expect(errorCodes(early)).toEqual(['EVENT_REGISTRATION_OPEN']);
      await w.closeRegistration(id);
      const both = [String(w.as.judge.id), String(w.as.judge2.id)];
      expect((await assign(id, [{ classCode: 'KLASSE1_M', judgeIds: both }])).errors).toEqual([]);
      const event = await w.call(CLASSES, { id });
      expect(event.data!.event.classes).toEqual([
        expect.objectContaining({
          code: 'KLASSE1_M',
          registrationCount: 1,
          cageCount: 0,
          judges: expect.any(Array),
        }),
      ]);
      expect(event.data!.event.classes[0].judges.map((j) => j.id).sort()).toEqual([...both].sort());
    });

    it('answers NO_PIGEON_CLASSES_FOUND without registrations or for a class nobody entered', async () => {
      const empty = await w.openEvent();
      await w.closeRegistration(empty);
      const none = await assign(empty, [{ classCode: 'REST', judgeIds: [String(w.as.judge.id)] }]);
      expect(errorCodes(none)).toEqual(['NO_PIGEON_CLASSES_FOUND']);
      const id = await closedWithPigeons();
      const elite = await assign(id, [{ classCode: 'ELITE_F', judgeIds: [String(w.as.judge.id)] }]);
      expect(errorCodes(elite)).toEqual(['NO_PIGEON_CLASSES_FOUND']);
      expect(elite.errors[0].extensions?.field).toBe('assignments.0.classCode');
    });

    it('accepts judges of judge rank or above only, and each class once', async () => {
      const id = await closedWithPigeons();
      for (const judgeIds of [[String(w.as.breeder.id)], ['999999'], ['x']]) {
        const result = await assign(id, [{ classCode: 'REST', judgeIds }]);
        expect(errorCodes(result)).toEqual(['VALIDATION_FAILED']);
        expect(result.errors[0].extensions?.field).toBe('assignments.0.judgeIds');
      }
      const admins = [String(w.as.admin.id), String(w.as.superadmin.id)];
      expect((await assign(id, [{ classCode: 'REST', judgeIds: admins }])).errors).toEqual([]);
      const twice = await assign(id, [
        { classCode: 'REST', judgeIds: [] },
        { classCode: 'REST', judgeIds: [] },
      ]);
      expect(twice.errors[0].extensions).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'assignments.1.classCode',
      });
    });

    it.each(['breeder', 'judge'] as const)('refuses assignJudges to a %s', async (role) => {
      const id = await closedWithPigeons();
      const result = await assign(id, [{ classCode: 'REST', judgeIds: [String(w.as.judge.id)] }], w.as[role]);
      expect(errorCodes(result)).toEqual(['NOT_AUTHORIZED']);
    });

    it('shows a judge exactly the events and classes assigned to them', async () => {
      const id = await closedWithPigeons();
      await assign(id, [
        { classCode: 'KLASSE1_M', judgeIds: [String(w.as.judge2.id)] },
        { classCode: 'REST', judgeIds: [String(w.as.judge2.id)] },
        { classCode: 'JUNGTAUBE_M', judgeIds: [String(w.as.admin.id)] },
      ]);
      const mine = await w.call(JUDGE_EVENTS, {}, w.as.judge2);
      expect(mine.data!.judgeEvents.find((e) => e.event.id === id)?.classCodes).toEqual([
        'KLASSE1_M',
        'REST',
      ]);
      const others = await w.call(JUDGE_EVENTS, {}, w.as.judge);
      expect(others.data!.judgeEvents.some((e) => e.event.id === id)).toBe(false);
      expect(errorCodes(await w.call(JUDGE_EVENTS, {}, w.as.breeder))).toEqual(['NOT_AUTHORIZED']);
      expect(errorCodes(await w.call(JUDGE_EVENTS, {}))).toEqual(['NOT_AUTHORIZED']);
    });

    it('lists a judge current and upcoming events first, soonest first, then ended ones, most recent first', async () => {
      const judge = await loginAs(server, 'judge-order@example.org', 'JUDGE', NOW);
      const show = async (title: string, startInDays: number, status: EventStatus) => {
        const eventStart = new Date(NOW.getTime() + startInDays * DAY);
        const row = await createEvent(server.database.db, {
          title,
          eventType: 'REGIONAL',
          registrationDeadline: new Date(eventStart.getTime() - 7 * DAY),
          eventStart,
          status,
          location: {
            country: 'DE',
            city: 'Leipzig',
            street: 'Messe-Allee',
            houseNumber: '1',
            zipCode: '04356',
          },
        });
        await replaceJudgesOfClass(server.database.db, row.id, 'REST', [judge.id]);
      };
      await show('Ended long ago', -60, 'ENDED');
      await show('Later', 30, 'OPEN');
      await show('Ended recently', -5, 'ENDED');
      await show('Being judged', -1, 'STARTED');
      await show('Soon', 3, 'OPEN');
      const mine = await w.call(JUDGE_EVENT_ORDER, {}, judge);
      expect(mine.data!.judgeEvents.map(({ event }) => [event.title, event.status])).toEqual([
        ['Being judged', 'STARTED'],
        ['Soon', 'CLOSED'],
        ['Later', 'OPEN'],
        ['Ended recently', 'ENDED'],
        ['Ended long ago', 'ENDED'],
      ]);
    });
  });

  describe('cages', () => {
    it('numbers every registered pigeon in class order, then ring number, only after the deadline', async () => {
      const id = await w.openEvent();
      await w.register(id, Object.values(w.pigeons));
      expect(errorCodes(await w.call(ASSIGN_CAGES, { eventId: id }, w.as.admin))).toEqual([
        'EVENT_REGISTRATION_OPEN',
      ]);
      expect(await cagesOf(id)).toEqual([]);
      await w.closeRegistration(id);
      const done = await w.call(ASSIGN_CAGES, { eventId: id }, w.as.superadmin);
      expect(done.data?.assignCages.cageCount).toBe(4);
      expect((await cagesOf(id)).map((c) => [c.cageNumber, c.ringNumber, c.classCode])).toEqual([
        [1, 'DV-06976-20-1', 'KLASSE1_M'],
        [2, 'DV-06976-20-5', 'KLASSE1_M'],
        [3, 'DV-06976-26-7', 'JUNGTAUBE_M'],
        [4, 'DV-06976-20-3', 'REST'],
      ]);
    });

    it('refuses numbering without registrations and for breeders and judges', async () => {
      const empty = await w.openEvent();
      await w.closeRegistration(empty);
      expect(errorCodes(await w.call(ASSIGN_CAGES, { eventId: empty }, w.as.admin))).toEqual([
        'NO_PIGEON_CLASSES_FOUND',
      ]);
      const id = await closedWithPigeons();
      for (const who of [w.as.breeder, w.as.judge, undefined])
        expect(errorCodes(await w.call(ASSIGN_CAGES, { eventId: id }, who))).toEqual(['NOT_AUTHORIZED']);
      expect(errorCodes(await w.call(ASSIGN_CAGES, { eventId: '424242' }, w.as.admin))).toEqual([
        'EVENT_NOT_FOUND',
      ]);
    });

    it('changes a single number: positive, unique in the event, by admins only', async () => {
      const id = await closedWithPigeons();
      await w.call(ASSIGN_CAGES, { eventId: id }, w.as.admin);
      const [first, second] = await cagesOf(id);
      for (const cageNumber of [0, -3]) {
        const result = await w.call(SET_CAGE, { cageId: first.id, cageNumber }, w.as.admin);
        expect(errorCodes(result)).toEqual(['CAGE_NUMBER_MUST_BE_POSITIVE']);
        expect(result.errors[0].extensions?.field).toBe('cageNumber');
      }
      const taken = await w.call(SET_CAGE, { cageId: first.id, cageNumber: second.cageNumber }, w.as.admin);
      // The refusal says which ring is in that cage.
      expect(taken.errors[0].extensions).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'cageNumber',
        cageNumber: second.cageNumber,
        ringNumber: second.ringNumber,
      });
      expect(taken.errors[0].message).toBe(`Cage ${second.cageNumber} already holds ${second.ringNumber}`);
      expect(errorCodes(await w.call(SET_CAGE, { cageId: '999999', cageNumber: 9 }, w.as.admin))).toEqual([
        'CAGE_NOT_FOUND',
      ]);
      expect(errorCodes(await w.call(SET_CAGE, { cageId: first.id, cageNumber: 9 }, w.as.judge))).toEqual([
        'NOT_AUTHORIZED',
      ]);
      const moved = await w.call(SET_CAGE, { cageId: first.id, cageNumber: 101 }, w.as.admin);
      expect(moved.data).toEqual({
        setCageNumber: { id: first.id, cageNumber: 101, manuallySet: true, ringNumber: first.ringNumber },
      });
      expect((await cagesOf(id)).map((c) => c.cageNumber)).toEqual([2, 3, 4, 101]);
      // A refused 0 or negative number changed nothing: it never became 1.
      expect((await cagesOf(id)).some((c) => c.cageNumber === 1)).toBe(false);
    });

    it('asks before renumbering over manual changes, and renumbers with force', async () => {
      const id = await closedWithPigeons();
      await w.call(ASSIGN_CAGES, { eventId: id }, w.as.admin);
      const [first] = await cagesOf(id);
      await w.call(SET_CAGE, { cageId: first.id, cageNumber: 50 }, w.as.admin);
      const asks = await w.call(ASSIGN_CAGES, { eventId: id }, w.as.admin);
      expect(asks.errors[0].extensions).toMatchObject({ code: 'CAGES_MANUALLY_CHANGED', manualCount: 1 });
      expect((await cagesOf(id)).map((c) => c.cageNumber)).toEqual([2, 3, 4, 50]);
      expect((await w.call(ASSIGN_CAGES, { eventId: id, force: true }, w.as.admin)).errors).toEqual([]);
      const renumbered = await cagesOf(id);
      expect(renumbered.map((c) => c.cageNumber)).toEqual([1, 2, 3, 4]);
      expect(renumbered.every((c) => !c.manuallySet)).toBe(true);
    });

    it('refuses cage changes once the event has started', async () => {
      const id = await w.readyEvent();
      await w.call(
        graphql(`mutation CagesStart($id: ID!) { startEvent(id: $id) { status } }`),
        { id },
        w.as.admin,
      );
      const [first] = await cagesOf(id);
      expect(errorCodes(await w.call(ASSIGN_CAGES, { eventId: id, force: true }, w.as.admin))).toEqual([
        'EVENT_ALREADY_STARTED',
      ]);
      expect(errorCodes(await w.call(SET_CAGE, { cageId: first.id, cageNumber: 77 }, w.as.admin))).toEqual([
        'EVENT_ALREADY_STARTED',
      ]);
    });

    it('shows the cage assignment to guests, and EVENT_NOT_FOUND for an unknown event', async () => {
      const id = await w.readyEvent();
      expect(await cagesOf(id)).toHaveLength(4);
      const unknown = await w.call(EVENT_CAGES, { eventId: '999999' });
      expect(unknown.errors[0]).toMatchObject({
        message: 'Event could not be found',
        extensions: { code: 'EVENT_NOT_FOUND' },
      });
    });
  });
});
