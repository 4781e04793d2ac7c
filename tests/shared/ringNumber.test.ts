import { formatRingNumber, parseRingNumber } from '@shared/ringNumber.ts';
import { describe, expect, it } from 'vitest';

const canonical = (input: string) => {
  const parsed = parseRingNumber(input);
  return parsed.ok ? parsed.ring.canonical : parsed.reason;
};

describe('parseRingNumber', () => {
  it.each([
    ['DV-06976-21-134', 'DV-06976-21-134'],
    ['DV 6976 21 134', 'DV-06976-21-134'],
    ['6976 21 0134W', 'DV-06976-21-134'],
    ['D6976.21.0140', 'DV-06976-21-140'],
    ['DV-06976-2021-134', 'DV-06976-21-134'],
    ['dv 06976 2021 0134 w', 'DV-06976-21-134'],
    ['  DV06976-21-134  ', 'DV-06976-21-134'],
    ['DV.6976.21.134', 'DV-06976-21-134'],
    ['6976/21/134', 'DV-06976-21-134'],
    ['DV 12 99 1', 'DV-00012-99-1'],
    ['NL 1234 05 77', 'NL-01234-05-77'],
  ])('reads %s as %s', (input, expected) => {
    expect(canonical(input)).toBe(expected);
  });

  it('returns the parts, with four-digit years and the hen marker', () => {
    expect(parseRingNumber('6976 21 0134W')).toEqual({
      ok: true,
      ring: {
        country: 'DV',
        club: 6976,
        association: 'DV-06976',
        year: 2021,
        serial: 134,
        henMarker: true,
        canonical: 'DV-06976-21-134',
      },
    });
    const plain = parseRingNumber('DV-06976-21-134');
    expect(plain.ok && plain.ring.henMarker).toBe(false);
  });

  it('puts two-digit years 70..99 in the 1900s and 00..69 in the 2000s', () => {
    const year = (input: string) => {
      const parsed = parseRingNumber(input);
      return parsed.ok ? parsed.ring.year : parsed.reason;
    };
    expect(year('6976 70 1')).toBe(1970);
    expect(year('6976 99 1')).toBe(1999);
    expect(year('6976 00 1')).toBe(2000);
    expect(year('6976 69 1')).toBe(2069);
    expect(year('6976 1970 1')).toBe(1970);
    expect(year('6976 2069 1')).toBe(2069);
  });

  it.each([
    ['', 'EMPTY'],
    ['   ', 'EMPTY'],
    ['DV-06976-21', 'FORMAT'],
    ['DV0697621134', 'FORMAT'],
    ['DV-06976-021-134', 'FORMAT'],
    ['DV-06976-21-134X', 'FORMAT'],
    ['DVXX-06976-21-134', 'FORMAT'],
    ['DV-06976-21-13a4', 'FORMAT'],
    ['ring 1', 'FORMAT'],
    ['DV-00000-21-134', 'CLUB'],
    ['DV-123456-21-134', 'CLUB'],
    ['DV-06976-1969-134', 'YEAR'],
    ['DV-06976-2070-134', 'YEAR'],
    ['DV-06976-21-0', 'SERIAL'],
    ['DV-06976-21-12345678', 'SERIAL'],
  ])('refuses %j (%s)', (input, reason) => {
    expect(parseRingNumber(input)).toEqual({ ok: false, reason });
  });
});

describe('formatRingNumber', () => {
  it('writes the year with two digits and the serial without leading zeros', () => {
    expect(formatRingNumber({ association: 'DV-06976', year: 2005, serial: 7 })).toBe('DV-06976-05-7');
    expect(formatRingNumber({ association: 'DV-06976', year: 1998, serial: 1234 })).toBe('DV-06976-98-1234');
  });
});
