import type { FlightField } from '../../shared/flightResults.ts';
import type { ImportProblemCode, ImportProblemParams } from '../../shared/importProblems.ts';

/** How the English texts name each column. */
const FIELD_NAMES: Record<FlightField, string> = {
  ring: 'ring number',
  date: 'date',
  releaseLocation: 'release location',
  distance: 'distance',
  ranking: 'ranking',
  participants: 'number of participants',
  averageDistance: 'average distance',
  year: 'year',
};

// Problems that mean "choose another file" say so first, as the call-level refusal does.
const INVALID_FILE = 'A valid file must be selected';

type Describe = (params: ImportProblemParams, field: string) => string;

const MESSAGES: Record<ImportProblemCode, Describe> = {
  IMPORT_FILE_EMPTY: () => `${INVALID_FILE}: the file is empty`,
  IMPORT_FILE_TOO_LARGE: (p) => `${INVALID_FILE}: the file is larger than ${p.limit} MB`,
  IMPORT_FILE_NOT_A_TABLE: () => `${INVALID_FILE}: neither CSV, TSV nor a spreadsheet`,
  IMPORT_FILE_MIXED_ENCODING: () =>
    `${INVALID_FILE}: it mixes the encodings UTF-8 and Windows-1252; save it again as UTF-8`,
  IMPORT_FILE_UNPACKS_TOO_LARGE: (p) => `${INVALID_FILE}: the spreadsheet unpacks to more than ${p.limit} MB`,
  IMPORT_FILE_TOO_MANY_ROWS: (p) => `${INVALID_FILE}: more than ${p.limit?.toLocaleString('en')} rows`,
  IMPORT_NO_HEADER: (p) => `No column Ringnummer found; the first line reads: "${p.firstLine}"`,
  IMPORT_COLUMN_MISSING: (_, field) => `The column for the ${field} is missing`,
  IMPORT_FILE_REFUSED: () => 'The database refused this file; nothing of it was written',
  IMPORT_LINE_UNREADABLE: () => 'Nothing in this line can be read as a flight result',
  IMPORT_VALUE_MISSING: (_, field) => `The ${field} is missing`,
  IMPORT_RING_INVALID: (p) => `Enter a ring number like ${p.example}`,
  IMPORT_DATE_INVALID: () => 'Not a date (dd.mm.yyyy or yyyy-mm-dd)',
  IMPORT_NUMBER_INVALID: () => 'Not a number',
  IMPORT_WHOLE_NUMBER_INVALID: () => 'Not a whole number',
  IMPORT_YEAR_INVALID: () => 'Not a year',
  PIGEON_PRICE_IN_FUTURE: () => 'The date must not be in the future',
  IMPORT_TEXT_TOO_LONG: (p) => `At most ${p.limit} characters`,
  PIGEON_PRICE_DISTANCE_MUST_BE_POSITIVE: () => 'The distance must be positive',
  IMPORT_DISTANCE_TOO_LARGE: (p) => `The distance must be at most ${p.limit} km`,
  PIGEON_PRICE_RANKING_MUST_BE_POSITIVE: () => 'The ranking must be a positive whole number',
  PIGEON_PRICE_TOTAL_PARTICIPANTS_MUST_BE_POSITIVE: () =>
    'The number of participants must be a positive whole number',
  IMPORT_COUNT_TOO_LARGE: (p, field) => `The ${field} must be at most ${p.limit}`,
  IMPORT_RANKING_ABOVE_PARTICIPANTS: (p) =>
    `The ranking must not exceed the number of participants (${p.participants})`,
  IMPORT_AVERAGE_DISTANCE_INVALID: (p) => `The average distance must be positive and at most ${p.limit} km`,
  IMPORT_YEAR_NOT_DATE: (p) => `The year does not match the date (${p.dateYear})`,
  PIGEON_NOT_FOUND: () => 'Unknown ring number',
  IMPORT_CONFLICTS_WITH_LINE: (p) =>
    `Line ${p.otherLine} has the same pigeon, date and release location with other values`,
  IMPORT_CONFLICTS_WITH_STORED: () =>
    'Differs from the stored result for this pigeon, date and release location',
};

/**
 * The English description of a problem, for API users and the command line. The web does not
 * show it: it words each code itself, in German or English.
 */
export function importProblemMessage(
  code: ImportProblemCode,
  params: ImportProblemParams,
  field: FlightField | null,
): string {
  return MESSAGES[code](params, field === null ? 'value' : FIELD_NAMES[field]);
}
