import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ImportProblemCode, isImportProblemCode } from '@shared/importProblems';
import type { FlightResultField } from '@web/gql/graphql';

/** What an unreadable or missing file is told with. */
export const INVALID_FILE_MESSAGE = msg`Bitte wählen Sie eine gültige Datei aus`;

export const FIELD_LABELS: Record<FlightResultField, MessageDescriptor> = {
  ring: msg`Ringnummer`,
  date: msg`Datum`,
  releaseLocation: msg`Auflassort`,
  distance: msg`Entfernung`,
  ranking: msg`Platz`,
  participants: msg`Teilnehmer`,
  averageDistance: msg`Durchschnitt`,
  year: msg`Jahr`,
};

/** The values of a problem's text as the server sends them (null where the code needs none). */
interface ProblemParams {
  limit: number | null;
  otherLine: number | null;
  firstLine: string | null;
  example: string | null;
  participants: number | null;
  dateYear: number | null;
}

export interface ProblemLike {
  code: string;
  field: FlightResultField | null;
  params: ProblemParams;
  message: string;
}

/** The parameters ready for a text: numbers formatted for the language, the column named. */
interface TextValues {
  limit: string;
  otherLine: string;
  firstLine: string;
  example: string;
  participants: string;
  dateYear: string;
  column: string;
}

/**
 * The text of every import problem code, in German here and in English in the catalog. The column
 * and line are shown above the text, so a text names them only where it helps.
 */
const PROBLEM_TEXTS: Record<ImportProblemCode, (v: TextValues) => MessageDescriptor> = {
  IMPORT_FILE_EMPTY: () => msg`Die Datei ist leer.`,
  IMPORT_FILE_TOO_LARGE: ({ limit }) => msg`Die Datei ist größer als ${limit} MB.`,
  IMPORT_FILE_NOT_A_TABLE: () =>
    msg`Die Datei ist weder CSV noch TSV noch eine Excel-Tabelle (.xlsx) und lässt sich nicht lesen.`,
  IMPORT_FILE_MIXED_ENCODING: () =>
    msg`Die Datei mischt die Kodierungen UTF-8 und Windows-1252. Bitte speichern Sie sie erneut als UTF-8.`,
  IMPORT_FILE_UNPACKS_TOO_LARGE: ({ limit }) => msg`Die Tabelle ist entpackt größer als ${limit} MB.`,
  IMPORT_FILE_TOO_MANY_ROWS: ({ limit }) =>
    msg`Die Datei hat mehr als ${limit} Zeilen. Bitte teilen Sie sie auf.`,
  IMPORT_NO_HEADER: ({ firstLine }) =>
    msg`Keine Spalte Ringnummer gefunden; die erste Zeile lautet: „${firstLine}“.`,
  IMPORT_COLUMN_MISSING: ({ column }) => msg`Keine Spalte ${column} gefunden.`,
  IMPORT_FILE_REFUSED: () => msg`Die Datenbank hat diese Datei abgelehnt; nichts davon wurde gespeichert.`,
  IMPORT_LINE_UNREADABLE: () =>
    msg`In dieser Zeile ist nichts als Flugergebnis lesbar: keine Ringnummer, kein Datum, keine Zahl.`,
  IMPORT_VALUE_MISSING: () => msg`Hier fehlt ein Wert.`,
  IMPORT_RING_INVALID: ({ example }) => msg`Keine gültige Ringnummer (so sieht eine aus: ${example}).`,
  IMPORT_DATE_INVALID: () => msg`Kein Datum (TT.MM.JJJJ oder JJJJ-MM-TT).`,
  IMPORT_NUMBER_INVALID: () => msg`Keine Zahl.`,
  IMPORT_WHOLE_NUMBER_INVALID: () => msg`Keine ganze Zahl.`,
  IMPORT_YEAR_INVALID: () => msg`Kein Jahr.`,
  PIGEON_PRICE_IN_FUTURE: () => msg`Das Datum darf nicht in der Zukunft liegen.`,
  IMPORT_TEXT_TOO_LONG: ({ limit }) => msg`Höchstens ${limit} Zeichen.`,
  PIGEON_PRICE_DISTANCE_MUST_BE_POSITIVE: () => msg`Die Entfernung muss größer als null sein.`,
  IMPORT_DISTANCE_TOO_LARGE: ({ limit }) => msg`Die Entfernung darf höchstens ${limit} km betragen.`,
  PIGEON_PRICE_RANKING_MUST_BE_POSITIVE: () => msg`Der Platz muss eine ganze Zahl größer als null sein.`,
  PIGEON_PRICE_TOTAL_PARTICIPANTS_MUST_BE_POSITIVE: () =>
    msg`Die Teilnehmerzahl muss eine ganze Zahl größer als null sein.`,
  IMPORT_COUNT_TOO_LARGE: ({ limit }) => msg`Höchstens ${limit}.`,
  IMPORT_RANKING_ABOVE_PARTICIPANTS: ({ participants }) =>
    msg`Der Platz darf nicht größer sein als die Teilnehmerzahl (${participants}).`,
  IMPORT_AVERAGE_DISTANCE_INVALID: ({ limit }) =>
    msg`Der Durchschnitt muss größer als null sein und darf höchstens ${limit} km betragen.`,
  IMPORT_YEAR_NOT_DATE: ({ dateYear }) => msg`Das Jahr passt nicht zum Datum (${dateYear}).`,
  PIGEON_NOT_FOUND: () => msg`Unbekannte Ringnummer: keine Taube hat diese Nummer.`,
  IMPORT_CONFLICTS_WITH_LINE: ({ otherLine }) =>
    msg`Zeile ${otherLine} hat dieselbe Taube, dasselbe Datum und denselben Auflassort mit anderen Werten.`,
  IMPORT_CONFLICTS_WITH_STORED: () =>
    msg`Weicht vom gespeicherten Ergebnis für diese Taube, dieses Datum und diesen Auflassort ab.`,
};

/**
 * The reason of an import problem in the active language, worded from its code and parameters.
 * Only a code newer than this page falls back to the server's own (English) description.
 */
export function problemReason(problem: ProblemLike, i18n: I18n): string {
  if (!isImportProblemCode(problem.code)) return problem.message;
  const { params } = problem;
  const number = (value: number | null) => (value === null ? '' : i18n.number(value));
  const values: TextValues = {
    limit: number(params.limit),
    // A line number as the file's editor shows it, without thousands separators.
    otherLine: params.otherLine === null ? '' : String(params.otherLine),
    firstLine: params.firstLine ?? '',
    example: params.example ?? '',
    participants: number(params.participants),
    dateYear: params.dateYear === null ? '' : String(params.dateYear),
    column: problem.field ? i18n._(FIELD_LABELS[problem.field]) : '',
  };
  return i18n._(PROBLEM_TEXTS[problem.code](values));
}

/** The delimiter as people name it. */
export function delimiterLabel(delimiter: string): MessageDescriptor | string {
  if (delimiter === '\t') return msg`Tabulator`;
  if (delimiter === ';') return msg`Semikolon (;)`;
  if (delimiter === ',') return msg`Komma (,)`;
  return delimiter;
}

const ACCEPTED = /\.(csv|tsv|txt|xlsx)$/i;

/** A file the import can take at all: the right kind and not empty. */
export function isAcceptableFile(file: { name: string; size: number }): boolean {
  return ACCEPTED.test(file.name) && file.size > 0;
}
