import { insertFlightResults } from '@api/db/flightResults.ts';
import { pigeonPrices } from '@api/db/schema.ts';
import type { Role } from '@shared/roles.ts';
import { graphql } from '@tests/gql';
import type { PigeonInput, Sex } from '@tests/gql/graphql.ts';
import { type Session, sessionFor } from '@tests/support/apiAccounts.ts';
import {
  apiTestDatabase,
  callerOf,
  errorCodes,
  type GqlResult,
  startTestServer,
  type TestServer,
} from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

graphql(`fragment PigeonTestFields on Pigeon { id ringNumber association ringYear serial sex color breederId prizes prizeKm
  classification { code season reason { prizeKm prizes lastYearKm } }
  flightResults { id date releaseLocation distanceKm ranking participants averageDistanceKm year } }`);
const MY_PIGEONS = graphql(
  `query PigeonsMyPigeons($season: Int) { myPigeons(season: $season) { ...PigeonTestFields } }`,
);
const PIGEON = graphql(
  `query Pigeon($id: ID!, $season: Int) { pigeon(id: $id, season: $season) { ...PigeonTestFields } }`,
);
const CREATE = graphql(
  `mutation PigeonsCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { ...PigeonTestFields } }`,
);
const UPDATE = graphql(
  `mutation UpdatePigeon($id: ID!, $input: PigeonInput!) { updatePigeon(id: $id, input: $input) { ...PigeonTestFields } }`,
);
const DELETE = graphql(`mutation DeletePigeon($id: ID!) { deletePigeon(id: $id) }`);

const NOW = new Date('2026-06-01T12:00:00.000Z');

const database = apiTestDatabase();

describe(`pigeons on ${database}`, () => {
  let server: TestServer;
  const as = {} as Record<Role | 'other', Session>;

  const account = (email: string, role: Role) => sessionFor(server, email, role, NOW);
  const call = callerOf<Session>(() => server.graphqlUrl);
  const create = (who: Session | undefined, ringNumber: string, sex: Sex = 'M', color = 'blau') =>
    call(CREATE, { input: { ringNumber, sex, color } }, who);
  const mine = async (who: Session, season?: number) =>
    (await call(MY_PIGEONS, { season }, who)).data!.myPigeons;
  const field = (result: GqlResult<unknown>) => result.errors[0]?.extensions?.field;

  beforeAll(async () => {
    server = await startTestServer({ database, now: () => NOW });
    as.BREEDER = await account('breeder@example.org', 'BREEDER');
    as.other = await account('other@example.org', 'BREEDER');
    as.JUDGE = await account('judge@example.org', 'JUDGE');
    as.ADMIN = await account('admin@example.org', 'ADMIN');
    as.SUPERADMIN = await account('super@example.org', 'SUPERADMIN');
  });
  afterAll(() => server?.close());

  it('creates a pigeon from a leniently written ring number and stores it canonically', async () => {
    const created = await create(as.BREEDER, '6976 21 0134W', 'F', '  blau  gehämmert ');
    expect(created.errors).toEqual([]);
    expect(created.data!.createPigeon).toMatchObject({
      ringNumber: 'DV-06976-21-134',
      association: 'DV-06976',
      ringYear: 2021,
      serial: 134,
      sex: 'F',
      color: 'blau gehämmert',
      breederId: as.BREEDER.id,
      prizes: 0,
      prizeKm: 0,
      classification: { code: 'REST', season: 2026, reason: { prizeKm: 0, prizes: 0, lastYearKm: 0 } },
      flightResults: [],
    });
  });

  it('refuses a ring number that exists in any spelling, naming the field', async () => {
    // DE, Germany's ISO code, is the same ring as DV: one physical ring is entered once.
    for (const spelling of ['DV-06976-2021-134', 'D6976.21.0134', 'DE-06976-21-134']) {
      const again = await create(as.other, spelling);
      expect(errorCodes(again)).toEqual(['PIGEON_ALREADY_EXISTS']);
      expect(again.errors[0].message).toBe('This ring number already exists');
      expect(field(again)).toBe('ringNumber');
    }
    expect(await mine(as.other)).toEqual([]);
  });

  it('validates every input and writes nothing on failure', async () => {
    const cases: [string, string, string][] = [
      ['kein Ring', 'blau', 'ringNumber'],
      ['DV-06976-21-0', 'blau', 'ringNumber'],
      ['DV-06976-21-900', '   ', 'color'],
      ['DV-06976-21-901', 'x'.repeat(41), 'color'],
      // NOW is in 2026: a 2027 ring has not been worn by a pigeon yet.
      ['DV-06976-27-902', 'blau', 'ringNumber'],
    ];
    for (const [ringNumber, color, expected] of cases) {
      const result = await create(as.other, ringNumber, 'M', color);
      expect(errorCodes(result)).toEqual(['VALIDATION_FAILED']);
      expect(field(result)).toBe(expected);
    }
    expect(await mine(as.other)).toEqual([]);
  });

  it('lets every logged-in rank keep pigeons, and nobody without a login', async () => {
    expect(errorCodes(await create(undefined, 'DV-06976-21-200'))).toEqual(['NOT_AUTHORIZED']);
    expect(errorCodes(await call(MY_PIGEONS, {}))).toEqual(['NOT_AUTHORIZED']);
    for (const [role, serial] of [
      ['JUDGE', 201],
      ['ADMIN', 202],
      ['SUPERADMIN', 203],
    ] as const) {
      expect((await create(as[role], `DV-06976-21-${serial}`)).errors).toEqual([]);
      expect((await mine(as[role])).map((p) => p.ringNumber)).toEqual([`DV-06976-21-${serial}`]);
    }
  });

  it('lists only the caller’s pigeons, by ring number', async () => {
    await create(as.BREEDER, 'DV 6976 19 7');
    await create(as.BREEDER, 'DV-00012-24-99');
    await create(as.other, 'DV-06976-22-1');
    expect((await mine(as.BREEDER)).map((p) => p.ringNumber)).toEqual([
      'DV-00012-24-99',
      'DV-06976-19-7',
      'DV-06976-21-134',
    ]);
    expect((await mine(as.other)).map((p) => p.ringNumber)).toEqual(['DV-06976-22-1']);
  });

  it('classes pigeons from their flight results for the season asked for', async () => {
    const yearling = (await create(as.other, 'DV-06976-25-50', 'M')).data!.createPigeon;
    await insertFlightResults(server.database.db, [
      {
        pigeonId: Number(yearling.id),
        date: '2025-08-01',
        releaseLocation: 'Ulm',
        distanceKm: 600,
        ranking: 2,
        participants: 50,
        averageDistanceKm: null,
        year: 2025,
      },
      {
        pigeonId: Number(yearling.id),
        date: '2026-05-10',
        releaseLocation: 'Linz',
        distanceKm: 400.5,
        ranking: 9,
        participants: 90,
        averageDistanceKm: 398,
        year: 2026,
      },
    ]);
    const now = (await mine(as.other)).find((p) => p.id === yearling.id)!;
    expect(now).toMatchObject({
      prizes: 2,
      prizeKm: 1000.5,
      classification: {
        code: 'JAEHRIGE_M',
        season: 2026,
        reason: { prizeKm: 1000.5, prizes: 2, lastYearKm: 600 },
      },
    });
    expect(now.flightResults.map((r) => r.date)).toEqual(['2026-05-10', '2025-08-01']);
    // For 2025 the bird was a young bird with one 600 km flight.
    const before = (await mine(as.other, 2025)).find((p) => p.id === yearling.id)!;
    expect(before.classification).toMatchObject({ code: 'JUNGTAUBE_M', season: 2025, reason: { prizes: 1 } });
    // In 2027 it is an old bird below class 3 (1500 km or 6 prizes).
    expect((await mine(as.other, 2027)).find((p) => p.id === yearling.id)!.classification.code).toBe('REST');
    for (const season of [1969, 2101]) {
      const bad = await call(MY_PIGEONS, { season }, as.other);
      expect(errorCodes(bad)).toEqual(['VALIDATION_FAILED']);
      expect(field(bad)).toBe('season');
    }
  });

  it('shows one pigeon to its owner and admins only', async () => {
    const id = (await mine(as.BREEDER))[0].id;
    const own = await call(PIGEON, { id }, as.BREEDER);
    expect(own.data!.pigeon.id).toBe(id);
    for (const who of [as.ADMIN, as.SUPERADMIN]) expect((await call(PIGEON, { id }, who)).errors).toEqual([]);
    for (const who of [as.other, as.JUDGE])
      expect(errorCodes(await call(PIGEON, { id }, who))).toEqual(['NOT_AUTHORIZED']);
    expect(errorCodes(await call(PIGEON, { id }))).toEqual(['NOT_AUTHORIZED']);
    for (const missing of ['999999', 'abc', '-1'])
      expect(errorCodes(await call(PIGEON, { id: missing }, as.BREEDER))).toEqual(['PIGEON_NOT_FOUND']);
  });

  it('updates ring number, sex and colour for the owner and admins', async () => {
    const id = (await create(as.BREEDER, 'DV-06976-23-300')).data!.createPigeon.id;
    const input: PigeonInput = { ringNumber: 'dv 6976 2023 301', sex: 'F', color: 'rot' };
    const updated = await call(UPDATE, { id, input }, as.BREEDER);
    expect(updated.data!.updatePigeon).toMatchObject({
      id,
      ringNumber: 'DV-06976-23-301',
      sex: 'F',
      color: 'rot',
    });
    // Keeping its own ring number is no duplicate.
    expect((await call(UPDATE, { id, input: { ...input, color: 'fahl' } }, as.BREEDER)).errors).toEqual([]);
    const byAdmin = await call(UPDATE, { id, input: { ...input, color: 'dunkel' } }, as.ADMIN);
    expect(byAdmin.data!.updatePigeon).toMatchObject({ color: 'dunkel', breederId: as.BREEDER.id });

    const taken = await call(UPDATE, { id, input: { ...input, ringNumber: 'DV-06976-21-134' } }, as.BREEDER);
    expect(errorCodes(taken)).toEqual(['PIGEON_ALREADY_EXISTS']);
    expect(field(taken)).toBe('ringNumber');
    const invalid = await call(UPDATE, { id, input: { ...input, ringNumber: '??' } }, as.BREEDER);
    expect(field(invalid)).toBe('ringNumber');
    expect(errorCodes(await call(UPDATE, { id, input }, as.other))).toEqual(['NOT_AUTHORIZED']);
    expect(errorCodes(await call(UPDATE, { id, input }, as.JUDGE))).toEqual(['NOT_AUTHORIZED']);
    expect(errorCodes(await call(UPDATE, { id: '999999', input }, as.BREEDER))).toEqual(['PIGEON_NOT_FOUND']);
    const after = await call(PIGEON, { id }, as.BREEDER);
    expect(after.data!.pigeon).toMatchObject({ ringNumber: 'DV-06976-23-301', color: 'dunkel' });
  });

  it('deletes a pigeon with its flight results, for the owner or an admin only', async () => {
    const id = (await create(as.BREEDER, 'DV-06976-23-400')).data!.createPigeon.id;
    await insertFlightResults(server.database.db, [
      {
        pigeonId: Number(id),
        date: '2025-07-01',
        releaseLocation: 'Ulm',
        distanceKm: 100,
        ranking: 1,
        participants: 9,
        averageDistanceKm: null,
        year: 2025,
      },
    ]);
    const results = async () =>
      (await server.database.db.select().from(pigeonPrices)).filter((r) => r.pigeonId === Number(id));
    expect(await results()).toHaveLength(1);
    expect(errorCodes(await call(DELETE, { id }, as.other))).toEqual(['NOT_AUTHORIZED']);
    expect(errorCodes(await call(DELETE, { id }))).toEqual(['NOT_AUTHORIZED']);
    expect((await call(DELETE, { id }, as.BREEDER)).data).toEqual({ deletePigeon: id });
    expect(await results()).toEqual([]);
    expect(errorCodes(await call(DELETE, { id }, as.BREEDER))).toEqual(['PIGEON_NOT_FOUND']);
    expect(errorCodes(await call(PIGEON, { id }, as.BREEDER))).toEqual(['PIGEON_NOT_FOUND']);
    // The ring number is free again.
    expect((await create(as.other, 'DV-06976-23-400')).errors).toEqual([]);
    const byAdmin = (await create(as.other, 'DV-06976-23-401')).data!.createPigeon.id;
    expect((await call(DELETE, { id: byAdmin }, as.ADMIN)).data).toEqual({ deletePigeon: byAdmin });
  });
});
