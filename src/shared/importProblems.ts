/**
 * Why the flight-result import refused a file or a line: one closed list of codes that the server
 * reports and the web turns into German or English text (the server's own English wording is only
 * a fallback for other API users). A problem carries the values its text needs as parameters.
 *
 * Five codes come from the shared error codes, because they already name exactly that rule:
 * PIGEON_NOT_FOUND and the four PIGEON_PRICE_* codes. Everything else starts with IMPORT_.
 */
export const IMPORT_PROBLEM_CODES = [
  // The whole file. Nothing of it is read, except for a missing column (reported on the header
  // line) and a file the database refused while writing.
  'IMPORT_FILE_EMPTY',
  /** params.limit: megabytes */
  'IMPORT_FILE_TOO_LARGE',
  /** Neither CSV/TSV text nor a spreadsheet. */
  'IMPORT_FILE_NOT_A_TABLE',
  'IMPORT_FILE_MIXED_ENCODING',
  /** params.limit: megabytes */
  'IMPORT_FILE_UNPACKS_TOO_LARGE',
  /** params.limit: rows */
  'IMPORT_FILE_TOO_MANY_ROWS',
  /** No header row with a ring-number column; params.firstLine: the file's first line, shortened. */
  'IMPORT_NO_HEADER',
  /** A required column (field) is not in the header. */
  'IMPORT_COLUMN_MISSING',
  'IMPORT_FILE_REFUSED',

  // One line, while reading it.
  /** Not one cell of the line could be read: one problem instead of one per column. */
  'IMPORT_LINE_UNREADABLE',
  /** The cell of a required column (field) is empty. */
  'IMPORT_VALUE_MISSING',
  /** params.example: how a ring number looks. */
  'IMPORT_RING_INVALID',
  'IMPORT_DATE_INVALID',
  'IMPORT_NUMBER_INVALID',
  'IMPORT_WHOLE_NUMBER_INVALID',
  'IMPORT_YEAR_INVALID',

  // One line, against the rules of a flight result (checkFlightResult).
  'PIGEON_PRICE_IN_FUTURE',
  /** params.limit: characters */
  'IMPORT_TEXT_TOO_LONG',
  'PIGEON_PRICE_DISTANCE_MUST_BE_POSITIVE',
  /** params.limit: km */
  'IMPORT_DISTANCE_TOO_LARGE',
  'PIGEON_PRICE_RANKING_MUST_BE_POSITIVE',
  'PIGEON_PRICE_TOTAL_PARTICIPANTS_MUST_BE_POSITIVE',
  /** params.limit: the largest count */
  'IMPORT_COUNT_TOO_LARGE',
  /** params.participants: the number the ranking exceeds. */
  'IMPORT_RANKING_ABOVE_PARTICIPANTS',
  /** params.limit: km */
  'IMPORT_AVERAGE_DISTANCE_INVALID',
  /** params.dateYear: the year of the date. */
  'IMPORT_YEAR_NOT_DATE',

  // One line, against the database.
  /** No pigeon has the ring number. */
  'PIGEON_NOT_FOUND',
  /** params.otherLine: the earlier line with the same pigeon, date and place but other values. */
  'IMPORT_CONFLICTS_WITH_LINE',
  /** A stored result with the same pigeon, date and place has other values. */
  'IMPORT_CONFLICTS_WITH_STORED',
] as const;

export type ImportProblemCode = (typeof IMPORT_PROBLEM_CODES)[number];

export function isImportProblemCode(value: unknown): value is ImportProblemCode {
  return typeof value === 'string' && (IMPORT_PROBLEM_CODES as readonly string[]).includes(value);
}

/** The values a problem's text needs; which ones are set depends on the code (see above). */
export interface ImportProblemParams {
  /** The most that is allowed, in the unit the code's text names. */
  limit?: number;
  /** Another line of the same file. */
  otherLine?: number;
  /** The first line of a file in which no header was found, shortened. */
  firstLine?: string;
  /** How a valid value looks. */
  example?: string;
  /** The number of participants a ranking exceeds. */
  participants?: number;
  /** The year of the date, when the year column says otherwise. */
  dateYear?: number;
}
