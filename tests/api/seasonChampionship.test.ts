import { events } from '@api/db/schema.ts';
import type { Scores } from '@shared/judging.ts';
import { graphql } from '@tests/gql';
import type { PigeonClass } from '@tests/gql/graphql.ts';
import {
  ASSIGN_CAGES,
  ASSIGN_JUDGES,
  CREATE_PIGEON,
  createEventWorld,
  END_EVENT,
  EVENT_CAGES,
  type EventWorld,
  loginAs,
  type Session,
  START_EVENT,
} from '@tests/support/eventFactories.ts';
import { rateOp, SUBMIT_OPS, skipOp } from '@tests/support/judging.ts';
import {
  apiTestDatabase,
  errorCodes,
  type GqlResult,
  startTestServer,
  type TestServer,
} from '@tests/support/server.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

const SEASON = graphql(`query SeasonChampionship($season: Int!, $bestOf: Int) {
  seasonChampionship(season: $season, bestOf: $bestOf) { rank breeder { id shownName } points shows countedShows } }`);
const FINALIZE = graphql(
  `mutation SeasonFinalize($id: ID!) { finalizeResults(eventId: $id, early: true) { id resultsStatus } }`,
);
const SEASON_SHOWS = graphql(`query SeasonShows($season: Int!) {
  seasonShows(season: $season) { event { id } cageCount ratedCount breederCount } }`);

/** Totals of the default scheme (95 at the top). */
const T95: Partial<Scores> = {};
const T93: Partial<Scores> = { wings: 27 };
const T92: Partial<Scores> = { back: 18, wings: 27 };
const T90: Partial<Scores> = { back: 18, musculature: 27, wings: 27 };
type Judged = Partial<Scores> | 'skip';

const database = apiTestDatabase();

describe(`the season championship on ${database}`, () => {
  let server: TestServer;
  let w: EventWorld;
  let third: Session;
  /** Every pigeon by name: its id, ring and owner. */
  const pigeons = new Map<string, { id: string; ring: string; owner: Session; classCode: PigeonClass }>();
  const shows: Record<string, string> = {};

  const must = async <T>(result: Promise<GqlResult<T>>): Promise<T> => {
    const done = await result;
    expect(done.errors).toEqual([]);
    return done.data!;
  };

  /**
   * A show with the named pigeons, each rated with the scores given or skipped, by one judge; by
   * default ended with final results, else ended with provisional ones, or still running.
   */
  const seasonShow = async (
    title: string,
    judged: Record<string, Judged>,
    end: 'final' | 'provisional' | 'running' = 'final',
  ) => {
    const id = await w.openEvent(title);
    const entered = Object.keys(judged).map((name) => pigeons.get(name)!);
    for (const owner of new Set(entered.map((p) => p.owner)))
      await must(
        w.register(
          id,
          entered.filter((p) => p.owner === owner).map((p) => p.id),
          owner,
        ),
      );
    await w.closeRegistration(id);
    const judgeIds = [String(w.as.judge.id)];
    await must(
      w.call(
        ASSIGN_JUDGES,
        {
          eventId: id,
          assignments: [...new Set(entered.map((p) => p.classCode))].map((classCode) => ({
            classCode,
            judgeIds,
          })),
        },
        w.as.admin,
      ),
    );
    await must(w.call(ASSIGN_CAGES, { eventId: id }, w.as.admin));
    await must(w.call(START_EVENT, { id }, w.as.admin));
    const { eventCages } = await must(w.call(EVENT_CAGES, { eventId: id }));
    const cageOf = (name: string) => eventCages.find((c) => c.ringNumber === pigeons.get(name)!.ring)!.id;
    const ops = Object.entries(judged).map(([name, scores]) =>
      scores === 'skip' ? skipOp(id, cageOf(name), 'SICK', at(1)) : rateOp(id, cageOf(name), scores, at(1)),
    );
    const answers = (await must(w.call(SUBMIT_OPS, { ops }, w.as.judge))).submitJudgingOps;
    expect(answers.map((a) => a.outcome)).toEqual(ops.map(() => 'APPLIED'));
    if (end !== 'running') await must(w.call(END_EVENT, { id }, w.as.admin));
    // The office's finalising, set directly: what counts is that the results are final.
    if (end === 'final')
      await server.database.db
        .update(events)
        .set({ resultsFinalAt: NOW })
        .where(eq(events.id, Number(id)));
    return id;
  };
  const standings = async (season: number, bestOf?: number) =>
    (await must(w.call(SEASON, { season, bestOf }))).seasonChampionship.map((s) => [
      s.rank,
      s.breeder.id,
      s.points,
      s.shows,
      s.countedShows,
    ]);

  let a: string;
  let b: string;
  let c: string;

  beforeAll(async () => {
    server = await startTestServer({ database, now: () => NOW });
    w = await createEventWorld(server, NOW);
    third = await loginAs(server, 'third@example.org', 'BREEDER', NOW);
    [a, b, c] = [w.as.breeder, w.as.other, third].map((who) => String(who.id));
    for (const [name, id, ring, classCode] of [
      ['k1a', w.pigeons.k1a, 'DV-06976-20-1', 'KLASSE1_M'],
      ['k1b', w.pigeons.k1b, 'DV-06976-20-5', 'KLASSE1_M'],
      ['young', w.pigeons.young, 'DV-06976-26-7', 'JUNGTAUBE_M'],
      ['hen', w.pigeons.rest, 'DV-06976-20-3', 'REST'],
      ['o9', w.othersPigeon, 'DV-01234-20-9', 'REST'],
    ] as const)
      pigeons.set(name, { id, ring, owner: name === 'o9' ? w.as.other : w.as.breeder, classCode });
    for (const [name, ring, owner] of [
      ['o10', 'DV-01234-20-10', w.as.other],
      ['o11', 'DV-01234-20-11', w.as.other],
      ['c1', 'DV-05555-20-1', third],
      ['c2', 'DV-05555-20-2', third],
      ['c3', 'DV-05555-20-3', third],
    ] as const) {
      const created = await must(
        w.call(CREATE_PIGEON, { input: { ringNumber: ring, sex: 'F', color: 'rot' } }, owner),
      );
      pigeons.set(name, { id: created.createPigeon.id, ring, owner, classCode: 'REST' });
    }

    // Season 2026. Spring: A 95 + 93 + 90 = 278, B 93 + 93 + 92 = 278, C one rated cage (90,
    // unranked in the show, but rated) and one skipped.
    shows.spring = await seasonShow('Frühjahrsschau', {
      k1a: T95,
      k1b: T93,
      hen: T90,
      young: 'skip',
      o9: T93,
      o10: T93,
      o11: T92,
      c1: T90,
      c2: 'skip',
    });
    // Summer: A 278 again, B one rated cage (90).
    shows.summer = await seasonShow('Sommerschau', { k1a: T95, k1b: T93, hen: T90, o9: T90 });
    // C 95 × 3 = 285 at 00:30 on New Year's Day in Berlin: still 2025 in UTC, but season 2026.
    shows.newYear = await seasonShow('Neujahrsschau', { c1: T95, c2: T95, c3: T95 });
    // B 95 at 23:30 on New Year's Eve in Berlin: season 2025.
    shows.newYearsEve = await seasonShow('Silvesterschau', { o9: T95 });
    // Running, and ended with provisional results: neither counts yet.
    shows.running = await seasonShow('Laufende Schau', { k1a: T95 }, 'running');
    shows.provisional = await seasonShow(
      'Vorläufige Schau',
      { k1a: T95, c1: T95, c2: T95, c3: T95 },
      'provisional',
    );
    const startAt = (id: string, start: string) =>
      server.database.db
        .update(events)
        .set({ eventStart: new Date(start), registrationDeadline: new Date('2025-12-01T12:00:00Z') })
        .where(eq(events.id, Number(id)));
    await startAt(shows.newYear, '2025-12-31T23:30:00Z');
    await startAt(shows.newYearsEve, '2025-12-31T22:30:00Z');
    // A change behind the server's back: a new event empties the remembered results.
    await w.openEvent('Leert den Speicher');
  });
  afterAll(() => server?.close());

  it('adds each breeder’s best-breeder sums of the season’s final shows, equal points sharing a rank', async () => {
    // A 278 + 278, C 90 + 285, B 278 + 90.
    expect(await standings(2026)).toEqual([
      [1, a, 556, 2, 2],
      [2, c, 375, 2, 2],
      [3, b, 368, 2, 2],
    ]);
    expect(await standings(2025)).toEqual([[1, b, 95, 1, 1]]);
    expect(await standings(2027)).toEqual([]);
  });

  it('counts only each breeder’s best bestOf shows, and names the breeders as the results do', async () => {
    // C's 285; A's and B's 278 each share rank 2.
    expect(await standings(2026, 1)).toEqual([
      [1, c, 285, 2, 1],
      [2, a, 278, 2, 1],
      [2, b, 278, 2, 1],
    ]);
    expect(await standings(2026, 2)).toEqual(await standings(2026));
    const named = (await must(w.call(SEASON, { season: 2026 }))).seasonChampionship;
    expect(named.map((s) => s.breeder.shownName)).toEqual([
      'Breeder breeder',
      'Breeder third',
      'Breeder other',
    ]);
  });

  it('lists the shows it counts, the earliest first, for guests and logged-in users alike', async () => {
    for (const who of [undefined, w.as.breeder, w.as.admin]) {
      const { seasonShows } = await must(w.call(SEASON_SHOWS, { season: 2026 }, who));
      expect(seasonShows.map((s) => [s.event.id, s.ratedCount, s.breederCount])).toEqual([
        [shows.newYear, 3, 1],
        [shows.spring, 7, 3],
        [shows.summer, 4, 2],
      ]);
    }
  });

  it('counts a show as soon as the office finalises its results: nothing is kept from before', async () => {
    await standings(2026);
    await must(w.call(FINALIZE, { id: shows.provisional }, w.as.admin));
    // A one rated cage (95), C 95 × 3.
    expect(await standings(2026)).toEqual([
      [1, c, 660, 3, 3],
      [2, a, 651, 3, 3],
      [3, b, 368, 2, 2],
    ]);
  });

  it('refuses a season outside 2000–2100 and a bestOf outside 1–50, naming the field', async () => {
    for (const [season, bestOf, field] of [
      [1999, undefined, 'season'],
      [2101, 3, 'season'],
      [2026, 0, 'bestOf'],
      [2026, 51, 'bestOf'],
    ] as const) {
      const refused = await w.call(SEASON, { season, bestOf });
      expect(errorCodes(refused)).toEqual(['VALIDATION_FAILED']);
      expect(refused.errors[0].extensions?.field).toBe(field);
    }
    const shows = await w.call(SEASON_SHOWS, { season: 1999 });
    expect(errorCodes(shows)).toEqual(['VALIDATION_FAILED']);
    expect(shows.errors[0].extensions?.field).toBe('season');
  });
});
