import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isErrorCode } from '../../../shared/errorCodes';
import type { FlightResultField } from '../../gql/graphql';
import { ERROR_CODE_MESSAGES } from '../../lib/errors/errorMessages';

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

export interface ProblemLike {
  line: number | null;
  code: string;
  message: string;
}

/**
 * The reason of an import problem: the translated text of its code where that says more than
 * "check your input", else the server's own (English) description of the rule.
 */
export function problemReason(problem: ProblemLike): MessageDescriptor | string {
  if (problem.code === 'JSON_PARSE_ERROR' && problem.line === null) return INVALID_FILE_MESSAGE;
  if (
    isErrorCode(problem.code) &&
    problem.code !== 'VALIDATION_FAILED' &&
    problem.code !== 'INTERNAL_SERVER_ERROR'
  )
    return ERROR_CODE_MESSAGES[problem.code];
  return problem.message;
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
