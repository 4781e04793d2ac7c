/**
 * Ring numbers: association (country code + club number), year, serial.
 * Canonical text `DV-06976-21-134`: country code, the club number zero-padded to 5 digits, the
 * year's last two digits, the serial without leading zeros. Input is read leniently: spaces, dots,
 * hyphens or slashes between the parts, the country code attached or missing (then DV; a lone `D`
 * means DV), missing or extra leading zeros, a 2- or 4-digit year, and a trailing `W` hen marker.
 */
export interface RingNumber {
  /** e.g. `DV` */
  country: string;
  club: number;
  /** Country code and padded club number, e.g. `DV-06976`: what the uniqueness rule calls association. */
  association: string;
  /** Four digits, e.g. 2021. */
  year: number;
  serial: number;
  /** The input ended in `W`/`w` (Weibchen): a hint that the pigeon is a hen, not part of the number. */
  henMarker: boolean;
  /** `DV-06976-21-134` */
  canonical: string;
}

export type RingNumberProblem = 'EMPTY' | 'FORMAT' | 'CLUB' | 'YEAR' | 'SERIAL';

export type RingNumberParse = { ok: true; ring: RingNumber } | { ok: false; reason: RingNumberProblem };

export const DEFAULT_COUNTRY = 'DV';
export const RING_NUMBER_EXAMPLE = 'DV-06976-21-134';
export const RING_NUMBER_HINT = `Enter a ring number like ${RING_NUMBER_EXAMPLE}`;

const MAX_CLUB = 99_999;
const MAX_SERIAL = 9_999_999;
// Two-digit years 70–99 are 1970–1999, 00–69 are 2000–2069; 4-digit years must lie in that window
// so that every stored year has exactly one canonical text.
const FIRST_YEAR = 1970;
const LAST_YEAR = 2069;
const SEP = '[\\s./-]';
const PATTERN = new RegExp(
  `^(?:([A-Z]{1,3})${SEP}*)?(\\d{1,7})${SEP}+(\\d{2}|\\d{4})${SEP}+(\\d{1,9})${SEP}*(W)?$`,
);

export function parseRingNumber(input: string): RingNumberParse {
  const text = input.trim().toUpperCase();
  if (text === '') return { ok: false, reason: 'EMPTY' };
  const match = PATTERN.exec(text);
  if (!match) return { ok: false, reason: 'FORMAT' };
  const [, countryText, clubText, yearText, serialText, hen] = match;
  const club = Number(clubText);
  if (club < 1 || club > MAX_CLUB) return { ok: false, reason: 'CLUB' };
  const year = fullYear(yearText);
  if (year === null) return { ok: false, reason: 'YEAR' };
  const serial = Number(serialText);
  if (serial < 1 || serial > MAX_SERIAL) return { ok: false, reason: 'SERIAL' };
  const country = countryText === undefined || countryText === 'D' ? DEFAULT_COUNTRY : countryText;
  const association = `${country}-${String(club).padStart(5, '0')}`;
  return {
    ok: true,
    ring: {
      country,
      club,
      association,
      year,
      serial,
      henMarker: hen !== undefined,
      canonical: formatRingNumber({ association, year, serial }),
    },
  };
}

/** The canonical text of a stored ring number. */
export function formatRingNumber(ring: { association: string; year: number; serial: number }): string {
  return `${ring.association}-${String(ring.year % 100).padStart(2, '0')}-${ring.serial}`;
}

function fullYear(text: string): number | null {
  const value = Number(text);
  const year = text.length === 2 ? (value >= FIRST_YEAR % 100 ? 1900 + value : 2000 + value) : value;
  return year >= FIRST_YEAR && year <= LAST_YEAR ? year : null;
}
