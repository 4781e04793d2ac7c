import { DEFAULT_RATING_SCHEME } from '@shared/ratingScheme.ts';
import { graphql } from '@tests/gql';
import type { EventInput } from '@tests/gql/graphql.ts';
import {
  ASSIGN_CAGES,
  ASSIGN_JUDGES,
  CREATE_EVENT,
  createEventWorld,
  END_EVENT,
  type EventWorld,
  eventInput,
  START_EVENT,
  UPDATE_EVENT,
} from '@tests/support/eventFactories.ts';
import {
  apiTestDatabase,
  errorCodes,
  invalidValue,
  startTestServer,
  type TestServer,
} from '@tests/support/server.ts';
import { type Client, createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const EVENT = graphql(`query EventsLifecycleEvent($id: ID!) { event(id: $id) {
  id title status season registrationCount cageCount creator { id shownName }
  ratingScheme { generalImpression { min max step } boneStructure { min max step } back { min max step }
    musculature { min max step } wings { min max step } } } }`);
const ENDED_AT = graphql(`query EventsLifecycleEndedAt($id: ID!) { event(id: $id) { endedAt } }`);
const DELETE_EVENT = graphql(
  `mutation DeleteEvent($id: ID!, $confirmTitle: String) { deleteEvent(id: $id, confirmTitle: $confirmTitle) }`,
);
const SET_CAGE = graphql(
  `mutation SetCage($cageId: ID!, $cageNumber: Int!) { setCageNumber(cageId: $cageId, cageNumber: $cageNumber) { id } }`,
);

const database = apiTestDatabase();

describe(`event lifecycle on ${database}`, () => {
  let server: TestServer;
  let w: EventWorld;

  beforeAll(async () => {
    server = await startTestServer({ database, now: () => NOW });
    w = await createEventWorld(server, NOW);
  });
  afterAll(() => server?.close());

  const statusOf = async (id: string) => (await w.call(EVENT, { id })).data!.event.status;
  const start = (id: string, who = w.as.admin) => w.call(START_EVENT, { id }, who);

  describe('creating and editing', () => {
    it('takes an event type from the fixed list and a country by its code, in either case', async () => {
      const input: EventInput = { ...eventInput(NOW, 24), eventType: 'YOUNG_BIRDS' };
      const created = await w.call(
        CREATE_EVENT,
        { input: { ...input, location: { ...input.location, country: ' nl ' } } },
        w.as.admin,
      );
      expect(created.errors).toEqual([]);
      const read = await w.call(
        graphql(
          `query EventsLifecycleEvent2($id: ID!) { event(id: $id) { eventType location { country } } }`,
        ),
        {
          id: created.data!.createEvent.id,
        },
      );
      expect(read.data!.event).toEqual({ eventType: 'YOUNG_BIRDS', location: { country: 'NL' } });

      for (const country of ['Deutschland', 'XX', 'US', '']) {
        const refused = await w.call(
          CREATE_EVENT,
          { input: { ...input, location: { ...input.location, country } } },
          w.as.admin,
        );
        expect(refused.errors[0]?.extensions, country).toMatchObject({
          code: 'VALIDATION_FAILED',
          field: 'country',
        });
      }
      // A type outside the list never reaches the service: the schema's enum refuses it.
      const freeText = await w.call(
        CREATE_EVENT,
        { input: { ...input, eventType: invalidValue('Regionalschau') } },
        w.as.admin,
      );
      expect(freeText.errors[0]?.message).toContain('EventType');
    });

    it('creates an OPEN event with its creator and the default rating scheme', async () => {
      const created = await w.call(CREATE_EVENT, { input: eventInput(NOW, 24) }, w.as.superadmin);
      expect(created.errors).toEqual([]);
      const id = created.data!.createEvent.id;
      const event = await w.call(EVENT, { id }, w.as.admin);
      expect(event.data).toEqual({
        event: expect.objectContaining({
          status: 'OPEN',
          season: 2026,
          registrationCount: 0,
          cageCount: 0,
          creator: { id: String(w.as.superadmin.id), shownName: 'Superadmin super' },
          ratingScheme: DEFAULT_RATING_SCHEME,
        }),
      });
      // Who created it is the office's business: nobody else is told.
      for (const who of [undefined, w.as.breeder, w.as.judge])
        expect((await w.call(EVENT, { id }, who)).data!.event.creator).toBeNull();
    });

    it.each([
      ['a guest', undefined],
      ['a breeder', 'breeder'],
      ['a judge', 'judge'],
    ] as const)('refuses every admin operation to %s', async (_case, role) => {
      const who = role ? w.as[role] : undefined;
      const id = await w.readyEvent();
      const [cage] = (
        await w.call(graphql(`query EventsLifecycleCages($e: ID!) { eventCages(eventId: $e) { id } }`), {
          e: id,
        })
      ).data!.eventCages;
      const calls = [
        () => w.call(CREATE_EVENT, { input: eventInput(NOW, 24) }, who),
        () => w.call(UPDATE_EVENT, { id, input: eventInput(NOW, -1) }, who),
        () => w.call(DELETE_EVENT, { id }, who),
        () => w.call(ASSIGN_JUDGES, { eventId: id, assignments: [{ classCode: 'REST', judgeIds: [] }] }, who),
        () => w.call(ASSIGN_CAGES, { eventId: id }, who),
        () => w.call(SET_CAGE, { cageId: cage.id, cageNumber: 99 }, who),
        () => w.call(START_EVENT, { id }, who),
        () => w.call(END_EVENT, { id }, who),
      ];
      for (const call of calls) expect(errorCodes(await call())).toEqual(['NOT_AUTHORIZED']);
      expect(await statusOf(id)).toBe('CLOSED');
    });

    it('validates the input, naming the field', async () => {
      const base = eventInput(NOW, 24);
      const scheme = (back: { min: number; max: number; step: number }) => ({
        ...DEFAULT_RATING_SCHEME,
        back,
      });
      const cases: [EventInput, string][] = [
        [{ ...base, eventStart: new Date(NOW.getTime()).toISOString() }, 'eventStart'],
        [{ ...base, title: '  ' }, 'title'],
        [{ ...base, location: { ...base.location, city: '' } }, 'city'],
        [{ ...base, ratingScheme: scheme({ min: 17, max: 19, step: 0.3 }) }, 'ratingScheme.back.step'],
        [{ ...base, ratingScheme: scheme({ min: 0, max: 19, step: 0.25 }) }, 'ratingScheme.back.min'],
        [{ ...base, ratingScheme: scheme({ min: 19, max: 17, step: 0.25 }) }, 'ratingScheme.back.max'],
        [{ ...base, ratingScheme: scheme({ min: 17, max: 19, step: 0 }) }, 'ratingScheme.back.step'],
      ];
      for (const [input, field] of cases) {
        const result = await w.call(CREATE_EVENT, { input }, w.as.admin);
        expect(result.errors[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
      }
      const early = await w.call(CREATE_EVENT, { input: cases[0][0] }, w.as.admin);
      expect(early.errors[0].message).toBe('Event cannot start before the registration date');
    });

    it('changes the rating scheme until the start, then refuses it', async () => {
      const id = await w.readyEvent();
      const changed = { ...DEFAULT_RATING_SCHEME, wings: { min: 26, max: 30, step: 0.5 } };
      const input = { ...eventInput(NOW, -1, 48, 'Fertig'), ratingScheme: changed };
      expect((await w.call(UPDATE_EVENT, { id, input }, w.as.admin)).errors).toEqual([]);
      expect((await start(id)).errors).toEqual([]);
      const refused = await w.call(
        UPDATE_EVENT,
        { id, input: { ...input, ratingScheme: DEFAULT_RATING_SCHEME } },
        w.as.admin,
      );
      expect(errorCodes(refused)).toEqual(['EVENT_ALREADY_STARTED']);
      const deadline = await w.call(
        UPDATE_EVENT,
        { id, input: { ...input, ...eventInput(NOW, 2, 48, 'Fertig') } },
        w.as.admin,
      );
      expect(errorCodes(deadline)).toEqual(['EVENT_ALREADY_STARTED']);
      const retitled = await w.call(
        UPDATE_EVENT,
        { id, input: { ...input, title: 'Neuer Titel' } },
        w.as.admin,
      );
      expect(retitled.errors).toEqual([]);
      expect(await statusOf(id)).toBe('STARTED');
    });

    it("answers 'Event could not be found' for unknown ids", async () => {
      for (const id of ['999999', 'abc']) {
        const result = await w.call(EVENT, { id });
        expect(result.errors[0]).toMatchObject({
          message: 'Event could not be found',
          extensions: { code: 'EVENT_NOT_FOUND' },
        });
      }
      expect(
        errorCodes(await w.call(UPDATE_EVENT, { id: '999999', input: eventInput(NOW, 1) }, w.as.admin)),
      ).toEqual(['EVENT_NOT_FOUND']);
    });

    it('deletes an event before the start and after the end, never while it runs', async () => {
      const open = await w.openEvent();
      await w.register(open, [w.pigeons.k1a]);
      expect((await w.call(DELETE_EVENT, { id: open }, w.as.admin)).data).toEqual({ deleteEvent: open });
      expect(errorCodes(await w.call(EVENT, { id: open }))).toEqual(['EVENT_NOT_FOUND']);
      const running = await w.readyEvent();
      await start(running);
      expect(errorCodes(await w.call(DELETE_EVENT, { id: running }, w.as.admin))).toEqual([
        'EVENT_ALREADY_STARTED',
      ]);
      await w.call(END_EVENT, { id: running }, w.as.admin);
      // Ended, with published results: only with its title typed in.
      const { title } = (await w.call(EVENT, { id: running })).data!.event;
      for (const confirmTitle of [undefined, '', `${title} und weg`]) {
        const refused = await w.call(DELETE_EVENT, { id: running, confirmTitle }, w.as.superadmin);
        expect(errorCodes(refused)).toEqual(['VALIDATION_FAILED']);
        expect(refused.errors[0]!.extensions).toMatchObject({ field: 'confirmTitle' });
      }
      expect((await w.call(EVENT, { id: running })).errors).toEqual([]);
      expect(
        (
          await w.call(
            DELETE_EVENT,
            { id: running, confirmTitle: ` ${title.toUpperCase()} ` },
            w.as.superadmin,
          )
        ).errors,
      ).toEqual([]);
      expect(errorCodes(await w.call(EVENT, { id: running }))).toEqual(['EVENT_NOT_FOUND']);
    });
  });

  describe('starting and ending', () => {
    it('refuses to start before the deadline', async () => {
      const id = await w.openEvent();
      await w.register(id, [w.pigeons.k1a]);
      expect(errorCodes(await start(id))).toEqual(['EVENT_REGISTRATION_OPEN']);
    });

    it('refuses to start without cages', async () => {
      const id = await w.openEvent();
      await w.closeRegistration(id);
      expect(errorCodes(await start(id))).toEqual(['NO_CAGES_FOR_EVENT']);
    });

    it('refuses to start while a caged class has no judge, listing the classes', async () => {
      const id = await w.openEvent();
      await w.register(id, Object.values(w.pigeons));
      await w.closeRegistration(id);
      await w.call(
        ASSIGN_JUDGES,
        { eventId: id, assignments: [{ classCode: 'REST', judgeIds: [String(w.as.judge.id)] }] },
        w.as.admin,
      );
      await w.call(ASSIGN_CAGES, { eventId: id }, w.as.admin);
      const refused = await start(id);
      expect(refused.errors[0].extensions).toMatchObject({
        code: 'CLASSES_WITHOUT_JUDGE',
        classCodes: ['KLASSE1_M', 'JUNGTAUBE_M'],
      });
      expect(await statusOf(id)).toBe('CLOSED');
    });

    it('tells only the show office which cages still wait; everyone else sees the counts', async () => {
      const id = await w.readyEvent('Laufende Schau');
      await start(id);
      const query = graphql(`query Waiting($id: ID!) { event(id: $id) { id unjudgedCages { cageNumber } } }`);
      for (const who of [undefined, w.as.breeder, w.as.judge])
        expect(errorCodes(await w.call(query, { id }, who))).toEqual(['NOT_AUTHORIZED']);
      const admin = await w.call(query, { id }, w.as.admin);
      expect(admin.data!.event.unjudgedCages.map((c) => c.cageNumber)).toEqual([1, 2, 3, 4]);
      const progress = await w.call(
        graphql(
          `query Progress($id: ID!) { event(id: $id) { judgingProgress { judged total classes { code judged total } } } }`,
        ),
        { id },
      );
      expect(progress.errors).toEqual([]);
      expect(progress.data).toMatchObject({ event: { judgingProgress: { judged: 0, total: 4 } } });
    });

    it('starts once, ends only after the start, and lists the unjudged cages', async () => {
      const id = await w.readyEvent();
      expect(errorCodes(await w.call(END_EVENT, { id }, w.as.admin))).toEqual(['EVENT_NOT_STARTED']);
      expect((await start(id, w.as.superadmin)).data).toEqual({ startEvent: { id, status: 'STARTED' } });
      expect(errorCodes(await start(id))).toEqual(['EVENT_ALREADY_STARTED']);
      const ended = await w.call(END_EVENT, { id }, w.as.admin);
      expect(ended.data!.endEvent).toEqual({
        id,
        status: 'ENDED',
        unjudgedCages: [1, 2, 3, 4].map((cageNumber) => ({ cageNumber })),
      });
      // The end is kept: lists of past shows go by it.
      expect((await w.call(ENDED_AT, { id })).data?.event.endedAt).toBe(NOW.toISOString());
      expect(errorCodes(await w.call(END_EVENT, { id }, w.as.admin))).toEqual(['EVENT_ENDED']);
      expect(errorCodes(await start(id))).toEqual(['EVENT_ENDED']);
      const judges = await w.call(
        ASSIGN_JUDGES,
        { eventId: id, assignments: [{ classCode: 'REST', judgeIds: [] }] },
        w.as.admin,
      );
      expect(errorCodes(judges)).toEqual(['EVENT_ENDED']);
    });

    it('lets an admin replace a judge while judging runs', async () => {
      const id = await w.readyEvent();
      await start(id);
      const replaced = await w.call(
        ASSIGN_JUDGES,
        { eventId: id, assignments: [{ classCode: 'REST', judgeIds: [String(w.as.judge.id)] }] },
        w.as.admin,
      );
      expect(replaced.errors).toEqual([]);
    });
  });

  describe('eventChanged subscription', () => {
    let client: Client | undefined;
    afterAll(() => client?.dispose());

    it('pushes the start of an event to an open page without a reload', async () => {
      const id = await w.readyEvent();
      client = createClient({ url: server.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0 });
      const updates = client.iterate<{ eventChanged: { id: string; status: string; cageCount: number } }>({
        query: `subscription Changed($id: ID!) { eventChanged(id: $id) { id status cageCount } }`,
        variables: { id },
      });
      // Until a push arrives the subscription may not be in place yet: a change that alters nothing
      // (the same judge for a class again) is announced until one reaches this page.
      const first = updates.next();
      let listening = false;
      void first.then(() => {
        listening = true;
      });
      await vi.waitFor(
        async () => {
          const same = await w.call(
            ASSIGN_JUDGES,
            { eventId: id, assignments: [{ classCode: 'REST', judgeIds: [String(w.as.judge2.id)] }] },
            w.as.admin,
          );
          expect(same.errors).toEqual([]);
          if (!listening) throw new Error('no push yet');
        },
        { timeout: 15_000 },
      );
      expect((await first).value).toMatchObject({ data: { eventChanged: { id, status: 'CLOSED' } } });
      expect((await start(id)).errors).toEqual([]);
      // Announcements of the no-op may still be on their way; the start follows them.
      for (;;) {
        const pushed = await updates.next();
        const changed = (pushed.value as { data: { eventChanged: { status: string } } }).data.eventChanged;
        if (changed.status === 'CLOSED') continue;
        expect(pushed.value).toEqual({ data: { eventChanged: { id, status: 'STARTED', cageCount: 4 } } });
        break;
      }
      await updates.return?.();
    });

    it('with current: pushes the event as it is now first, then its changes', async () => {
      const id = await w.readyEvent();
      client ??= createClient({ url: server.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0 });
      const updates = client.iterate<{ eventChanged: { id: string; status: string } }>({
        query: `subscription Changed($id: ID!) { eventChanged(id: $id, current: true) { id status } }`,
        variables: { id },
      });
      // A page that (re)subscribes learns the state without waiting for a change.
      expect((await updates.next()).value).toEqual({ data: { eventChanged: { id, status: 'CLOSED' } } });
      // Listening started with that first push: the start is heard.
      expect((await start(id)).errors).toEqual([]);
      expect((await updates.next()).value).toEqual({ data: { eventChanged: { id, status: 'STARTED' } } });
      await updates.return?.();
    });

    it('answers EVENT_NOT_FOUND for an unknown event', async () => {
      client ??= createClient({ url: server.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0 });
      const updates = client.iterate({ query: `subscription { eventChanged(id: "999999") { id } }` });
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
