import { readFlightFile } from '@api/import/readFlightFile.ts';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';

const TODAY = '2026-06-01';
const utf8 = (text: string) => new TextEncoder().encode(text);
const read = (bytes: Uint8Array) => readFlightFile(bytes, TODAY);
const problemsOf = (bytes: Uint8Array) =>
  read(bytes).problems.map((p) => `${p.line}:${p.field}:${p.code}${p.value === null ? '' : `:${p.value}`}`);

/** Windows-1252 bytes of a Latin-1 text (enough for German umlauts). */
function cp1252(text: string): Uint8Array {
  return Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
}

const GERMAN = [
  'Ringnummer;Datum;Auflassort;Entfernung;Platz;Teilnehmer;Durchschnitt;Jahr',
  'DV-06976-21-134;01.06.2025;Würzburg;312,5;3;120;310,25;2025',
  'DV 6976 21 135;15.06.2025;Passau;412;1;98;;',
].join('\r\n');

describe('readFlightFile: formats', () => {
  it('reads semicolons, German headers, decimal commas and dd.mm.yyyy', () => {
    const reading = read(utf8(GERMAN));
    expect(reading).toMatchObject({
      format: 'CSV',
      encoding: 'UTF-8',
      delimiter: ';',
      rowCount: 2,
      problems: [],
    });
    expect(reading.columns.map((c) => c.field)).toEqual([
      'ring',
      'date',
      'releaseLocation',
      'distance',
      'ranking',
      'participants',
      'averageDistance',
      'year',
    ]);
    expect(reading.rows.map((r) => ({ line: r.line, ring: r.ring.canonical, ...r.values }))).toEqual([
      {
        line: 2,
        ring: 'DV-06976-21-134',
        date: '2025-06-01',
        releaseLocation: 'Würzburg',
        distanceKm: 312.5,
        ranking: 3,
        participants: 120,
        averageDistanceKm: 310.25,
        year: 2025,
      },
      {
        line: 3,
        ring: 'DV-06976-21-135',
        date: '2025-06-15',
        releaseLocation: 'Passau',
        distanceKm: 412,
        ranking: 1,
        participants: 98,
        averageDistanceKm: null,
        year: 2025,
      },
    ]);
  });

  it('reads commas, English headers in any case, quoted fields and ISO dates', () => {
    const text = [
      ' RING , Date,Release Location,DISTANCE,ranking,Participants,Average Distance',
      '"DV-06976-21-134",2025-06-01,"Frankfurt, Main",312.5,3,120,"310.5"',
      'DV-06976-21-134,2025-06-08,"Bad ""Alt"" Kissingen",200,5,50,',
    ].join('\n');
    const reading = read(utf8(text));
    expect(reading).toMatchObject({ delimiter: ',', rowCount: 2, problems: [] });
    expect(reading.rows.map((r) => r.values.releaseLocation)).toEqual([
      'Frankfurt, Main',
      'Bad "Alt" Kissingen',
    ]);
    expect(reading.rows[0].values).toMatchObject({ distanceKm: 312.5, averageDistanceKm: 310.5, year: 2025 });
  });

  it('reads tabs and header synonyms (Distanz, Einsatz, units in brackets)', () => {
    const text =
      'Ring\tDatum\tAuflassort\tDistanz (km)\tPlatz\tEinsatz\n6976 21 0134W\t1.6.25\tLinz\t1.012,5\t7\t1.250\n';
    const reading = read(utf8(text));
    expect(reading).toMatchObject({ delimiter: '\t', problems: [] });
    expect(reading.rows[0].values).toMatchObject({
      distanceKm: 1012.5,
      participants: 1250,
      date: '2025-06-01',
    });
    expect(reading.rows[0].ring.canonical).toBe('DV-06976-21-134');
  });

  it('reads UTF-8 with a byte-order mark', () => {
    const reading = read(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(GERMAN)]));
    expect(reading).toMatchObject({ encoding: 'UTF-8 with BOM', rowCount: 2, problems: [] });
    expect(reading.columns[0]).toEqual({ header: 'Ringnummer', field: 'ring' });
  });

  it('reads Windows-1252 when the bytes are not UTF-8', () => {
    const reading = read(cp1252(GERMAN.replace('Passau', 'Günzburg')));
    expect(reading).toMatchObject({ encoding: 'windows-1252', problems: [] });
    expect(reading.rows.map((r) => r.values.releaseLocation)).toEqual(['Würzburg', 'Günzburg']);
  });

  it('reads UTF-16 with a byte-order mark (Excel "Unicode text")', () => {
    const body = GERMAN.replaceAll(';', '\t');
    const bytes = new Uint8Array(2 + body.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < body.length; i++)
      new DataView(bytes.buffer).setUint16(2 + i * 2, body.charCodeAt(i), true);
    expect(read(bytes)).toMatchObject({ encoding: 'UTF-16LE', delimiter: '\t', rowCount: 2, problems: [] });
  });

  it('finds the header below a title row and skips blank lines', () => {
    const text = `Preisliste 2025;;\n\n${GERMAN}\n;;;\n\n`;
    const reading = read(utf8(text));
    expect(reading).toMatchObject({ rowCount: 2, problems: [] });
    expect(reading.rows.map((r) => r.line)).toEqual([4, 5]);
  });

  it('shows the columns it found, unused ones included, and the first five rows', () => {
    const rows = Array.from({ length: 7 }, (_, i) => `DV-06976-21-${i + 1};0${i + 1}.06.2025;Ulm;100;1;10;x`);
    const reading = read(
      utf8(['Ring;Datum;Auflassort;Entfernung;Platz;Teilnehmer;Bemerkung', ...rows].join('\n')),
    );
    expect(reading.columns.at(-1)).toEqual({ header: 'Bemerkung', field: null });
    expect(reading.preview).toHaveLength(5);
    expect(reading.preview[0]).toEqual({ line: 2, cells: rows[0].split(';') });
    expect(reading.rowCount).toBe(7);
  });

  it('reads the first sheet of an .xlsx file, with real dates and numbers', () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Flugergebnisse'],
      ['Ring', 'Datum', 'Auflassort', 'Entfernung', 'Platz', 'Teilnehmer'],
      ['DV-06976-21-134', new Date(Date.UTC(2025, 5, 1)), 'Würzburg', 312.5, 3, 120],
      ['DV-06976-21-135', '15.06.2025', 'Passau', '412,5', 0, 98],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Ergebnisse');
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['ignored']]), 'Notizen');
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const reading = read(bytes);
    expect(reading).toMatchObject({ format: 'XLSX', encoding: null, delimiter: null, rowCount: 2 });
    expect(reading.rows.map((r) => ({ line: r.line, ...r.values }))).toEqual([
      {
        line: 3,
        date: '2025-06-01',
        releaseLocation: 'Würzburg',
        distanceKm: 312.5,
        ranking: 3,
        participants: 120,
        averageDistanceKm: null,
        year: 2025,
      },
    ]);
    expect(problemsOf(bytes)).toEqual(['4:ranking:PIGEON_PRICE_RANKING_MUST_BE_POSITIVE:0']);
  });
});

describe('readFlightFile: problems', () => {
  it('reports every bad row with its line, column, reason and value, and keeps the good ones', () => {
    const text = [
      'Ring;Datum;Auflassort;Entfernung;Platz;Teilnehmer;Durchschnitt;Jahr',
      'DV-06976-21-134;01.06.2025;Würzburg;312,5;3;120;;', // 2: good
      'kein Ring;01.06.2025;Würzburg;312,5;3;120;;', // 3
      'DV-06976-21-134;31.02.2025;Würzburg;312,5;3;120;;', // 4
      'DV-06976-21-134;02.06.2026;Würzburg;312,5;3;120;;', // 5: future
      'DV-06976-21-134;03.06.2025;Würzburg;-5;3;120;;', // 6
      'DV-06976-21-134;04.06.2025;Würzburg;5;0;120;;', // 7
      'DV-06976-21-134;05.06.2025;Würzburg;5;3;0;;', // 8
      'DV-06976-21-134;06.06.2025;Würzburg;5;121;120;;', // 9
      'DV-06976-21-134;07.06.2025;;abc;x;120;;', // 10
      'DV-06976-21-134;08.06.2025;Ulm;5;3;120;;2024', // 11
      '"DV-06976-21-134";09.06.2025;"Ulm', // 12: a quoted line break
      'Nord";5;3;120;;', // 13
      'DV-06976-21-134;10.06.2025;Ulm;5;3;120;-1;', // 14
    ].join('\n');
    expect(problemsOf(utf8(text))).toEqual([
      '3:ring:IMPORT_RING_INVALID:kein Ring',
      '4:date:IMPORT_DATE_INVALID:31.02.2025',
      '5:date:PIGEON_PRICE_IN_FUTURE:02.06.2026',
      '6:distance:PIGEON_PRICE_DISTANCE_MUST_BE_POSITIVE:-5',
      '7:ranking:PIGEON_PRICE_RANKING_MUST_BE_POSITIVE:0',
      '8:participants:PIGEON_PRICE_TOTAL_PARTICIPANTS_MUST_BE_POSITIVE:0',
      '9:ranking:IMPORT_RANKING_ABOVE_PARTICIPANTS:121',
      '10:releaseLocation:IMPORT_VALUE_MISSING',
      '10:distance:IMPORT_NUMBER_INVALID:abc',
      '10:ranking:IMPORT_WHOLE_NUMBER_INVALID:x',
      '11:year:IMPORT_YEAR_NOT_DATE:2024',
      '14:averageDistance:IMPORT_AVERAGE_DISTANCE_INVALID:-1',
    ]);
    const reading = read(utf8(text));
    expect(reading.rows.map((r) => r.line)).toEqual([2, 12]);
    expect(reading.rows[1].values.releaseLocation).toBe('Ulm Nord');
    expect(reading.rowCount).toBe(12);
  });

  it('reports missing values by column', () => {
    const text = 'Ring;Datum;Auflassort;Entfernung;Platz;Teilnehmer\n;;;;;5\n';
    expect(problemsOf(utf8(text))).toEqual([
      '2:ring:IMPORT_VALUE_MISSING',
      '2:date:IMPORT_VALUE_MISSING',
      '2:releaseLocation:IMPORT_VALUE_MISSING',
      '2:distance:IMPORT_VALUE_MISSING',
      '2:ranking:IMPORT_VALUE_MISSING',
    ]);
  });

  it('reports each missing required column at the header line and reads no rows', () => {
    const reading = read(utf8('Ring;Datum;Entfernung\nDV-06976-21-134;01.06.2025;300\n'));
    expect(reading.problems.map((p) => `${p.line}:${p.field}:${p.code}`)).toEqual([
      '1:releaseLocation:IMPORT_COLUMN_MISSING',
      '1:ranking:IMPORT_COLUMN_MISSING',
      '1:participants:IMPORT_COLUMN_MISSING',
    ]);
    expect(reading).toMatchObject({ rows: [], rowCount: 1 });
  });

  it('gives every problem a code with the values its text needs, and an English message', () => {
    const text = [
      'Ring;Datum;Auflassort;Entfernung;Platz;Teilnehmer;Durchschnitt;Jahr',
      'kein Ring;01.06.2025;Würzburg;312,5;3;120;;', // 2
      'DV-06976-21-134;06.06.2025;Würzburg;5;121;120;;', // 3
      'DV-06976-21-134;08.06.2025;Ulm;5;3;120;;2024', // 4
      `DV-06976-21-134;09.06.2025;${'x'.repeat(101)};5;3;120;;`, // 5
      'DV-06976-21-134;10.06.2025;Ulm;10001;3;120;;', // 6
      'DV-06976-21-134;11.06.2025;Ulm;5;3;2000000;;', // 7
    ].join('\n');
    const problems = read(utf8(text)).problems.map(({ line, code, params, message }) => ({
      line,
      code,
      params,
      message,
    }));
    expect(problems).toEqual([
      {
        line: 2,
        code: 'IMPORT_RING_INVALID',
        params: { example: 'DV-06976-21-134' },
        message: 'Enter a ring number like DV-06976-21-134',
      },
      {
        line: 3,
        code: 'IMPORT_RANKING_ABOVE_PARTICIPANTS',
        params: { participants: 120 },
        message: 'The ranking must not exceed the number of participants (120)',
      },
      {
        line: 4,
        code: 'IMPORT_YEAR_NOT_DATE',
        params: { dateYear: 2025 },
        message: 'The year does not match the date (2025)',
      },
      { line: 5, code: 'IMPORT_TEXT_TOO_LONG', params: { limit: 100 }, message: 'At most 100 characters' },
      {
        line: 6,
        code: 'IMPORT_DISTANCE_TOO_LARGE',
        params: { limit: 10_000 },
        message: 'The distance must be at most 10000 km',
      },
      {
        line: 7,
        code: 'IMPORT_COUNT_TOO_LARGE',
        params: { limit: 1_000_000 },
        message: 'The number of participants must be at most 1000000',
      },
    ]);
  });

  it('reports a line of which nothing can be read as one problem with the line as read', () => {
    const text = [
      'Ring;Datum;Auflassort;Entfernung;Platz;Teilnehmer;Durchschnitt;Jahr',
      'Das ist keine Zeile einer Preisliste', // 2: one cell of text
      'Summe;;;;;;;', // 3: a total
      'Ring;Datum;Auflassort;Entfernung;Platz;Teilnehmer;Durchschnitt;Jahr', // 4: the header again
      `${'Bla '.repeat(30)};x;y;z`, // 5: long
      ';;;;;5;;', // 6: one number, so each missing value is named
      'DV-06976-21-134;01.06.2025;Würzburg;312,5;3;120;;', // 7: good
    ].join('\n');
    const reading = read(utf8(text));
    expect(
      reading.problems.filter((p) => p.line !== 6).map((p) => [p.line, p.field, p.code, p.value]),
    ).toEqual([
      [2, null, 'IMPORT_LINE_UNREADABLE', 'Das ist keine Zeile einer Preisliste'],
      [3, null, 'IMPORT_LINE_UNREADABLE', 'Summe'],
      [
        4,
        null,
        'IMPORT_LINE_UNREADABLE',
        'Ring;Datum;Auflassort;Entfernung;Platz;Teilnehmer;Durchschnitt;Jahr',
      ],
      [5, null, 'IMPORT_LINE_UNREADABLE', `${'Bla '.repeat(30).trim().slice(0, 79)}…`],
    ]);
    expect(reading.problems.find((p) => p.line === 2)).toMatchObject({
      params: {},
      message: 'Nothing in this line can be read as a flight result',
    });
    expect(reading.problems.filter((p) => p.line === 6)).toHaveLength(5);
    expect(reading.rows.map((r) => r.line)).toEqual([7]);
  });

  it('names the missing columns when the header has only the ring number', () => {
    const reading = read(utf8('Ringnummer;Name\nDV-06976-21-134;Karl\n'));
    expect(reading.problems.map((p) => `${p.line}:${p.field}:${p.code}`)).toEqual([
      '1:date:IMPORT_COLUMN_MISSING',
      '1:releaseLocation:IMPORT_COLUMN_MISSING',
      '1:distance:IMPORT_COLUMN_MISSING',
      '1:ranking:IMPORT_COLUMN_MISSING',
      '1:participants:IMPORT_COLUMN_MISSING',
    ]);
    expect(reading.problems[0].message).toBe('The column for the date is missing');
  });

  it('quotes the first line of a file without a header row', () => {
    const reading = read(utf8('\nName;Adresse;Telefon\nKarl;Dortmund;0231\n'));
    expect(reading).toMatchObject({
      format: 'CSV',
      encoding: 'UTF-8',
      delimiter: ';',
      rowCount: 0,
      rows: [],
    });
    expect(reading.problems).toEqual([
      {
        line: null,
        field: 'ring',
        code: 'IMPORT_NO_HEADER',
        params: { firstLine: 'Name;Adresse;Telefon' },
        message: 'No column Ringnummer found; the first line reads: "Name;Adresse;Telefon"',
        value: null,
      },
    ]);
    const long = read(utf8(`${'Spalte;'.repeat(20)}\n1;2;3\n`)).problems[0].params.firstLine;
    expect(long).toHaveLength(80);
    expect(long).toMatch(/^Spalte;Spalte;.*…$/);
  });

  it.each([
    ['an empty file', new Uint8Array(), 'IMPORT_FILE_EMPTY', 'the file is empty'],
    ['a file of blank lines', utf8('\n ; \n\n'), 'IMPORT_FILE_EMPTY', 'the file is empty'],
    [
      'a binary file',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
      'IMPORT_FILE_NOT_A_TABLE',
      'neither CSV, TSV nor a spreadsheet',
    ],
    [
      'a broken spreadsheet',
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]),
      'IMPORT_FILE_NOT_A_TABLE',
      'neither CSV, TSV nor a spreadsheet',
    ],
  ])('calls %s unreadable', (_what, bytes, code, reason) => {
    const reading = read(bytes);
    expect(reading.problems).toEqual([
      {
        line: null,
        field: null,
        code,
        params: {},
        message: `A valid file must be selected: ${reason}`,
        value: null,
      },
    ]);
    expect(reading.rowCount).toBe(0);
  });
});
