/**
 * Ring numbers: a country code, the club number or letter series where the country's rings have
 * one, the year and the serial. The country decides the layout:
 *
 * - Germany (`DV`) and every country not named below: country, club, year, serial. Canonical text
 *   `DV-06976-21-134`: country code, the club number zero-padded to 5 digits, the year's last two
 *   digits, the serial without leading zeros. Stored association `DV-06976`.
 * - Poland (`PL`): the same layout with the district number padded to 4 digits, `PL-0123-21-1234`.
 *   Stored association `PL-0123`.
 * - Belgium (`BE`) and the Netherlands (`NL`): country, year, serial, no club. Canonical text
 *   `BE 21-1234567` / `NL 21-1234567`: country code, a space, the year's last two digits, a hyphen
 *   and the seven-digit serial as the rings and the national federations print it (leading zeros
 *   kept). Stored association `BE` / `NL`.
 * - Great Britain (`GB`): country, year, letter series, serial. Canonical text `GB 21 N 12345`,
 *   the serial padded to five digits as on the ring. Stored association `GB-N`.
 *
 * Input is read leniently: spaces, dots, hyphens or slashes between the parts (none needed after
 * the country code or around a British series letter), missing or extra leading zeros, a 2- or
 * 4-digit year, and a trailing `W` hen marker. Without a country code the ring is German (a lone `D`,
 * and `DE`, the country's ISO code, mean DV too: one physical ring cannot be entered twice under two
 * codes); foreign rings need their code. A country code followed by three numbers is always
 * read as club, year, serial, for every country as before, so `NL 1234 05 77` is `NL-01234-05-77`
 * and not a Dutch national ring; a Dutch or Belgian ring has two numbers, `NL 2021-1234567`.
 * A ring is one ring per association, year and serial, so every spelling of it is the same ring.
 */
export interface RingNumber {
  /** e.g. `DV` */
  country: string;
  /** The club number (in Poland the district); null when the country's rings have none (BE, NL, GB). */
  club: number | null;
  /** The letter series of a British ring, e.g. `N`; absent on other rings. */
  series?: string;
  /**
   * What the uniqueness rule calls association: country code and padded club number (`DV-06976`,
   * `PL-0123`), country code and series (`GB-N`), or the country code alone (`BE`, `NL`).
   */
  association: string;
  /** Four digits, e.g. 2021. */
  year: number;
  serial: number;
  /** The input ended in `W`/`w` (Weibchen): a hint that the pigeon is a hen, not part of the number. */
  henMarker: boolean;
  /** `DV-06976-21-134`, `BE 21-1234567`, `GB 21 N 12345`, … */
  canonical: string;
}

export type RingNumberProblem = 'EMPTY' | 'FORMAT' | 'CLUB' | 'YEAR' | 'SERIAL';

export type RingNumberParse = { ok: true; ring: RingNumber } | { ok: false; reason: RingNumberProblem };

const DEFAULT_COUNTRY = 'DV';
export const RING_NUMBER_EXAMPLE = 'DV-06976-21-134';
export const RING_NUMBER_HINT = `Enter a ring number like ${RING_NUMBER_EXAMPLE} (Germany and most countries), BE 21-1234567 (Belgium, the Netherlands) or GB 21 N 12345`;
export const FUTURE_RING_YEAR_HINT = 'The ring year lies in the future';

/**
 * A ring's year after the current one (a typo, or a ring not yet handed out): no pigeon hatched in
 * it can be shown. Checked where "now" is known, apart from reading the number.
 */
export function isFutureRingYear(year: number, now: Date): boolean {
  return year > now.getUTCFullYear();
}

/** How a country's rings differ from the German layout (country, club, year, serial). */
interface CountryForm {
  /** The national layout when the rings have no club: year and serial, or year, series and serial. */
  layout?: 'yearSerial' | 'series';
  /** Digits the club number is padded to; 5 unless given. */
  clubDigits?: number;
  /** Digits the serial is padded to in the national layout; none unless given. */
  serialDigits?: number;
}

const COUNTRY_FORMS: Readonly<Record<string, CountryForm>> = {
  BE: { layout: 'yearSerial', serialDigits: 7 },
  NL: { layout: 'yearSerial', serialDigits: 7 },
  GB: { layout: 'series', serialDigits: 5 },
  PL: { clubDigits: 4 },
};
const GERMAN_FORM: CountryForm = {};
const formOf = (country: string): CountryForm => COUNTRY_FORMS[country] ?? GERMAN_FORM;

const CLUB_DIGITS = 5;
const MAX_CLUB = 99_999;
const MAX_SERIAL = 9_999_999;
// Two-digit years 70–99 are 1970–1999, 00–69 are 2000–2069; 4-digit years must lie in that window
// so that every stored year has exactly one canonical text.
const FIRST_YEAR = 1970;
const LAST_YEAR = 2069;
const SEP = '[\\s./-]';
const YEAR = '(\\d{2}|\\d{4})';
const SERIAL = '(\\d{1,9})';
const HEN = `${SEP}*(W)?$`;
/** Country (optional: German), club, year, serial. */
const CLUB_LAYOUT = new RegExp(`^(?:([A-Z]{1,3})${SEP}*)?(\\d{1,7})${SEP}+${YEAR}${SEP}+${SERIAL}${HEN}`);
/** Country, year, serial (Belgium, the Netherlands). */
const YEAR_SERIAL_LAYOUT = new RegExp(`^([A-Z]{1,3})${SEP}*${YEAR}${SEP}+${SERIAL}${HEN}`);
/** Country, year, series letter, serial (Great Britain). */
const SERIES_LAYOUT = new RegExp(`^([A-Z]{1,3})${SEP}*${YEAR}${SEP}*([A-Z])${SEP}*${SERIAL}${HEN}`);

export function parseRingNumber(input: string): RingNumberParse {
  const text = input.trim().toUpperCase();
  if (text === '') return { ok: false, reason: 'EMPTY' };

  const club = CLUB_LAYOUT.exec(text);
  if (club) {
    const [, countryText, clubText, yearText, serialText, hen] = club;
    const clubNumber = Number(clubText);
    if (clubNumber < 1 || clubNumber > MAX_CLUB) return { ok: false, reason: 'CLUB' };
    const country =
      countryText === undefined || countryText === 'D' || countryText === 'DE'
        ? DEFAULT_COUNTRY
        : countryText;
    const digits = formOf(country).clubDigits ?? CLUB_DIGITS;
    const association = `${country}-${String(clubNumber).padStart(digits, '0')}`;
    return ring({ country, club: clubNumber }, association, yearText, serialText, hen);
  }

  const plain = YEAR_SERIAL_LAYOUT.exec(text);
  if (plain && formOf(plain[1]).layout === 'yearSerial') {
    const [, country, yearText, serialText, hen] = plain;
    return ring({ country, club: null }, country, yearText, serialText, hen);
  }

  const series = SERIES_LAYOUT.exec(text);
  if (series && formOf(series[1]).layout === 'series') {
    const [, country, yearText, letter, serialText, hen] = series;
    return ring({ country, club: null, series: letter }, `${country}-${letter}`, yearText, serialText, hen);
  }

  return { ok: false, reason: 'FORMAT' };
}

function ring(
  parts: Pick<RingNumber, 'country' | 'club' | 'series'>,
  association: string,
  yearText: string,
  serialText: string,
  hen: string | undefined,
): RingNumberParse {
  const year = fullYear(yearText);
  if (year === null) return { ok: false, reason: 'YEAR' };
  const serial = Number(serialText);
  if (serial < 1 || serial > MAX_SERIAL) return { ok: false, reason: 'SERIAL' };
  return {
    ok: true,
    ring: {
      ...parts,
      association,
      year,
      serial,
      henMarker: hen !== undefined,
      canonical: formatRingNumber({ association, year, serial }),
    },
  };
}

/**
 * The canonical text of a stored ring number, by the shape of its association: `GB-N` (country and
 * series letter), `BE` (country alone) or `DV-06976` (country and club, the German layout).
 */
export function formatRingNumber(ring: { association: string; year: number; serial: number }): string {
  const year = String(ring.year % 100).padStart(2, '0');
  const serial = (country: string) => String(ring.serial).padStart(formOf(country).serialDigits ?? 0, '0');
  const series = /^([A-Z]{1,3})-([A-Z])$/.exec(ring.association);
  if (series) return `${series[1]} ${year} ${series[2]} ${serial(series[1])}`;
  if (/^[A-Z]{1,3}$/.test(ring.association)) return `${ring.association} ${year}-${serial(ring.association)}`;
  return `${ring.association}-${year}-${ring.serial}`;
}

function fullYear(text: string): number | null {
  const value = Number(text);
  const year = text.length === 2 ? (value >= FIRST_YEAR % 100 ? 1900 + value : 2000 + value) : value;
  return year >= FIRST_YEAR && year <= LAST_YEAR ? year : null;
}
