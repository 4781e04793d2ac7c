import { insertPigeon } from '@api/db/pigeons.ts';
import { pigeonPrices } from '@api/db/schema.ts';
import * as XLSX from '@e965/xlsx';
import type { Role } from '@shared/roles.ts';
import { graphql } from '@tests/gql';
import { type Session, sessionFor } from '@tests/support/apiAccounts.ts';
import {
  apiTestDatabase,
  errorCodes,
  execute,
  startTestServer,
  type TestServer,
} from '@tests/support/server.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const IMPORT = graphql(`mutation ImportImportFlightData($files: [ImportFileInput!]!, $dryRun: Boolean!) {
  importFlightData(files: $files, dryRun: $dryRun) {
    dryRun added unchanged rejected problemCount
    files {
      name format encoding delimiter rows added unchanged rejected problemCount
      columns { header field }
      preview { line cells }
      problems { file line field code params { limit otherLine firstLine example participants dateYear } message value }
    }
  }
}`);
const MY_PIGEONS = graphql(
  `query ImportMyPigeons { myPigeons { ringNumber prizes classification { code } flightResults { date distanceKm } } }`,
);

interface Params {
  limit: number | null;
  otherLine: number | null;
  firstLine: string | null;
  example: string | null;
  participants: number | null;
  dateYear: number | null;
}
const NO_PARAMS: Params = {
  limit: null,
  otherLine: null,
  firstLine: null,
  example: null,
  participants: null,
  dateYear: null,
};

const NOW = new Date('2026-06-01T12:00:00.000Z');
const HEADER = 'Ring;Datum;Auflassort;Entfernung;Platz;Teilnehmer;Durchschnitt';
const GOOD = [
  'DV-06976-21-134;01.06.2025;Würzburg;312,5;3;120;310',
  'DV 6976 21 134;08.06.2025;Passau;450;10;200;',
  '6976 21 0135W;08.06.2025;Passau;450;1;200;',
];
const file = (name: string, content: string | Uint8Array) => ({
  name,
  contentBase64: Buffer.from(
    typeof content === 'string' ? new TextEncoder().encode(content) : content,
  ).toString('base64'),
});
const csv = (...lines: string[]) => [HEADER, ...lines].join('\r\n');

const database = apiTestDatabase();

describe(`flight-data import on ${database}`, () => {
  let server: TestServer;
  const as = {} as Record<Role, Session>;

  const account = (email: string, role: Role) => sessionFor(server, email, role, NOW);
  const run = (files: ReturnType<typeof file>[], dryRun: boolean, who: Session | null = as.ADMIN) =>
    execute(server.graphqlUrl, IMPORT, { files, dryRun }, who?.token);
  const storedCount = async () => (await server.database.db.select().from(pigeonPrices)).length;

  beforeAll(async () => {
    server = await startTestServer({ database, now: () => NOW });
    for (const role of ['BREEDER', 'JUDGE', 'ADMIN', 'SUPERADMIN'] as const)
      as[role] = await account(`${role.toLowerCase()}@example.org`, role);
    for (const [serial, sex] of [
      [134, 'M'],
      [135, 'F'],
    ] as const) {
      await insertPigeon(server.database.db, {
        clientId: as.BREEDER.id,
        association: 'DV-06976',
        ringYear: 2021,
        serial,
        sex,
        color: 'blau',
      });
    }
  });
  afterAll(() => server?.close());

  it('is for admins only', async () => {
    for (const who of [null, as.BREEDER, as.JUDGE])
      expect(errorCodes(await run([file('a.csv', csv(...GOOD))], true, who))).toEqual(['NOT_AUTHORIZED']);
    expect((await run([file('a.csv', csv(...GOOD))], true, as.SUPERADMIN)).errors).toEqual([]);
  });

  it('needs at least one file with a name and base64 content', async () => {
    for (const files of [
      [],
      [{ name: ' ', contentBase64: '' }],
      [{ name: 'a.csv', contentBase64: 'not base64!' }],
    ]) {
      const result = await run(files, true);
      expect(errorCodes(result)).toEqual(['VALIDATION_FAILED']);
      expect(result.errors[0]).toMatchObject({
        message: 'A valid file must be selected',
        extensions: { field: 'files' },
      });
    }
  });

  it('previews a file in a dry run and writes nothing', async () => {
    const result = await run(
      [file('juni.csv', csv(...GOOD, 'DV-06976-21-134;02.06.2026;Ulm;100;1;10;'))],
      true,
    );
    expect(result.errors).toEqual([]);
    const data = result.data!.importFlightData;
    expect(data).toMatchObject({ dryRun: true, added: 3, unchanged: 0, rejected: 1, problemCount: 1 });
    expect(data.files[0]).toMatchObject({
      name: 'juni.csv',
      format: 'CSV',
      encoding: 'UTF-8',
      delimiter: ';',
      rows: 4,
    });
    expect(data.files[0].columns.map((c) => c.field)).toEqual([
      'ring',
      'date',
      'releaseLocation',
      'distance',
      'ranking',
      'participants',
      'averageDistance',
    ]);
    expect(data.files[0].preview[0]).toEqual({ line: 2, cells: GOOD[0].split(';') });
    expect(data.files[0].problems).toEqual([
      {
        file: 'juni.csv',
        line: 5,
        field: 'date',
        code: 'PIGEON_PRICE_IN_FUTURE',
        params: NO_PARAMS,
        message: 'The date must not be in the future',
        value: '02.06.2026',
      },
    ]);
    expect(await storedCount()).toBe(0);
  });

  it('writes the valid rows of a file with bad rows, then adds nothing on a second import', async () => {
    const content = csv(
      ...GOOD,
      'DV-06976-99-1;01.06.2025;Ulm;100;1;10;', // unknown ring number
      'DV-06976-21-134;01.07.2025;Ulm;100;11;10;', // ranking above participants
    );
    const first = (await run([file('saison.csv', content)], false)).data!.importFlightData;
    expect(first).toMatchObject({ dryRun: false, added: 3, unchanged: 0, rejected: 2 });
    expect(first.files[0].problems.map((p) => `${p.line}:${p.field}:${p.code}`)).toEqual([
      '5:ring:PIGEON_NOT_FOUND',
      '6:ranking:IMPORT_RANKING_ABOVE_PARTICIPANTS',
    ]);
    expect(first.files[0].problems[0].message).toBe('Unknown ring number');
    expect(first.files[0].problems[1].params).toEqual({ ...NO_PARAMS, participants: 10 });
    expect(await storedCount()).toBe(3);

    const second = (await run([file('saison.csv', content)], false)).data!.importFlightData;
    expect(second).toMatchObject({ added: 0, unchanged: 3, rejected: 2 });
    expect(await storedCount()).toBe(3);
    // The dry run agrees.
    expect((await run([file('saison.csv', content)], true)).data!.importFlightData).toMatchObject({
      added: 0,
      unchanged: 3,
    });

    const pigeons = await execute(server.graphqlUrl, MY_PIGEONS, {}, as.BREEDER.token);
    expect(pigeons.data!.myPigeons.map((p) => [p.ringNumber, p.prizes])).toEqual([
      ['DV-06976-21-134', 2],
      ['DV-06976-21-135', 1],
    ]);
  });

  it('rejects rows that contradict a stored result, and every line of a flight whose lines disagree', async () => {
    const content = csv(
      'DV-06976-21-134;01.06.2025;Würzburg;999;3;120;310', // stored with 312.5 km
      'DV-06976-21-134;01.06.2025;Würzburg;999;3;120;310', // its repeat: refused with it
      'DV-06976-21-135;20.06.2025;Ulm;100;1;10;',
      'DV-06976-21-135;20.06.2025;Ulm;100;1;10;', // the same again: unchanged
      'DV-06976-21-135;20.06.2025;Ulm;101;1;10;', // the same flight, other values
      'DV-06976-21-135;27.06.2025;Ulm;100;1;10;', // another flight: kept
    );
    const data = (await run([file('fix.csv', content)], false)).data!.importFlightData;
    // Which of lines 3 and 5 is right nobody can tell: neither is stored, nor the repeat of 3.
    expect(data).toMatchObject({ added: 1, unchanged: 0, rejected: 5 });
    expect(data.files[0].problems.map((p) => `${p.line}:${p.code}:${p.message}`)).toEqual([
      '2:IMPORT_CONFLICTS_WITH_STORED:Differs from the stored result for this pigeon, date and release location',
      '3:IMPORT_CONFLICTS_WITH_STORED:Differs from the stored result for this pigeon, date and release location',
      '4:IMPORT_CONFLICTS_WITH_LINE:Line 6 has the same pigeon, date and release location with other values',
      '5:IMPORT_CONFLICTS_WITH_LINE:Line 6 has the same pigeon, date and release location with other values',
      '6:IMPORT_CONFLICTS_WITH_LINE:Line 4 has the same pigeon, date and release location with other values',
    ]);
    const stored = (await execute(server.graphqlUrl, MY_PIGEONS, {}, as.BREEDER.token))
      .data!.myPigeons.find((p) => p.ringNumber === 'DV-06976-21-135')!
      .flightResults.map((r) => r.date);
    expect(stored).toContain('2025-06-27');
    expect(stored).not.toContain('2025-06-20');
  });

  it('says so when nothing in a file is new: no rows to add, none rejected, no problems', async () => {
    const content = csv(
      'DV-06976-21-134;01.10.2025;Hof;100;1;10;',
      'DV-06976-21-135;01.10.2025;Hof;100;2;10;',
    );
    expect((await run([file('okt.csv', content)], false)).data!.importFlightData).toMatchObject({
      added: 2,
      problemCount: 0,
    });
    const again = (await run([file('okt.csv', content)], true)).data!.importFlightData;
    expect(again).toMatchObject({ dryRun: true, added: 0, unchanged: 2, rejected: 0, problemCount: 0 });
    expect(again.files[0]).toMatchObject({ rows: 2, added: 0, unchanged: 2, rejected: 0, problems: [] });
  });

  it('reports a line of which nothing can be read as one problem, and reads the others', async () => {
    const content = csv(
      'Bitte nicht importieren, nur eine Notiz',
      'DV-06976-21-135;02.10.2025;Hof;100;2;10;',
    );
    const data = (await run([file('notiz.csv', content)], true)).data!.importFlightData;
    expect(data).toMatchObject({ added: 1, rejected: 1, problemCount: 1 });
    expect(data.files[0].problems).toEqual([
      {
        file: 'notiz.csv',
        line: 2,
        field: null,
        code: 'IMPORT_LINE_UNREADABLE',
        params: NO_PARAMS,
        message: 'Nothing in this line can be read as a flight result',
        value: 'Bitte nicht importieren, nur eine Notiz',
      },
    ]);
  });

  it('quotes the first line of a file without a ring-number column', async () => {
    const data = (await run([file('adressen.csv', 'Name;Ort\nKarl;Hof\n')], true)).data!.importFlightData;
    expect(data.files[0]).toMatchObject({
      format: 'CSV',
      delimiter: ';',
      rows: 0,
      rejected: 0,
      problemCount: 1,
    });
    expect(data.files[0].problems).toEqual([
      {
        file: 'adressen.csv',
        line: null,
        field: 'ring',
        code: 'IMPORT_NO_HEADER',
        params: { ...NO_PARAMS, firstLine: 'Name;Ort' },
        message: 'No column Ringnummer found; the first line reads: "Name;Ort"',
        value: null,
      },
    ]);
  });

  it('gives each problem of a line its code and parameters', async () => {
    const content = csv(
      'DV-06976-21;03.10.2025;Hof;100;2;10;', // a ring number without serial
      'DV-06976-21-135;03.10.2025;Hof;100;2;10;310;', // one cell too many is fine
      'DV-06976-21-134;32.10.2025;;1,2,3;2.5;;', // four bad cells
    );
    const data = (await run([file('fehler.csv', content)], true)).data!.importFlightData;
    expect(data.files[0].problems.map((p) => [p.line, p.field, p.code, p.value, p.params])).toEqual([
      [2, 'ring', 'IMPORT_RING_INVALID', 'DV-06976-21', { ...NO_PARAMS, example: 'DV-06976-21-134' }],
      [4, 'date', 'IMPORT_DATE_INVALID', '32.10.2025', NO_PARAMS],
      [4, 'releaseLocation', 'IMPORT_VALUE_MISSING', null, NO_PARAMS],
      [4, 'distance', 'IMPORT_NUMBER_INVALID', '1,2,3', NO_PARAMS],
      [4, 'ranking', 'IMPORT_WHOLE_NUMBER_INVALID', '2.5', NO_PARAMS],
      [4, 'participants', 'IMPORT_VALUE_MISSING', null, NO_PARAMS],
    ]);
  });

  it('imports several files at once, each on its own', async () => {
    const before = await storedCount();
    const latin1 = Uint8Array.from(
      [...csv('DV-06976-21-135;01.08.2025;Günzburg;210,5;4;80;')].map((c) => c.charCodeAt(0)),
    );
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Ring', 'Date', 'Release location', 'Distance', 'Ranking', 'Participants'],
      ['DV-06976-21-135', new Date(Date.UTC(2025, 7, 8)), 'Linz', 512.25, 2, 90],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
    const xlsx = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const files = [
      file('kaputt.pdf', new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 1, 2])),
      file('cp1252.csv', latin1),
      {
        ...file('liste.xlsx', xlsx),
        contentBase64: `data:application/octet-stream;base64,${file('x', xlsx).contentBase64}`,
      },
    ];
    const data = (await run(files, false)).data!.importFlightData;
    expect(
      data.files.map((f) => [f.name, f.format, f.encoding, f.added, f.rejected, f.problemCount]),
    ).toEqual([
      ['kaputt.pdf', null, null, 0, 0, 1],
      ['cp1252.csv', 'CSV', 'windows-1252', 1, 0, 0],
      ['liste.xlsx', 'XLSX', null, 1, 0, 0],
    ]);
    expect(data.files[0].problems[0]).toMatchObject({
      file: 'kaputt.pdf',
      line: null,
      code: 'IMPORT_FILE_NOT_A_TABLE',
      params: NO_PARAMS,
    });
    expect(data).toMatchObject({ added: 2, problemCount: 1 });
    expect(await storedCount()).toBe(before + 2);
    const stored = await server.database.db.select().from(pigeonPrices);
    expect(stored.find((r) => r.releaseLocation === 'Günzburg')).toMatchObject({
      distanceKm: 210.5,
      date: '2025-08-01',
    });
    expect(stored.find((r) => r.releaseLocation === 'Linz')).toMatchObject({
      distanceKm: 512.25,
      date: '2025-08-08',
      year: 2025,
    });
  });

  it('writes all valid rows of a file or none of them', async () => {
    const before = await storedCount();
    // A rule only the database knows, so the second file fails while being written.
    await server.database.db.execute(
      sql`alter table pigeon_prices add constraint test_refuse check (release_location <> 'Refused')`,
    );
    try {
      const files = [
        file('gut.csv', csv('DV-06976-21-134;01.09.2025;Bamberg;100;1;10;')),
        file(
          'teils.csv',
          csv('DV-06976-21-134;02.09.2025;Bamberg;100;1;10;', 'DV-06976-21-135;02.09.2025;Refused;100;1;10;'),
        ),
      ];
      const data = (await run(files, false)).data!.importFlightData;
      expect(data.files.map((f) => [f.name, f.added, f.rejected])).toEqual([
        ['gut.csv', 1, 0],
        ['teils.csv', 0, 2],
      ]);
      expect(data.files[1].problems).toMatchObject([{ line: null, code: 'IMPORT_FILE_REFUSED' }]);
      expect(await storedCount()).toBe(before + 1);
    } finally {
      await server.database.db.execute(sql`alter table pigeon_prices drop constraint test_refuse`);
    }
  });

  it('takes a file of 20,000 rows in one request', async () => {
    const lines = Array.from({ length: 20_000 }, (_, i) => {
      const day = new Date(Date.UTC(2020, 0, 1) + (i % 2000) * 86_400_000).toISOString().slice(0, 10);
      return `DV-06976-21-${134 + (i % 2)};${day};Ort ${Math.floor(i / 2000)};${100 + (i % 50)},5;1;10;`;
    });
    const data = (await run([file('gross.csv', csv(...lines))], true)).data!.importFlightData;
    expect(data).toMatchObject({ added: 20_000, problemCount: 0 });
  });
});
