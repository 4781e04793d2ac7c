import { FLIGHT_FIELDS, type FlightField } from '../../shared/flightResults.ts';
import type { SourceRecord } from './delimited.ts';

/** Header texts per field, normalised (see normaliseHeader): German and English. */
const HEADER_NAMES: Record<FlightField, readonly string[]> = {
  ring: ['ring', 'ringnr', 'ringnummer', 'ringnumber', 'ringno'],
  date: ['datum', 'date', 'flugdatum', 'flightdate'],
  releaseLocation: ['auflassort', 'releaselocation', 'auflassung', 'release', 'releasepoint'],
  distance: ['entfernung', 'distanz', 'distance', 'km'],
  ranking: ['platz', 'ranking', 'rank', 'platzierung', 'place', 'position'],
  participants: ['teilnehmer', 'einsatz', 'participants', 'totalparticipants', 'teilnehmerzahl'],
  averageDistance: ['durchschnitt', 'averagedistance', 'average', 'avgdistance', 'durchschnittsentfernung'],
  year: ['jahr', 'year', 'saison', 'season'],
};

export const REQUIRED_FIELDS: readonly FlightField[] = [
  'ring',
  'date',
  'releaseLocation',
  'distance',
  'ranking',
  'participants',
];

// A title row or two may precede the header.
const HEADER_SEARCH_ROWS = 10;

export interface DetectedColumn {
  header: string;
  /** Null for a column the import does not use. */
  field: FlightField | null;
}

export interface HeaderMatch {
  /** Index into the records. */
  index: number;
  columns: DetectedColumn[];
  /** Cell index per recognised field. */
  fieldIndex: Partial<Record<FlightField, number>>;
  recognised: number;
}

/** Lower case, `ß` as `ss`, no unit in brackets, only letters and digits: `Entfernung (km)` → `entfernung`. */
function normaliseHeader(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[([].*?[)\]]/g, '')
    .replace(/[^a-z0-9]/g, '');
}

function fieldOfHeader(text: string): FlightField | null {
  const name = normaliseHeader(text);
  return FLIGHT_FIELDS.find((field) => HEADER_NAMES[field].includes(name)) ?? null;
}

function matchHeader(record: SourceRecord, index: number): HeaderMatch {
  const fieldIndex: Partial<Record<FlightField, number>> = {};
  const columns = record.cells.map((cell, i): DetectedColumn => {
    const field = fieldOfHeader(cell);
    // The first column wins when two name the same field; the second is shown as unused.
    if (field === null || fieldIndex[field] !== undefined) return { header: cell.trim(), field: null };
    fieldIndex[field] = i;
    return { header: cell.trim(), field };
  });
  return { index, columns, fieldIndex, recognised: Object.keys(fieldIndex).length };
}

/** The first of the leading rows that names the most fields; null when none names any. */
export function findHeader(records: readonly SourceRecord[]): HeaderMatch | null {
  let best: HeaderMatch | null = null;
  for (const [index, record] of records.slice(0, HEADER_SEARCH_ROWS).entries()) {
    const match = matchHeader(record, index);
    if (match.recognised > (best?.recognised ?? 0)) best = match;
  }
  return best;
}
