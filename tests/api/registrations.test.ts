import { insertFlightResults } from '@api/db/flightResults.ts';
import { createEventWorld, type EventWorld } from '@tests/support/eventFactories.ts';
import { errorCodes, startTestServer, type TestServer, testDatabases } from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const EVENT = `query Event($id: ID!) { event(id: $id) {
  id status season registrationCount
  myRegistrations { pigeonId ringNumber sex classCode reason { prizeKm prizes lastYearKm } registeredAt cageNumber } } }`;
const UNREGISTER = `mutation Unregister($eventId: ID!, $pigeonId: ID!) {
  unregisterPigeon(eventId: $eventId, pigeonId: $pigeonId) { id registrationCount } }`;
const DELETE_PIGEON = `mutation DeletePigeon($id: ID!) { deletePigeon(id: $id) }`;

type Reg = {
  pigeonId: string;
  ringNumber: string;
  classCode: string;
  reason: { prizeKm: number; prizes: number };
};
type EventData = {
  event: { status: string; season: number; registrationCount: number; myRegistrations: Reg[] };
};

describe.each(testDatabases())('registering pigeons for events on %s', (database) => {
  let server: TestServer;
  let w: EventWorld;
  let now = NOW;

  beforeAll(async () => {
    server = await startTestServer({ database, now: () => now });
    w = await createEventWorld(server, NOW);
  });
  afterAll(() => server?.close());

  const event = async (id: string, who = w.as.breeder) =>
    (await w.call<EventData>(EVENT, { id }, who)).data!.event;

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
    expect((await w.call<EventData>(EVENT, { id })).data!.event.myRegistrations).toEqual([]);
  });

  it('keeps the class fixed on the registration when flight results change later', async () => {
    const id = await w.openEvent();
    const fresh = await w.call<{ createPigeon: { id: string } }>(
      `mutation C($input: PigeonInput!) { createPigeon(input: $input) { id } }`,
      { input: { ringNumber: 'DV-06976-19-400', sex: 'F', color: 'fahl' } },
      w.as.breeder,
    );
    const pigeonId = fresh.data!.createPigeon.id;
    await w.register(id, [pigeonId]);
    await insertFlightResults(server.database.db, [
      {
        pigeonId: Number(pigeonId),
        date: '2025-06-01',
        releaseLocation: 'Ulm',
        distanceKm: 5000,
        ranking: 1,
        participants: 10,
        averageDistanceKm: null,
        year: 2025,
      },
    ]);
    expect((await event(id)).myRegistrations[0].classCode).toBe('REST');
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
    const mine = await w.call<{ unregisterPigeon: { registrationCount: number } }>(
      UNREGISTER,
      { eventId: id, pigeonId: w.pigeons.k1a },
      w.as.breeder,
    );
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
      `mutation U($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { status } }`,
      {
        id,
        input: {
          title: 'Schau',
          eventType: 'Regionalschau',
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
      (await w.call(`mutation S($id: ID!) { startEvent(id: $id) { status } }`, { id: started }, w.as.admin))
        .errors,
    ).toEqual([]);
    const refused = await w.call(DELETE_PIGEON, { id: w.pigeons.rest }, w.as.breeder);
    expect(errorCodes(refused)).toEqual(['PIGEON_ALREADY_REGISTERED']);
    // The refusal names the events that keep the pigeon.
    const { title } = (
      await w.call<{ event: { title: string } }>(`query T($id: ID!) { event(id: $id) { title } }`, {
        id: started,
      })
    ).data!.event;
    expect(refused.errors[0].extensions).toMatchObject({ eventIds: [started], eventTitles: [title] });
    expect(refused.errors[0].message).toContain(title);
    // A pigeon registered only for an open event may go; its registration goes with it.
    const extra = await w.call<{ createPigeon: { id: string } }>(
      `mutation C($input: PigeonInput!) { createPigeon(input: $input) { id } }`,
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
    await w.call(`mutation S($id: ID!) { startEvent(id: $id) { status } }`, { id }, w.as.admin);
    expect(errorCodes(await w.register(id, [w.othersPigeon], w.as.other))).toEqual([
      'EVENT_REGISTRATION_DEADLINE_PASSED',
    ]);
    const out = await w.call(UNREGISTER, { eventId: id, pigeonId: w.pigeons.k1a }, w.as.breeder);
    expect(errorCodes(out)).toEqual(['EVENT_REGISTRATION_DEADLINE_PASSED']);
  });
});
