import { graphql } from '@tests/gql';
import {
  ASSIGN_CAGES,
  createEventWorld,
  EVENT_CAGES,
  type EventWorld,
} from '@tests/support/eventFactories.ts';
import {
  apiTestDatabase,
  errorCodes,
  type GqlResult,
  startTestServer,
  type TestServer,
} from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const CREATE = graphql(`mutation ForeignRingsCreatePigeon($input: PigeonInput!) {
  createPigeon(input: $input) { id ringNumber association ringYear serial } }`);
const MY_PIGEONS = graphql(
  `query ForeignRingsMyPigeons { myPigeons { id ringNumber flightResults { date releaseLocation distanceKm } } }`,
);
const IMPORT =
  graphql(`mutation ForeignRingsImportFlightData($files: [ImportFileInput!]!, $dryRun: Boolean!) {
  importFlightData(files: $files, dryRun: $dryRun) { added rejected files { problems { line field code } } } }`);

const database = apiTestDatabase();

describe(`foreign ring numbers on ${database}`, () => {
  let server: TestServer;
  let w: EventWorld;
  const create = (ringNumber: string, who = w.as.other) =>
    w.call(CREATE, { input: { ringNumber, sex: 'M', color: 'blau' } }, who);
  const field = (result: GqlResult<unknown>) => result.errors[0]?.extensions?.field;

  beforeAll(async () => {
    server = await startTestServer({ database, now: () => NOW });
    w = await createEventWorld(server, NOW);
  });
  afterAll(() => server?.close());

  it('stores a Belgian ring and gives it back in the Belgian form; another spelling is the same ring', async () => {
    const created = await create('BE 21-1234567');
    expect(created.errors).toEqual([]);
    expect(created.data!.createPigeon).toMatchObject({
      ringNumber: 'BE 21-1234567',
      association: 'BE',
      ringYear: 2021,
      serial: 1234567,
    });
    const again = await create('BE-2021-1234567', w.as.breeder);
    expect(errorCodes(again)).toEqual(['PIGEON_ALREADY_EXISTS']);
    expect(field(again)).toBe('ringNumber');
  });

  it.each([
    ['NL 2021-1234567', 'NL21-1234567', 'NL 21-1234567', 'NL'],
    ['PL-0123-21-1234', 'PL 123 2021 01234', 'PL-0123-21-1234', 'PL-0123'],
    ['GB 21 N 12345', 'gb21n12345', 'GB 21 N 12345', 'GB-N'],
  ])('stores %s as %s and refuses it again as %s', async (first, second, canonical, association) => {
    const created = await create(first);
    expect(created.errors).toEqual([]);
    expect(created.data!.createPigeon).toMatchObject({ ringNumber: canonical, association });
    const again = await create(second, w.as.breeder);
    expect(errorCodes(again)).toEqual(['PIGEON_ALREADY_EXISTS']);
    expect(field(again)).toBe('ringNumber');
  });

  it('keeps rings of different countries or series apart', async () => {
    for (const ring of ['BE 22-1234567', 'NL 22-1234567', 'GB 21 A 12345', 'PL-0124-21-1234']) {
      const created = await create(ring);
      expect(created.errors).toEqual([]);
      expect(created.data!.createPigeon.ringNumber).toBe(ring);
    }
    const refused = await create('FR 21 123456');
    expect(errorCodes(refused)).toEqual(['VALIDATION_FAILED']);
    expect(field(refused)).toBe('ringNumber');
  });

  it('prints foreign rings on the cage list', async () => {
    const mine = await w.call(MY_PIGEONS, {}, w.as.other);
    const foreign = mine.data!.myPigeons.filter((p) => !p.ringNumber.startsWith('DV-'));
    const id = await w.openEvent('Ausland');
    expect(
      (
        await w.register(
          id,
          foreign.map((p) => p.id),
          w.as.other,
        )
      ).errors,
    ).toEqual([]);
    await w.closeRegistration(id);
    expect((await w.call(ASSIGN_CAGES, { eventId: id }, w.as.admin)).errors).toEqual([]);
    const cages = await w.call(EVENT_CAGES, { eventId: id });
    expect(cages.data!.eventCages.map((c) => c.ringNumber).sort()).toEqual(
      foreign.map((p) => p.ringNumber).sort(),
    );
    expect(cages.data!.eventCages.map((c) => c.ringNumber)).toContain('BE 21-1234567');
  });

  it('imports flight results for foreign rings written in any accepted spelling', async () => {
    const content = [
      'Ring;Datum;Auflassort;Entfernung;Platz;Teilnehmer',
      'BE21-1234567;01.06.2025;Ulm;300;1;50',
      'gb 2021 n 12345;01.06.2025;Ulm;300;2;50',
      'NL 21 7654321;01.06.2025;Ulm;300;3;50', // no such pigeon
    ].join('\r\n');
    const result = await w.call(
      IMPORT,
      {
        files: [{ name: 'ausland.csv', contentBase64: Buffer.from(content).toString('base64') }],
        dryRun: false,
      },
      w.as.admin,
    );
    expect(result.errors).toEqual([]);
    expect(result.data!.importFlightData).toMatchObject({ added: 2, rejected: 1 });
    expect(result.data!.importFlightData.files[0].problems).toEqual([
      { line: 4, field: 'ring', code: 'PIGEON_NOT_FOUND' },
    ]);
    const mine = await w.call(MY_PIGEONS, {}, w.as.other);
    const flown = Object.fromEntries(mine.data!.myPigeons.map((p) => [p.ringNumber, p.flightResults.length]));
    expect(flown).toMatchObject({ 'BE 21-1234567': 1, 'GB 21 N 12345': 1, 'NL 21-1234567': 0 });
  });
});
