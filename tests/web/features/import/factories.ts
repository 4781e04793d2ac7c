import type { ImportProblemCode } from '@shared/importProblems';
import type { ImportResult } from '@web/features/import/hooks/useFlightImport';

export type FileReport = ImportResult['files'][number];
export type Problem = FileReport['problems'][number];

const NO_PARAMS: Problem['params'] = {
  limit: null,
  otherLine: null,
  firstLine: null,
  example: null,
  participants: null,
  dateYear: null,
};

/** What the server sends as `message`: English, and never meant for the page. */
export const SERVER_TEXT = 'English text of the server';

/** A problem as the import mutation returns it: line 3 of flug.csv unless told otherwise. */
export function problem(
  code: string,
  overrides: Partial<Omit<Problem, 'params'>> & { params?: Partial<Problem['params']> } = {},
): Problem {
  const { params, ...rest } = overrides;
  return {
    file: 'flug.csv',
    line: 3,
    field: null,
    code,
    message: SERVER_TEXT,
    value: null,
    ...rest,
    params: { ...NO_PARAMS, ...params },
  };
}

/** One problem of every code, with the parameters the server sends for it. */
export const PROBLEM_OF_EVERY_CODE: Record<ImportProblemCode, Problem> = {
  IMPORT_FILE_EMPTY: problem('IMPORT_FILE_EMPTY', { line: null }),
  IMPORT_FILE_TOO_LARGE: problem('IMPORT_FILE_TOO_LARGE', { line: null, params: { limit: 20 } }),
  IMPORT_FILE_NOT_A_TABLE: problem('IMPORT_FILE_NOT_A_TABLE', { line: null }),
  IMPORT_FILE_MIXED_ENCODING: problem('IMPORT_FILE_MIXED_ENCODING', { line: null }),
  IMPORT_FILE_UNPACKS_TOO_LARGE: problem('IMPORT_FILE_UNPACKS_TOO_LARGE', {
    line: null,
    params: { limit: 50 },
  }),
  IMPORT_FILE_TOO_MANY_ROWS: problem('IMPORT_FILE_TOO_MANY_ROWS', { line: null, params: { limit: 250_000 } }),
  IMPORT_NO_HEADER: problem('IMPORT_NO_HEADER', {
    line: null,
    field: 'ring',
    params: { firstLine: 'Name;Ort;Telefon' },
  }),
  IMPORT_COLUMN_MISSING: problem('IMPORT_COLUMN_MISSING', { line: 1, field: 'participants' }),
  IMPORT_FILE_REFUSED: problem('IMPORT_FILE_REFUSED', { line: null }),
  IMPORT_LINE_UNREADABLE: problem('IMPORT_LINE_UNREADABLE', { value: '#### ----' }),
  IMPORT_VALUE_MISSING: problem('IMPORT_VALUE_MISSING', { field: 'date' }),
  IMPORT_RING_INVALID: problem('IMPORT_RING_INVALID', {
    field: 'ring',
    value: 'DV-123',
    params: { example: 'DV-06976-21-134' },
  }),
  IMPORT_DATE_INVALID: problem('IMPORT_DATE_INVALID', { field: 'date', value: '31.02.2025' }),
  IMPORT_NUMBER_INVALID: problem('IMPORT_NUMBER_INVALID', { field: 'distance', value: '1,2,3' }),
  IMPORT_WHOLE_NUMBER_INVALID: problem('IMPORT_WHOLE_NUMBER_INVALID', { field: 'ranking', value: '2.5' }),
  IMPORT_YEAR_INVALID: problem('IMPORT_YEAR_INVALID', { field: 'year', value: '20x5' }),
  PIGEON_PRICE_IN_FUTURE: problem('PIGEON_PRICE_IN_FUTURE', { field: 'date', value: '02.06.2099' }),
  IMPORT_TEXT_TOO_LONG: problem('IMPORT_TEXT_TOO_LONG', { field: 'releaseLocation', params: { limit: 100 } }),
  PIGEON_PRICE_DISTANCE_MUST_BE_POSITIVE: problem('PIGEON_PRICE_DISTANCE_MUST_BE_POSITIVE', {
    field: 'distance',
    value: '-5',
  }),
  IMPORT_DISTANCE_TOO_LARGE: problem('IMPORT_DISTANCE_TOO_LARGE', {
    field: 'distance',
    value: '12000',
    params: { limit: 10_000 },
  }),
  PIGEON_PRICE_RANKING_MUST_BE_POSITIVE: problem('PIGEON_PRICE_RANKING_MUST_BE_POSITIVE', {
    field: 'ranking',
    value: '0',
  }),
  PIGEON_PRICE_TOTAL_PARTICIPANTS_MUST_BE_POSITIVE: problem(
    'PIGEON_PRICE_TOTAL_PARTICIPANTS_MUST_BE_POSITIVE',
    {
      field: 'participants',
      value: '0',
    },
  ),
  IMPORT_COUNT_TOO_LARGE: problem('IMPORT_COUNT_TOO_LARGE', {
    field: 'participants',
    value: '2000000',
    params: { limit: 1_000_000 },
  }),
  IMPORT_RANKING_ABOVE_PARTICIPANTS: problem('IMPORT_RANKING_ABOVE_PARTICIPANTS', {
    field: 'ranking',
    value: '121',
    params: { participants: 120 },
  }),
  IMPORT_AVERAGE_DISTANCE_INVALID: problem('IMPORT_AVERAGE_DISTANCE_INVALID', {
    field: 'averageDistance',
    value: '-1',
    params: { limit: 10_000 },
  }),
  IMPORT_YEAR_NOT_DATE: problem('IMPORT_YEAR_NOT_DATE', {
    field: 'year',
    value: '2024',
    params: { dateYear: 2025 },
  }),
  PIGEON_NOT_FOUND: problem('PIGEON_NOT_FOUND', { field: 'ring', value: 'DV-06976-21-999' }),
  IMPORT_CONFLICTS_WITH_LINE: problem('IMPORT_CONFLICTS_WITH_LINE', {
    line: 12_346,
    params: { otherLine: 12_345 },
  }),
  IMPORT_CONFLICTS_WITH_STORED: problem('IMPORT_CONFLICTS_WITH_STORED'),
};

/** A file report: flug.csv with three rows, one new and two rejected for two problems. */
export function fileReport(overrides: Partial<FileReport> = {}): FileReport {
  return {
    name: 'flug.csv',
    format: 'CSV',
    encoding: 'windows-1252',
    delimiter: ';',
    rows: 3,
    added: 1,
    unchanged: 0,
    rejected: 2,
    problemCount: 2,
    columns: [
      { header: 'Ringnummer', field: 'ring' },
      { header: 'Entfernung (km)', field: 'distance' },
      { header: 'Bemerkung', field: null },
    ],
    preview: [{ line: 2, cells: ['DV-06976-21-134', '312,5', 'gut'] }],
    problems: [
      PROBLEM_OF_EVERY_CODE.PIGEON_NOT_FOUND,
      problem('IMPORT_RANKING_ABOVE_PARTICIPANTS', {
        line: 4,
        field: 'ranking',
        params: { participants: 120 },
      }),
    ],
    ...overrides,
  };
}

/** A file of which nothing could be read. */
export function unreadableFile(name = 'bild.xlsx', code = 'IMPORT_FILE_NOT_A_TABLE'): FileReport {
  return fileReport({
    name,
    format: null,
    encoding: null,
    delimiter: null,
    rows: 0,
    added: 0,
    unchanged: 0,
    rejected: 0,
    columns: [],
    preview: [],
    problemCount: 1,
    problems: [problem(code, { file: name, line: null })],
  });
}

/** The answer of the import for these files, the totals summed up. */
export function importResult(files: FileReport[], dryRun = true): ImportResult {
  const sum = (key: 'added' | 'unchanged' | 'rejected' | 'problemCount') =>
    files.reduce((total, file) => total + file[key], 0);
  return {
    dryRun,
    files,
    added: sum('added'),
    unchanged: sum('unchanged'),
    rejected: sum('rejected'),
    problemCount: sum('problemCount'),
  };
}
