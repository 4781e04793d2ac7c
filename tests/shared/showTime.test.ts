import {
  formatShowTime,
  instantOfWallClock,
  sameClockAsShow,
  wallClockOf,
  zoneAbbreviation,
  zoneGenericName,
  zoneOffsetMinutes,
} from '@shared/showTime.ts';
import { describe, expect, it } from 'vitest';

const BERLIN = 'Europe/Berlin';

describe('wall clock in the show zone to an instant', () => {
  // Berlin switched to summer time on 29 March 2026 (02:00 → 03:00) and back on 25 October 2026
  // (03:00 → 02:00); New York on 8 March and 1 November 2026.
  it.each([
    ['a winter evening', '2026-01-15T18:00', BERLIN, '2026-01-15T17:00:00.000Z'],
    ['a summer evening', '2026-07-15T18:00', BERLIN, '2026-07-15T16:00:00.000Z'],
    ['midnight in winter, the day before in UTC', '2026-12-01T00:00', BERLIN, '2026-11-30T23:00:00.000Z'],
    ['the last minute before the spring switch', '2026-03-29T01:59', BERLIN, '2026-03-29T00:59:00.000Z'],
    ['the first minute after the spring switch', '2026-03-29T03:00', BERLIN, '2026-03-29T01:00:00.000Z'],
    [
      'a time the spring switch skips, read an hour on',
      '2026-03-29T02:30',
      BERLIN,
      '2026-03-29T01:30:00.000Z',
    ],
    [
      'a time shown twice in autumn, read as the first',
      '2026-10-25T02:30',
      BERLIN,
      '2026-10-25T00:30:00.000Z',
    ],
    ['after the autumn switch', '2026-10-25T03:00', BERLIN, '2026-10-25T02:00:00.000Z'],
    ['the day after the autumn switch', '2026-10-26T18:00', BERLIN, '2026-10-26T17:00:00.000Z'],
    ['UTC itself', '2026-07-15T18:00', 'UTC', '2026-07-15T18:00:00.000Z'],
    ['New York in a skipped hour', '2026-03-08T02:30', 'America/New_York', '2026-03-08T07:30:00.000Z'],
    ['New York in a repeated hour', '2026-11-01T01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'],
  ])('reads %s', (_case, local, zone, iso) => {
    expect(instantOfWallClock(local, zone)?.toISOString()).toBe(iso);
  });

  it.each(['', '2026-04-31T10:00', '2026-02-29T10:00', '2026-05-01T24:00', '2026-05-01T10:60', '2026-05-01'])(
    'refuses %j as no time',
    (local) => {
      expect(instantOfWallClock(local, BERLIN)).toBeNull();
    },
  );
});

describe('an instant on the show zone clock', () => {
  it.each([
    ['2026-01-15T17:00:00.000Z', '2026-01-15T18:00'],
    ['2026-07-15T16:00:00.000Z', '2026-07-15T18:00'],
    ['2026-03-29T00:59:00.000Z', '2026-03-29T01:59'],
    ['2026-03-29T01:00:00.000Z', '2026-03-29T03:00'],
    ['2026-10-25T00:30:00.000Z', '2026-10-25T02:30'],
    ['2026-10-25T01:30:00.000Z', '2026-10-25T02:30'],
    ['2026-12-31T23:30:00.000Z', '2027-01-01T00:30'],
  ])('%s reads %s in Berlin', (iso, local) => {
    expect(wallClockOf(iso, BERLIN)).toBe(local);
  });

  it('gives the same wall clock back for every quarter hour of a year', () => {
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 15 * 60_000) {
      const local = wallClockOf(new Date(t), BERLIN);
      expect(wallClockOf(instantOfWallClock(local, BERLIN) as Date, BERLIN)).toBe(local);
    }
  });

  it('is empty for an invalid date', () => {
    expect(wallClockOf('not a date', BERLIN)).toBe('');
  });

  it('knows the offsets of winter and summer', () => {
    expect(zoneOffsetMinutes(new Date('2026-01-15T12:00:00Z'), BERLIN)).toBe(60);
    expect(zoneOffsetMinutes(new Date('2026-07-15T12:00:00Z'), BERLIN)).toBe(120);
    expect(zoneOffsetMinutes(new Date('2026-07-15T12:00:00Z'), 'America/New_York')).toBe(-240);
  });
});

describe('times written for a reader', () => {
  const SUMMER = new Date('2026-07-15T16:00:00Z');
  const WINTER = new Date('2026-01-15T17:00:00Z');
  const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

  it('writes the show zone time whatever the zone of the machine', () => {
    expect(formatShowTime(SUMMER, 'de-DE', DATE_TIME)).toBe('15.07.2026, 18:00');
    expect(formatShowTime(WINTER, 'en-GB', DATE_TIME)).toBe('15 Jan 2026, 18:00');
  });

  it('says the zone to a reader whose clock differs', () => {
    expect(formatShowTime(SUMMER, 'de-DE', DATE_TIME, 'UTC')).toBe('15.07.2026, 18:00 MESZ');
    expect(formatShowTime(WINTER, 'de-DE', DATE_TIME, 'UTC')).toBe('15.01.2026, 18:00 MEZ');
    expect(formatShowTime(SUMMER, 'en-GB', DATE_TIME, 'America/New_York')).toBe('15 Jul 2026, 18:00 CEST');
  });

  it('says nothing more to a reader on the same clock, or for a date alone', () => {
    expect(formatShowTime(SUMMER, 'de-DE', DATE_TIME, BERLIN)).toBe('15.07.2026, 18:00');
    expect(formatShowTime(SUMMER, 'de-DE', DATE_TIME, 'Europe/Paris')).toBe('15.07.2026, 18:00');
    expect(formatShowTime(SUMMER, 'de-DE', { dateStyle: 'medium' }, 'UTC')).toBe('15.07.2026');
  });

  it('compares the clocks at the instant shown', () => {
    // London is an hour behind Berlin in winter and in summer alike.
    expect(sameClockAsShow('Europe/London', WINTER, BERLIN)).toBe(false);
    expect(sameClockAsShow('Africa/Lagos', WINTER, BERLIN)).toBe(true);
    expect(sameClockAsShow('Africa/Lagos', SUMMER, BERLIN)).toBe(false);
    expect(sameClockAsShow('No/Such_Zone', SUMMER, BERLIN)).toBe(false);
  });

  it('names the zone in the reader language', () => {
    expect(zoneAbbreviation(WINTER, 'de-DE', BERLIN)).toBe('MEZ');
    expect(zoneAbbreviation(SUMMER, 'en-GB', BERLIN)).toBe('CEST');
    expect(zoneGenericName('de-DE', BERLIN)).toBe('Mitteleuropäische Zeit');
    expect(zoneGenericName('en-GB', BERLIN)).toBe('Central European Time');
  });
});
