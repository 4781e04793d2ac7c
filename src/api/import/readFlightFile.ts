import type { ImportProblemCode, ImportProblemParams } from '../../shared/importProblems.ts';
import { type DetectedColumn, REQUIRED_FIELDS } from './columns.ts';
import type { Delimiter, SourceRecord } from './delimited.ts';
import {
  type FlightRow,
  type ImportProblem,
  importProblem,
  isBlank,
  readFlightRow,
  recordText,
} from './flightRows.ts';
import { MAX_ROWS, MAX_UNPACKED_BYTES, readTable, type TableFormat, type TableProblem } from './readTable.ts';

export type { FlightRow, ImportProblem } from './flightRows.ts';

const MAX_FILE_BYTES = 20 * 1024 * 1024;
const PREVIEW_ROWS = 5;
export const UNREADABLE_FILE = 'A valid file must be selected';

const MB = 1024 * 1024;

const TABLE_PROBLEMS: Record<TableProblem, { code: ImportProblemCode; params?: ImportProblemParams }> = {
  unreadable: { code: 'IMPORT_FILE_NOT_A_TABLE' },
  binary: { code: 'IMPORT_FILE_NOT_A_TABLE' },
  mixedEncoding: { code: 'IMPORT_FILE_MIXED_ENCODING' },
  tooLargeUnpacked: { code: 'IMPORT_FILE_UNPACKS_TOO_LARGE', params: { limit: MAX_UNPACKED_BYTES / MB } },
  tooManyRows: { code: 'IMPORT_FILE_TOO_MANY_ROWS', params: { limit: MAX_ROWS } },
};

/** Everything read from one file before the database is asked anything. */
export interface FlightFileReading {
  format: TableFormat | null;
  encoding: string | null;
  delimiter: Delimiter | null;
  /** The header row as found, with the field each column was taken for. */
  columns: DetectedColumn[];
  /** The first data rows, as read. */
  preview: SourceRecord[];
  /** Non-empty data rows, good or bad. */
  rowCount: number;
  rows: FlightRow[];
  problems: ImportProblem[];
}

/** Reads a CSV/TSV/xlsx file of flight results; `today` (`yyyy-mm-dd`) bounds the dates. */
export function readFlightFile(bytes: Uint8Array, today: string): FlightFileReading {
  const empty: FlightFileReading = {
    format: null,
    encoding: null,
    delimiter: null,
    columns: [],
    preview: [],
    rowCount: 0,
    rows: [],
    problems: [],
  };
  const unreadable = (code: ImportProblemCode, params?: ImportProblemParams): FlightFileReading => ({
    ...empty,
    problems: [importProblem({ line: null, field: null, code, params, value: null })],
  });
  if (bytes.length === 0) return unreadable('IMPORT_FILE_EMPTY');
  if (bytes.length > MAX_FILE_BYTES)
    return unreadable('IMPORT_FILE_TOO_LARGE', { limit: MAX_FILE_BYTES / MB });
  const table = readTable(bytes);
  if ('problem' in table)
    return unreadable(TABLE_PROBLEMS[table.problem].code, TABLE_PROBLEMS[table.problem].params);
  const { header } = table;
  // Text of a spreadsheet row or of a tab-separated line is shown with semicolons between the cells.
  const separator = table.delimiter === ';' || table.delimiter === ',' ? table.delimiter : '; ';
  // One recognised column is no header (that is a file of something else) unless it is the ring
  // number: then the missing columns are named. Without a header, the first line is quoted back,
  // so that the person importing sees what the file starts with instead of a generic refusal.
  if (!header || (header.recognised < 2 && header.fieldIndex.ring === undefined)) {
    const first = table.records.find((record) => !isBlank(record));
    if (!first) return unreadable('IMPORT_FILE_EMPTY');
    const problem = importProblem({
      line: null,
      field: 'ring',
      code: 'IMPORT_NO_HEADER',
      params: { firstLine: recordText(first, separator) },
      value: null,
    });
    const { format, encoding, delimiter } = table;
    return { ...empty, format, encoding, delimiter, problems: [problem] };
  }

  const data = table.records.slice(header.index + 1).filter((record) => !isBlank(record));
  const reading: FlightFileReading = {
    format: table.format,
    encoding: table.encoding,
    delimiter: table.delimiter,
    columns: header.columns,
    preview: data.slice(0, PREVIEW_ROWS),
    rowCount: data.length,
    rows: [],
    problems: [],
  };
  const headerLine = table.records[header.index].line;
  const missing = REQUIRED_FIELDS.filter((field) => header.fieldIndex[field] === undefined);
  if (missing.length > 0) {
    reading.problems = missing.map((field) =>
      importProblem({ line: headerLine, field, code: 'IMPORT_COLUMN_MISSING', value: null }),
    );
    return reading;
  }
  for (const record of data) {
    const result = readFlightRow(record, header, today, separator);
    if ('row' in result) reading.rows.push(result.row);
    else reading.problems.push(...result.problems);
  }
  return reading;
}
