import { insertEvent } from '@api/db/events.ts';
import { events } from '@api/db/schema.ts';
import type { AppError } from '@api/errors.ts';
import { createEvent, type NewEvent } from '@api/schema/events/eventsService.ts';
import { graphql } from '@tests/gql';
import { apiTestDatabase, execute, gqlRaw, startTestServer, type TestServer } from '@tests/support/server.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

function showAt(title: string, startInDays: number, extra: Partial<NewEvent> = {}): NewEvent {
  const eventStart = new Date(NOW.getTime() + startInDays * DAY);
  return {
    title,
    eventType: 'REGIONAL',
    registrationDeadline: new Date(eventStart.getTime() - 7 * DAY),
    eventStart,
    status: 'OPEN',
    location: { country: 'DE', city: 'Leipzig', street: 'Messe-Allee', houseNumber: '1', zipCode: '04356' },
    ...extra,
  };
}

const EVENTS = graphql(`query Events($upcomingOnly: Boolean, $limit: Int) {
  events(upcomingOnly: $upcomingOnly, limit: $limit) { title }
}`);
type EventsData = { events: { title: string }[] };
const titles = (data: EventsData | null) => data?.events.map((e) => e.title);

const database = apiTestDatabase();

describe(`events query on ${database}`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, now: () => NOW });
    const { db } = server.database;
    // Ended before the end was kept: listed by its planned start.
    await createEvent(db, showAt('Past, long ago', -40, { status: 'ENDED', endedAt: null }));
    await createEvent(db, showAt('Later', 20));
    await createEvent(db, showAt('Starts right now', 0, { status: 'STARTED' }));
    const recent = await createEvent(db, showAt('Past, recent', -10, { status: 'ENDED' }));
    await db
      .update(events)
      .set({ endedAt: new Date(NOW.getTime() - 9 * DAY) })
      .where(eq(events.id, recent.id));
    await createEvent(db, showAt('Soon', 5, { description: 'Mit Jungtierklasse' }));
    // Judged before its planned start, and ended before it: status decides, not the date, and an
    // ended show is listed by its end (20 days ago), not by its planned start (in two days).
    await createEvent(db, showAt('Judged early', 3, { status: 'STARTED' }));
    const early = await createEvent(db, showAt('Ended early', 2, { status: 'ENDED' }));
    await db
      .update(events)
      .set({ endedAt: new Date(NOW.getTime() - 20 * DAY) })
      .where(eq(events.id, early.id));
  });
  afterAll(() => server?.close());

  it('lists running events, then upcoming ones, soonest first, then ended ones, most recently ended first', async () => {
    const result = await execute(server.graphqlUrl, EVENTS);
    expect(result.errors).toEqual([]);
    expect(titles(result.data)).toEqual([
      'Starts right now',
      'Judged early',
      'Soon',
      'Later',
      'Past, recent',
      'Ended early',
      'Past, long ago',
    ]);
  });

  it('keeps only the events that have not ended with upcomingOnly', async () => {
    const result = await execute(server.graphqlUrl, EVENTS, { upcomingOnly: true });
    expect(titles(result.data)).toEqual(['Starts right now', 'Judged early', 'Soon', 'Later']);
  });

  it('caps the list with limit', async () => {
    const result = await execute(server.graphqlUrl, EVENTS, { limit: 2 });
    expect(titles(result.data)).toEqual(['Starts right now', 'Judged early']);
  });

  it('pages through the list with after: every event once, in order, across the groups', async () => {
    const PAGE = graphql(
      `query Page($limit: Int, $after: ID) { events(limit: $limit, after: $after) { id title } }`,
    );
    const seen: string[] = [];
    let after: string | undefined;
    for (let page = 0; page < 8; page++) {
      const result = await execute(server.graphqlUrl, PAGE, {
        limit: 2,
        after,
      });
      const events = result.data?.events ?? [];
      seen.push(...events.map((e) => e.title));
      if (events.length < 2) break;
      after = events.at(-1)?.id;
    }
    expect(seen).toEqual([
      'Starts right now',
      'Judged early',
      'Soon',
      'Later',
      'Past, recent',
      'Ended early',
      'Past, long ago',
    ]);
    const unknown = await execute(server.graphqlUrl, PAGE, { after: '999999' });
    expect(unknown.errors[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'after' });
  });

  it.each([0, -1, 101])('answers VALIDATION_FAILED on field limit for limit %i', async (limit) => {
    const result = await execute(server.graphqlUrl, EVENTS, { limit });
    expect(result.status).toBe(200);
    expect(result.data).toBeNull();
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({
      path: ['events'],
      extensions: { code: 'VALIDATION_FAILED', field: 'limit' },
    });
  });

  it('returns every field of the contract with ISO dates', async () => {
    const result = await execute(
      server.graphqlUrl,
      graphql(`query EventsEvents { events(limit: 3) { id title eventType description registrationDeadline eventStart status
          location { country city street houseNumber zipCode } } }`),
    );
    expect(result.data?.events[2]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      title: 'Soon',
      eventType: 'REGIONAL',
      description: 'Mit Jungtierklasse',
      registrationDeadline: '2026-05-30T12:00:00.000Z',
      eventStart: '2026-06-06T12:00:00.000Z',
      // Stored OPEN, but the deadline has passed: the clock alone closes registration.
      status: 'CLOSED',
      location: { country: 'DE', city: 'Leipzig', street: 'Messe-Allee', houseNumber: '1', zipCode: '04356' },
    });
  });

  it('refuses an event that starts before its registration deadline, in the service and the database', async () => {
    const early = showAt('Too early', 10, { registrationDeadline: new Date(NOW.getTime() + 11 * DAY) });
    await expect(createEvent(server.database.db, early)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      extensions: { field: 'eventStart' },
    } satisfies Partial<AppError>);
    await expect(
      insertEvent(server.database.db, {
        ...early.location,
        title: early.title,
        eventType: early.eventType,
        registrationDeadline: early.registrationDeadline,
        eventStart: early.eventStart,
      }),
    ).rejects.toThrow();
  });

  it('answers a malformed query with an error, not a crash', async () => {
    const result = await gqlRaw(server.graphqlUrl, '{ events { nope } }');
    expect(result.status).toBe(400);
    expect(result.errors[0].message).toContain('nope');
  });
});
