/**
 * Numbers and dates as people type them into spreadsheets (German or English): decimal comma or
 * point, thousands separators, a trailing `km`, `dd.mm.yyyy` or ISO dates. Null when unreadable.
 */

/**
 * One separator (`523,4`, `523.4`) is the decimal mark; repeated ones in groups of three are
 * thousands (`1.234.567`); with both kinds the last one is the decimal mark (`1.234,5`, `1,234.5`).
 */
export function parseDecimal(text: string): number | null {
  let s = text.replace(/[\s\u00a0\u202f]/g, '').replace(/km$/i, '');
  const commas = s.split(',').length - 1;
  const points = s.split('.').length - 1;
  if (commas > 0 && points > 0) {
    const decimalIsComma = s.lastIndexOf(',') > s.lastIndexOf('.');
    const grouped = decimalIsComma ? /^[+-]?\d{1,3}(\.\d{3})+,\d+$/ : /^[+-]?\d{1,3}(,\d{3})+\.\d+$/;
    if (!grouped.test(s)) return null;
    s = decimalIsComma ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  } else if (commas > 1 || points > 1) {
    if (!/^[+-]?\d{1,3}([.,]\d{3})+$/.test(s)) return null;
    s = s.replace(/[.,]/g, '');
  } else {
    s = s.replace(',', '.');
  }
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(s)) return null;
  return Number(s);
}

/** A whole number; a single separator before exactly three digits is a thousands separator here. */
export function parseWholeNumber(text: string): number | null {
  const s = text.replace(/[\s\u00a0\u202f]/g, '');
  if (/^[+-]?\d{1,3}([.,']\d{3})+$/.test(s)) return Number(s.replace(/[.,']/g, ''));
  const value = parseDecimal(s);
  return value !== null && Number.isInteger(value) ? value : null;
}

const GERMAN_DATE = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})$/;
const ISO_DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** `dd.mm.yyyy` (also `d.m.yy`, `-` or `/` between) or ISO `yyyy-mm-dd`, as `yyyy-mm-dd`. */
export function parseCalendarDate(text: string): string | null {
  const s = text.trim();
  const german = GERMAN_DATE.exec(s);
  const iso = german ? null : ISO_DATE.exec(s);
  if (!german && !iso) return null;
  const [day, month, yearText] = german ? [german[1], german[2], german[3]] : [iso![3], iso![2], iso![1]];
  const y = Number(yearText);
  const year = yearText.length === 2 ? (y >= 70 ? 1900 + y : 2000 + y) : y;
  const m = Number(month);
  const d = Number(day);
  if (year < 1900 || year > 2999 || m < 1 || m > 12 || d < 1) return null;
  if (d > new Date(Date.UTC(year, m, 0)).getUTCDate()) return null;
  return `${year}-${pad(m)}-${pad(d)}`;
}

/** Today's calendar date where the association is, as `yyyy-mm-dd`. */
export function localToday(now: Date, timeZone = 'Europe/Berlin'): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
