import { SHOW_TIME_ZONE } from './site.ts';

/**
 * Times of a show are the wall clock of the association's zone (SHOW_TIME_ZONE), on every device and
 * in every mail: "18:00" typed in the event form on a laptop set to UTC is 18:00 in Berlin. These are
 * the conversions between that wall clock ("2026-10-25T18:00", what the forms hold) and instants.
 */

/** A wall-clock time as the forms hold it: `YYYY-MM-DDTHH:mm`. */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** Year, month, day, hour and minute of an instant on the zone's clock. */
function clockParts(instant: Date, zone: string): number[] {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(zone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? Number.NaN);
  return [part('year'), part('month'), part('day'), part('hour'), part('minute'), part('second')];
}

/** How far the zone's clock is ahead of UTC at this instant, in minutes (Berlin: 60 or 120). */
export function zoneOffsetMinutes(instant: Date, zone: string = SHOW_TIME_ZONE): number {
  const [year, month, day, hour, minute, second] = clockParts(instant, zone);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The instant as the zone's wall clock, `YYYY-MM-DDTHH:mm`; '' for an invalid date. */
export function wallClockOf(instant: Date | string, zone: string = SHOW_TIME_ZONE): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '';
  const [year, month, day, hour, minute] = clockParts(date, zone);
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

/**
 * The instant at which the zone's clock shows this wall-clock time; null when it is no time
 * (empty, malformed, 31 April, 24:00). Across the switches to and from summer time it decides as
 * JavaScript's Temporal does ("compatible"): a time the clock skips (02:30 on the last Sunday of
 * March in Berlin) is read as that much later (03:30 summer time), and a time it shows twice (02:30
 * on the last Sunday of October) as the first of the two (summer time).
 */
export function instantOfWallClock(local: string, zone: string = SHOW_TIME_ZONE): Date | null {
  const match = WALL_CLOCK.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(guess);
  // Date.UTC rolls 31 April over into 1 May: such a day is no date.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  const DAY = 24 * 60 * 60_000;
  // The zone's offsets a day before and after: different only around a switch.
  const before = zoneOffsetMinutes(new Date(guess - DAY), zone);
  const after = zoneOffsetMinutes(new Date(guess + DAY), zone);
  const fits = [...new Set([before, after])]
    .map((offset) => guess - offset * 60_000)
    .filter((candidate) => wallClockOf(new Date(candidate), zone) === local)
    .sort((a, b) => a - b);
  // Shown twice: the earlier; skipped: read with the offset from before the switch, which moves it on.
  return new Date(fits.length > 0 ? fits[0] : guess - before * 60_000);
}

/** Whether a reader in `readerZone` reads the same clock as the show's zone at this instant. */
export function sameClockAsShow(readerZone: string, instant: Date, zone: string = SHOW_TIME_ZONE): boolean {
  if (readerZone === zone) return true;
  try {
    return zoneOffsetMinutes(instant, readerZone) === zoneOffsetMinutes(instant, zone);
  } catch {
    return false;
  }
}

/**
 * The zone's short name at this instant in the given formatting locale: "MEZ"/"MESZ" in German,
 * "CET"/"CEST" in British English (summer time included).
 */
export function zoneAbbreviation(instant: Date, formatLocale: string, zone: string = SHOW_TIME_ZONE): string {
  return zoneName(instant, formatLocale, zone, 'short');
}

/** The zone's name without the season, "Mitteleuropäische Zeit" / "Central European Time". */
export function zoneGenericName(formatLocale: string, zone: string = SHOW_TIME_ZONE): string {
  // Any day of today's rules: for 1970 ICU names Berlin's zone by its standard time alone.
  return zoneName(new Date(Date.UTC(2026, 0, 1)), formatLocale, zone, 'longGeneric');
}

function zoneName(
  instant: Date,
  formatLocale: string,
  zone: string,
  style: Intl.DateTimeFormatOptions['timeZoneName'],
): string {
  const parts = new Intl.DateTimeFormat(formatLocale, { timeZone: zone, timeZoneName: style }).formatToParts(
    instant,
  );
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone;
}

/** Options that show a time of day, not only a date: those say their zone to a reader elsewhere. */
function showsTimeOfDay(options: Intl.DateTimeFormatOptions): boolean {
  return options.timeStyle !== undefined || options.hour !== undefined || options.minute !== undefined;
}

/**
 * An instant written in the show's zone in the given formatting locale; for a reader whose clock
 * differs at that instant (`readerZone`), a time of day is followed by the zone's short name
 * ("18.10.2026, 18:00 MESZ"). Without `readerZone` (a mail, a server-rendered page) it is left out:
 * the association's members read the show's own clock.
 */
export function formatShowTime(
  instant: Date | string | number,
  formatLocale: string,
  options: Intl.DateTimeFormatOptions,
  readerZone?: string,
  zone: string = SHOW_TIME_ZONE,
): string {
  const date = new Date(instant);
  const text = new Intl.DateTimeFormat(formatLocale, { ...options, timeZone: zone }).format(date);
  if (readerZone === undefined || !showsTimeOfDay(options) || sameClockAsShow(readerZone, date, zone))
    return text;
  return `${text} ${zoneAbbreviation(date, formatLocale, zone)}`;
}
