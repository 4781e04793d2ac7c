import { type DetectedColumn, REQUIRED_FIELDS } from './columns.ts';
import type { Delimiter, SourceRecord } from './delimited.ts';
import { type FlightRow, type ImportProblem, isBlank, readFlightRow } from './flightRows.ts';
import { MAX_ROWS, MAX_UNPACKED_BYTES, readTable, type TableFormat, type TableProblem } from './readTable.ts';

export type { FlightRow, ImportProblem } from './flightRows.ts';

export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const PREVIEW_ROWS = 5;
export const UNREADABLE_FILE = 'A valid file must be selected';

const TABLE_PROBLEMS: Record<TableProblem, string> = {
  unreadable: 'neither CSV, TSV nor a spreadsheet',
  binary: 'neither CSV, TSV nor a spreadsheet',
  mixedEncoding: 'it mixes the encodings UTF-8 and Windows-1252; save it again as UTF-8',
  tooLargeUnpacked: `the spreadsheet unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB`,
  tooManyRows: `more than ${MAX_ROWS.toLocaleString('en')} rows`,
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
  const unreadable = (message: string): FlightFileReading => ({
    ...empty,
    problems: [{ line: null, field: null, code: 'JSON_PARSE_ERROR', message, value: null }],
  });
  if (bytes.length === 0) return unreadable(`${UNREADABLE_FILE}: the file is empty`);
  if (bytes.length > MAX_FILE_BYTES)
    return unreadable(`${UNREADABLE_FILE}: the file is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`);
  const table = readTable(bytes);
  if ('problem' in table) return unreadable(`${UNREADABLE_FILE}: ${TABLE_PROBLEMS[table.problem]}`);
  const { header } = table;
  // One recognised column is no header: that is a file of something else.
  if (!header || header.recognised < 2)
    return unreadable(`${UNREADABLE_FILE}: no header row with flight-result columns found`);

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
    reading.problems = missing.map((field) => ({
      line: headerLine,
      field,
      code: 'VALIDATION_FAILED',
      message: `The column for ${field} is missing`,
      value: null,
    }));
    return reading;
  }
  for (const record of data) {
    const result = readFlightRow(record, header, today);
    if ('row' in result) reading.rows.push(result.row);
    else reading.problems.push(...result.problems);
  }
  return reading;
}
