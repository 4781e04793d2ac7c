import {
  checkFlightResult,
  type FlightField,
  type FlightResultValues,
  normaliseReleaseLocation,
} from '../../shared/flightResults.ts';
import type { ImportProblemCode, ImportProblemParams } from '../../shared/importProblems.ts';
import { parseCalendarDate, parseDecimal, parseWholeNumber } from '../../shared/lenientValues.ts';
import { parseRingNumber, RING_NUMBER_EXAMPLE, type RingNumber } from '../../shared/ringNumber.ts';
import type { HeaderMatch } from './columns.ts';
import type { SourceRecord } from './delimited.ts';
import { importProblemMessage } from './importProblemMessages.ts';

/** Something wrong with a file (line null) or one of its lines. */
export interface ImportProblem {
  line: number | null;
  field: FlightField | null;
  code: ImportProblemCode;
  /** The values the problem's text needs (see IMPORT_PROBLEM_CODES). */
  params: ImportProblemParams;
  /** English, for API users and the command line; the web words the code itself. */
  message: string;
  /** The cell as read, when one cell is at fault; the whole line when none of it could be read. */
  value: string | null;
}

/** A problem with its English description filled in. */
export function importProblem(
  problem: Omit<ImportProblem, 'message' | 'params'> & { params?: ImportProblemParams },
): ImportProblem {
  const params = problem.params ?? {};
  return { ...problem, params, message: importProblemMessage(problem.code, params, problem.field) };
}

export interface FlightRow {
  line: number;
  ring: RingNumber;
  values: FlightResultValues;
}

/** Longest text of a line or cell quoted back in a problem. */
const QUOTED_TEXT_MAX = 80;

/** The cells of a record as one line of text (trailing empty cells left out), shortened. */
export function recordText(record: SourceRecord, separator: string): string {
  const cells = record.cells.map((cell) => cell.trim());
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
  const text = cells.join(separator);
  return text.length > QUOTED_TEXT_MAX ? `${text.slice(0, QUOTED_TEXT_MAX - 1)}…` : text;
}

/**
 * Reads one data record into a flight result; problems name the line and the cell. A line of
 * which not one cell can be read (a note, a total, a second header, text pasted by mistake) is one
 * problem for the whole line instead of one per column. The release location is free text and so
 * does not count as readable on its own.
 */
export function readFlightRow(
  record: SourceRecord,
  header: HeaderMatch,
  today: string,
  separator = '; ',
): { row: FlightRow } | { problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  // Cells that held a value of their kind: a ring number, a date, a number.
  let readable = 0;
  const problem = (
    field: FlightField,
    code: ImportProblemCode,
    value: string | null,
    params?: ImportProblemParams,
  ) => problems.push(importProblem({ line: record.line, field, code, params, value }));
  const cell = (field: FlightField) => {
    const index = header.fieldIndex[field];
    return index === undefined ? '' : (record.cells[index] ?? '').trim();
  };
  function read<T>(
    field: FlightField,
    parse: (text: string) => T | null,
    invalid: ImportProblemCode,
    fallback?: T,
  ) {
    const text = cell(field);
    if (text === '') {
      if (fallback !== undefined) return fallback;
      problem(field, 'IMPORT_VALUE_MISSING', null);
      return null;
    }
    const value = parse(text);
    if (value === null) problem(field, invalid, text);
    else readable++;
    return value;
  }

  const ringText = cell('ring');
  const parsedRing = ringText === '' ? null : parseRingNumber(ringText);
  if (parsedRing === null) problem('ring', 'IMPORT_VALUE_MISSING', null);
  else if (!parsedRing.ok) problem('ring', 'IMPORT_RING_INVALID', ringText, { example: RING_NUMBER_EXAMPLE });
  else readable++;
  const date = read('date', parseCalendarDate, 'IMPORT_DATE_INVALID');
  const releaseLocation = normaliseReleaseLocation(cell('releaseLocation'));
  if (releaseLocation === '') problem('releaseLocation', 'IMPORT_VALUE_MISSING', null);
  const distanceKm = read('distance', parseDecimal, 'IMPORT_NUMBER_INVALID');
  const ranking = read('ranking', parseWholeNumber, 'IMPORT_WHOLE_NUMBER_INVALID');
  const participants = read('participants', parseWholeNumber, 'IMPORT_WHOLE_NUMBER_INVALID');
  const averageDistanceKm = read<number | null>(
    'averageDistance',
    parseDecimal,
    'IMPORT_NUMBER_INVALID',
    null,
  );
  const year = read<number | null>('year', parseWholeNumber, 'IMPORT_YEAR_INVALID', null);
  if (readable === 0) {
    const line = importProblem({
      line: record.line,
      field: null,
      code: 'IMPORT_LINE_UNREADABLE',
      value: recordText(record, separator),
    });
    return { problems: [line] };
  }
  if (problems.length > 0 || !parsedRing?.ok || date === null) return { problems };

  const values: FlightResultValues = {
    date,
    releaseLocation,
    distanceKm: distanceKm!,
    ranking: ranking!,
    participants: participants!,
    averageDistanceKm,
    year: year ?? Number(date.slice(0, 4)),
  };
  const broken = checkFlightResult(values, today);
  if (broken.length > 0) {
    return {
      problems: broken.map((p) => importProblem({ line: record.line, ...p, value: cell(p.field) || null })),
    };
  }
  return { row: { line: record.line, ring: parsedRing.ring, values } };
}

export function isBlank(record: SourceRecord): boolean {
  return record.cells.every((cell) => cell.trim() === '');
}
