import { localToday, parseCalendarDate, parseDecimal, parseWholeNumber } from '@shared/lenientValues.ts';
import { describe, expect, it } from 'vitest';

describe('parseDecimal', () => {
  it.each([
    ['523,4', 523.4],
    ['523.4', 523.4],
    ['523', 523],
    [' 1.234,5 ', 1234.5],
    ['1,234.5', 1234.5],
    ['1.234.567', 1234567],
    ['1,234,567', 1234567],
    ['312,5 km', 312.5],
    ['312km', 312],
    ['-5', -5],
    ['0', 0],
    [',5', 0.5],
  ])('reads %j as %d', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each(['', 'abc', '1,2,3', '1.23.4,5', '12a', '1,2.3.4', '--1'])('refuses %j', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });
});

describe('parseWholeNumber', () => {
  it.each([
    ['12', 12],
    ['1.234', 1234],
    ['1,234', 1234],
    ["1'234", 1234],
    ['12,0', 12],
    ['0', 0],
    ['-3', -3],
  ])('reads %j as %d', (text, value) => {
    expect(parseWholeNumber(text)).toBe(value);
  });

  it.each(['', '12,5', 'x', '1.2'])('refuses %j', (text) => {
    expect(parseWholeNumber(text)).toBeNull();
  });
});

describe('parseCalendarDate', () => {
  it.each([
    ['01.06.2025', '2025-06-01'],
    ['1.6.2025', '2025-06-01'],
    ['1.6.25', '2025-06-01'],
    ['29.02.2024', '2024-02-29'],
    ['2025-06-01', '2025-06-01'],
    ['2025-06-01T00:00:00Z', '2025-06-01'],
    ['2025/6/1', '2025-06-01'],
    ['01/06/2025', '2025-06-01'],
  ])('reads %j as %s', (text, value) => {
    expect(parseCalendarDate(text)).toBe(value);
  });

  it.each(['', '31.02.2025', '29.02.2025', '2025-13-01', '00.01.2025', 'gestern', '2025-06', '1.6.'])(
    'refuses %j',
    (text) => {
      expect(parseCalendarDate(text)).toBeNull();
    },
  );
});

describe('localToday', () => {
  it('is the calendar date in Germany', () => {
    expect(localToday(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
    expect(localToday(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
    expect(localToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});
