import { rowsOf } from '@api/db/connection.ts';
import { reclassifyOpenRegistrations } from '@api/schema/events/registrationsService.ts';
import { graphql } from '@tests/gql';
import type { GqlResult } from '@tests/support/apiClient.ts';
import {
  CREATE_EVENT,
  createEventWorld,
  EVENT_CAGES,
  type EventWorld,
  eventInput,
  UPDATE_EVENT,
} from '@tests/support/eventFactories.ts';
import {
  apiTestDatabase,
  errorCodes,
  postgresOnly,
  startTestServer,
  type TestServer,
} from '@tests/support/server.ts';
import { sql } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const EVENT = graphql(`query RegistrationsEvent($id: ID!) { event(id: $id) {
  id status season registrationCount
  myRegistrations { pigeonId ringNumber sex classCode reason { prizeKm prizes lastYearKm } registeredAt cageNumber } } }`);
const UNREGISTER = graphql(`mutation RegistrationsUnregister($eventId: ID!, $pigeonId: ID!) {
  unregisterPigeon(eventId: $eventId, pigeonId: $pigeonId) { id registrationCount } }`);
const DELETE_PIGEON = graphql(`mutation DeletePigeon($id: ID!) { deletePigeon(id: $id) }`);

const database = apiTestDatabase();

describe(`registering pigeons for events on ${database}`, () => {
  let server: TestServer;
  let w: EventWorld;
  let now = NOW;

  beforeAll(async () => {
    server = await startTestServer({ database, now: () => now });
    w = await createEventWorld(server, NOW);
  });
  afterAll(() => server?.close());

  const event = async (id: string, who = w.as.breeder) => (await w.call(EVENT, { id }, who)).data!.event;

  it('registers own pigeons with the class for the event season and its reason', async () => {
    const id = await w.openEvent();
    const result = await w.register(id, [w.pigeons.k1a, w.pigeons.young]);
    expect(result.errors).toEqual([]);
    const seen = await event(id);
    expect(seen).toMatchObject({ status: 'OPEN', season: 2026, registrationCount: 2 });
    expect(seen.myRegistrations).toEqual([
      expect.objectContaining({
        ringNumber: 'DV-06976-20-1',
        classCode: 'KLASSE1_M',
        reason: { prizeKm: 4000, prizes: 10, lastYearKm: 4000 },
        cageNumber: null,
      }),
      expect.objectContaining({ ringNumber: 'DV-06976-26-7', classCode: 'JUNGTAUBE_M' }),
    ]);
    expect((await event(id, w.as.other)).myRegistrations).toEqual([]);
    expect((await w.call(EVENT, { id })).data!.event.myRegistrations).toEqual([]);
  });

  const newHen = async (ringNumber: string) =>
    (
      await w.call(
        graphql(
          `mutation RegistrationsCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }`,
        ),
        { input: { ringNumber, sex: 'F', color: 'fahl' } },
        w.as.breeder,
      )
    ).data!.createPigeon.id;
  /** The association imports three 2025 flights of 600 km and more for the ring. */
  const importFlights = (ring: string) => {
    const lines = ['01.06.2025;Ulm', '08.06.2025;Passau', '15.06.2025;Linz']
      .map((line, i) => `${ring};${line};${600 + i};1;100;`)
      .join('\r\n');
    return w.call(
      graphql(
        `mutation I($files: [ImportFileInput!]!) { importFlightData(files: $files, dryRun: false) { added } }`,
      ),
      {
        files: [
          {
            name: 'fluege.csv',
            contentBase64: Buffer.from(
              `Ring;Datum;Auflassort;Entfernung;Platz;Teilnehmer;Durchschnitt\r\n${lines}`,
            ).toString('base64'),
          },
        ],
      },
      w.as.admin,
    );
  };

  it('tells open event pages when imported flights moved a registration to another class', async () => {
    const input = eventInput(NOW, 1, 48, 'Angesagt');
    const created = await w.call(CREATE_EVENT, { input }, w.as.admin);
    const id = created.data!.createEvent.id;
    await w.register(id, [await newHen('DV-07123-19-950')]);
    const client = createClient({ url: server.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0 });
    try {
      type Pushed = { data: { eventChanged: { classes: { code: string; registrationCount: number }[] } } };
      const updates = client.iterate({
        query: 'subscription ($id: ID!) { eventChanged(id: $id) { classes { code registrationCount } } }',
        variables: { id },
      });
      // Until a push arrives the subscription may not be in place: saving the event unchanged is
      // announced until one reaches this page.
      let listening = false;
      void updates.next().then(() => {
        listening = true;
      });
      await vi.waitFor(
        async () => {
          expect((await w.call(UPDATE_EVENT, { id, input }, w.as.admin)).errors).toEqual([]);
          expect(listening).toBe(true);
        },
        { timeout: 10_000 },
      );
      expect((await importFlights('DV-07123-19-950')).errors).toEqual([]);
      // Pushes of the unchanged saves may still be on their way; the import's follows them.
      const gaveUp = new Promise<never>((_, reject) => {
        setTimeout(() => reject(new Error('no push after the import')), 10_000).unref();
      });
      for (;;) {
        const pushed = (await Promise.race([updates.next(), gaveUp])).value as Pushed;
        const classes = pushed.data.eventChanged.classes.filter((c) => c.registrationCount > 0);
        if (classes.length === 1 && classes[0].code === 'REST') continue;
        expect(classes).toEqual([{ code: expect.not.stringMatching(/^REST$/), registrationCount: 1 }]);
        break;
      }
    } finally {
      await client.dispose();
    }
  });

  it('lets a registration follow imported flights until the deadline, and freezes its class from then on', async () => {
    const id = await w.openEvent();
    const early = await newHen('DV-07123-19-900');
    const late = await newHen('DV-07123-19-901');
    await w.register(id, [early, late]);
    expect((await event(id)).myRegistrations.map((r) => r.classCode)).toEqual(['REST', 'REST']);
    const classOf = async (ring: string) =>
      (
        await w.call(
          graphql(
            `query RegistrationsMyPigeons { myPigeons(season: 2026) { ringNumber classification { code } } }`,
          ),
          {},
          w.as.breeder,
        )
      ).data!.myPigeons.find((p) => p.ringNumber === ring)!.classification.code;

    // Before the deadline the association imports flights: the registration follows the pigeon.
    expect((await importFlights('DV-07123-19-900')).errors).toEqual([]);
    const lifted = await classOf('DV-07123-19-900');
    expect(lifted).not.toBe('REST');
    const registered = (await event(id)).myRegistrations.find((r) => r.ringNumber === 'DV-07123-19-900')!;
    expect(registered.classCode).toBe(lifted);
    expect(registered.reason.prizes).toBe(3);

    // From the deadline on the class stays: judges and cages go by it.
    const deadline = (
      await w.call(
        graphql(`query RegistrationsEvent2($id: ID!) { event(id: $id) { registrationDeadline } }`),
        { id },
      )
    ).data!.event.registrationDeadline;
    now = new Date(new Date(deadline).getTime() + HOUR);
    try {
      expect((await importFlights('DV-07123-19-901')).errors).toEqual([]);
      expect(await classOf('DV-07123-19-901')).toBe(lifted);
      const frozen = (await event(id)).myRegistrations.find((r) => r.ringNumber === 'DV-07123-19-901')!;
      expect(frozen.classCode).toBe('REST');
    } finally {
      now = NOW;
    }
  });

  it('re-classifies after an import that names more pigeons than a statement takes parameters', async () => {
    // A season's file can name tens of thousands of pigeons; PostgreSQL takes 65,535 parameters.
    const many = Array.from({ length: 70_000 }, (_, i) => i + 1);
    await expect(reclassifyOpenRegistrations(server.database.db, now, { pigeonIds: many })).resolves.toEqual(
      expect.any(Array),
    );
  });

  const classesOf = async (id: string) =>
    new Map((await event(id)).myRegistrations.map((r) => [r.pigeonId, r.classCode]));
  const myClassIn = async (season: number, pigeonId: string) =>
    (
      await w.call(
        graphql(
          `query RegistrationsMyPigeons2($season: Int!) { myPigeons(season: $season) { id classification { code } } }`,
        ),
        { season },
        w.as.breeder,
      )
    ).data!.myPigeons.find((p) => p.id === pigeonId)!.classification.code;
  const hoursUntil = (iso: string) => (new Date(iso).getTime() - NOW.getTime()) / HOUR;

  it('classifies open registrations for the new season when the start moves into another year', async () => {
    const id = await w.openEvent();
    await w.register(id, [w.pigeons.young, w.pigeons.k1a]);
    expect((await classesOf(id)).get(w.pigeons.young)).toBe('JUNGTAUBE_M');
    // A 2026 ring is a young bird in 2026 only: the show moved to January 2027 counts it by its flights.
    const moved = await w.call(
      UPDATE_EVENT,
      { id, input: eventInput(NOW, 1, hoursUntil('2027-01-16T09:00:00Z')) },
      w.as.admin,
    );
    expect(moved.errors).toEqual([]);
    const seen = await event(id);
    expect(seen.season).toBe(2027);
    const classes = await classesOf(id);
    expect(classes.get(w.pigeons.young)).not.toBe('JUNGTAUBE_M');
    expect(classes.get(w.pigeons.young)).toBe(await myClassIn(2027, w.pigeons.young));
    expect(classes.get(w.pigeons.k1a)).toBe(await myClassIn(2027, w.pigeons.k1a));
  });

  it('keeps the class of a caged registration when the admin re-opens registration', async () => {
    const id = await w.readyEvent();
    const caged = async () =>
      new Map(
        (await w.call(EVENT_CAGES, { eventId: id }, w.as.admin)).data!.eventCages.map((c) => [
          c.ringNumber,
          c.classCode,
        ]),
      );
    const before = await caged();
    expect(before.get('DV-06976-26-7')).toBe('JUNGTAUBE_M');
    // The deadline moves ahead again and the start into the next season: the cage cards stand.
    const reopened = await w.call(
      UPDATE_EVENT,
      { id, input: eventInput(NOW, 1, hoursUntil('2027-01-16T09:00:00Z')) },
      w.as.admin,
    );
    expect(reopened.errors).toEqual([]);
    expect((await event(id)).status).toBe('OPEN');
    expect(await caged()).toEqual(before);
    expect((await classesOf(id)).get(w.pigeons.young)).toBe('JUNGTAUBE_M');
  });

  it('refuses a second registration of the same pigeon and writes nothing of the batch', async () => {
    const id = await w.openEvent();
    await w.register(id, [w.pigeons.k1a]);
    const again = await w.register(id, [w.pigeons.k1b, w.pigeons.k1a]);
    expect(errorCodes(again)).toEqual(['PIGEON_ALREADY_REGISTERED']);
    expect(again.errors[0].extensions?.pigeonIds).toEqual([w.pigeons.k1a]);
    expect((await event(id)).registrationCount).toBe(1);
  });

  it("refuses a breeder registering another breeder's pigeon, writing nothing", async () => {
    const id = await w.openEvent();
    const theirs = await w.register(id, [w.othersPigeon], w.as.breeder);
    expect(errorCodes(theirs)).toEqual(['NOT_AUTHORIZED']);
    const mixed = await w.register(id, [w.pigeons.k1a, w.othersPigeon], w.as.breeder);
    expect(errorCodes(mixed)).toEqual(['NOT_AUTHORIZED']);
    expect((await event(id)).registrationCount).toBe(0);
  });

  it.each([
    ['a guest', undefined, 'NOT_AUTHORIZED'],
    ['an admin with pigeons of a breeder', 'admin', 'NOT_AUTHORIZED'],
  ] as const)('refuses %s', async (_case, who, code) => {
    const id = await w.openEvent();
    const result = await w.register(id, [w.pigeons.k1a], who ? w.as[who] : null);
    expect(errorCodes(result)).toEqual([code]);
  });

  it('validates the input: unknown pigeons, unknown events, empty and doubled lists', async () => {
    const id = await w.openEvent();
    expect(errorCodes(await w.register(id, ['999999']))).toEqual(['PIGEON_NOT_FOUND']);
    expect(errorCodes(await w.register(id, ['x']))).toEqual(['PIGEON_NOT_FOUND']);
    expect(errorCodes(await w.register('999999', [w.pigeons.k1a]))).toEqual(['EVENT_NOT_FOUND']);
    for (const ids of [[], [w.pigeons.k1a, w.pigeons.k1a]]) {
      const result = await w.register(id, ids);
      expect(errorCodes(result)).toEqual(['VALIDATION_FAILED']);
      expect(result.errors[0].extensions?.field).toBe('pigeonIds');
    }
  });

  it('unregisters until the deadline, own pigeons only', async () => {
    const id = await w.openEvent();
    await w.register(id, [w.pigeons.k1a, w.pigeons.rest]);
    const theirs = await w.call(UNREGISTER, { eventId: id, pigeonId: w.pigeons.k1a }, w.as.other);
    expect(errorCodes(theirs)).toEqual(['NOT_AUTHORIZED']);
    const mine = await w.call(UNREGISTER, { eventId: id, pigeonId: w.pigeons.k1a }, w.as.breeder);
    expect(mine.data?.unregisterPigeon.registrationCount).toBe(1);
  });

  it('closes registration when the deadline passes, without anyone acting', async () => {
    const id = await w.openEvent();
    await w.register(id, [w.pigeons.k1a]);
    now = new Date(NOW.getTime() + 2 * HOUR);
    try {
      expect((await event(id)).status).toBe('CLOSED');
      expect(errorCodes(await w.register(id, [w.pigeons.k1b]))).toEqual([
        'EVENT_REGISTRATION_DEADLINE_PASSED',
      ]);
      const out = await w.call(UNREGISTER, { eventId: id, pigeonId: w.pigeons.k1a }, w.as.breeder);
      expect(errorCodes(out)).toEqual(['EVENT_REGISTRATION_DEADLINE_PASSED']);
      expect((await event(id)).registrationCount).toBe(1);
    } finally {
      now = NOW;
    }
  });

  it('reopens registration when an admin moves the deadline back into the future', async () => {
    const id = await w.openEvent();
    await w.closeRegistration(id);
    expect(errorCodes(await w.register(id, [w.pigeons.k1a]))).toEqual(['EVENT_REGISTRATION_DEADLINE_PASSED']);
    const reopened = await w.call(
      graphql(`mutation U($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { status } }`),
      {
        id,
        input: {
          title: 'Schau',
          eventType: 'REGIONAL',
          registrationDeadline: new Date(NOW.getTime() + HOUR).toISOString(),
          eventStart: new Date(NOW.getTime() + 48 * HOUR).toISOString(),
          location: {
            country: 'DE',
            city: 'Leipzig',
            street: 'Messe-Allee',
            houseNumber: '1',
            zipCode: '04356',
          },
        },
      },
      w.as.admin,
    );
    expect(reopened.data).toEqual({ updateEvent: { status: 'OPEN' } });
    expect((await w.register(id, [w.pigeons.k1a])).errors).toEqual([]);
  });

  it('refuses to delete a pigeon registered for a started event, and allows it before the start', async () => {
    const started = await w.readyEvent('Gestartet');
    expect(
      (
        await w.call(
          graphql(`mutation RegistrationsStart($id: ID!) { startEvent(id: $id) { status } }`),
          { id: started },
          w.as.admin,
        )
      ).errors,
    ).toEqual([]);
    const refused = await w.call(DELETE_PIGEON, { id: w.pigeons.rest }, w.as.breeder);
    expect(errorCodes(refused)).toEqual(['PIGEON_ALREADY_REGISTERED']);
    // The refusal names the events that keep the pigeon.
    const { title } = (
      await w.call(graphql(`query T($id: ID!) { event(id: $id) { title } }`), {
        id: started,
      })
    ).data!.event;
    expect(refused.errors[0].extensions).toMatchObject({ eventIds: [started], eventTitles: [title] });
    expect(refused.errors[0].message).toContain(title);
    // A pigeon registered only for an open event may go; its registration goes with it.
    const extra = await w.call(
      graphql(
        `mutation RegistrationsCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }`,
      ),
      { input: { ringNumber: 'DV-06976-21-77', sex: 'F', color: 'rot' } },
      w.as.breeder,
    );
    const open = await w.openEvent();
    await w.register(open, [extra.data!.createPigeon.id]);
    expect((await w.call(DELETE_PIGEON, { id: extra.data!.createPigeon.id }, w.as.breeder)).errors).toEqual(
      [],
    );
    expect((await event(open)).registrationCount).toBe(0);
  });

  it('refuses registration changes once the event has started', async () => {
    const id = await w.readyEvent('Läuft');
    await w.call(
      graphql(`mutation RegistrationsStart($id: ID!) { startEvent(id: $id) { status } }`),
      { id },
      w.as.admin,
    );
    expect(errorCodes(await w.register(id, [w.othersPigeon], w.as.other))).toEqual([
      'EVENT_REGISTRATION_DEADLINE_PASSED',
    ]);
    const out = await w.call(UNREGISTER, { eventId: id, pigeonId: w.pigeons.k1a }, w.as.breeder);
    expect(errorCodes(out)).toEqual(['EVENT_REGISTRATION_DEADLINE_PASSED']);
  });
});

describe.each(postgresOnly())('a pigeon saved while it is being registered, on %s', (database) => {
  let server: TestServer;
  let w: EventWorld;
  beforeAll(async () => {
    server = await startTestServer({ database, now: () => NOW });
    w = await createEventWorld(server, NOW);
  });
  afterAll(() => server?.close());

  it('waits for the registration instead of deadlocking with it', async () => {
    // Only PostgreSQL runs two transactions at once. Registering locks the event and then refers
    // to the pigeon; a new ring year locks the open events before the pigeon's row, in that order.
    const id = Number(await w.openEvent());
    const { createPigeon } = (
      await w.call(
        graphql(
          `mutation RegistrationsCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }`,
        ),
        { input: { ringNumber: 'DV-07123-24-960', sex: 'F', color: 'fahl' } },
        w.as.breeder,
      )
    ).data!;
    const db = server.database.db;
    let saving: Promise<GqlResult<unknown>> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select id from events where id = ${id} for update`);
      saving = w.call(
        graphql(
          `mutation RegistrationsUpdatePigeon($id: ID!, $input: PigeonInput!) { updatePigeon(id: $id, input: $input) { id } }`,
        ),
        { id: createPigeon.id, input: { ringNumber: 'DV-07123-25-960', sex: 'F', color: 'fahl' } },
        w.as.breeder,
      );
      // The save now waits for a lock this registration holds.
      await vi.waitFor(
        async () => {
          const [waiting] = rowsOf<{ n: number }>(
            await db.execute(
              sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
            ),
          );
          expect(waiting.n).toBeGreaterThan(0);
        },
        { timeout: 10_000 },
      );
      await tx.execute(
        sql`insert into registrations (event_id, pigeon_id, class_code, season, prize_km, prizes, last_year_km)
              values (${id}, ${Number(createPigeon.id)}, 'REST', 2026, 0, 0, 0)`,
      );
    });
    expect((await saving!).errors).toEqual([]);
  });
});
