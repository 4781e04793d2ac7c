import { FORMAT_LOCALES, type Locale } from './locales.ts';

/**
 * Where a show takes place: a country is stored as its ISO 3166-1 alpha-2 code ("DE") and named in
 * the reader's language ("Deutschland", "Germany") by the browser's or Node's own list of region
 * names, so no name is stored or translated by hand. The list is Europe's countries, where the
 * association's shows and its members' neighbours' shows are held.
 */
export const COUNTRY_CODES = [
  'AL',
  'AD',
  'AT',
  'BA',
  'BE',
  'BG',
  'BY',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MC',
  'MD',
  'ME',
  'MK',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'RS',
  'SE',
  'SI',
  'SK',
  'SM',
  'TR',
  'UA',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** The association's country: the event form starts with it and the demo events use it. */
export const HOME_COUNTRY: CountryCode = 'DE';

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

const names = new Map<Locale, Intl.DisplayNames>();

/** The country's name in the given language ("DE" → "Deutschland" / "Germany"); an unknown code as it is. */
export function countryName(code: string, locale: Locale): string {
  let display = names.get(locale);
  if (!display) {
    display = new Intl.DisplayNames([FORMAT_LOCALES[locale]], { type: 'region', fallback: 'code' });
    names.set(locale, display);
  }
  try {
    return display.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The countries as a select offers them: by name in the given language. */
export function countryOptions(locale: Locale): { value: CountryCode; label: string }[] {
  const collator = new Intl.Collator(FORMAT_LOCALES[locale]);
  return COUNTRY_CODES.map((value) => ({ value, label: countryName(value, locale) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}
