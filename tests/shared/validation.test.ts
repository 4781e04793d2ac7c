import { cageNumberProblem, isValidEmail, isValidPhoneNumber, MAX_CAGE_NUMBER } from '@shared/validation.ts';
import { describe, expect, it } from 'vitest';

describe('isValidEmail', () => {
  it.each([
    'erika@example.org',
    '  Erika.Muster@Example.ORG  ',
    'erika+schau@example.org',
    "o'brien@example.ie",
    'karl.zimmermann@zuechter-verein.example.org',
    'x@y.de',
    'jörg@münchen.de',
    `${'a'.repeat(64)}@example.org`,
  ])('accepts one mailbox: %j', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    ['a second address after a comma', 'erika@example.org,a.b'],
    ['a second address after a comma and a space', 'erika@example.org, mallory@example.net'],
    ['a second address after a semicolon', 'erika@example.org;mallory@example.net'],
    ['a comma in the local part', 'erika,mallory@example.org'],
    ['a space in the middle', 'erika muster@example.org'],
    ['a space before the host', 'erika@ example.org'],
    ['a line break and a header', 'erika@example.org\nBcc: mallory@example.net'],
    ['a display name', 'Erika <erika@example.org>'],
    ['a display name in quotes', '"Erika Muster" <erika@example.org>'],
    ['an address in angle brackets', '<erika@example.org>'],
    ['a group', 'Freunde: erika@example.org, mallory@example.net;'],
    ['an empty group', 'Freunde:;'],
    ['a comment after the local part', 'erika(Züchterin)@example.org'],
    ['a comment after the host', 'erika@example.org (Erika)'],
    ['a quoted local part with a comma', '"erika,mallory"@example.org'],
    ['a quoted local part with an @', '"erika@example.org"@example.net'],
    ['a quoted local part with a space', '"erika muster"@example.org'],
    ['a quoted local part without specials', '"erika"@example.org'],
    ['two @', 'erika@mallory@example.org'],
    ['no @', 'erika.example.org'],
    ['nothing before the @', '@example.org'],
    ['a host without a dot', 'erika@example'],
    ['an IP address as host', 'erika@[192.0.2.1]'],
    ['a numeric top level', 'erika@example.123'],
    ['a one-letter top level', 'erika@example.o'],
    ['two dots in a row', 'erika..muster@example.org'],
    ['a dot at the end of the host', 'erika@example.org.'],
    ['a local part over 64 characters', `${'a'.repeat(65)}@example.org`],
    ['more than 254 characters', `erika@${['a', 'b', 'c', 'd'].map((c) => c.repeat(63)).join('.')}.org`],
    ['nothing', ''],
  ])('refuses %s', (_, value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});

describe('isValidPhoneNumber', () => {
  it.each([
    '+49 30 123456',
    '0561 / 123-45',
    '+49 (0) 561 12345',
    '(0561) 12 34 56',
    '  0561123456  ',
    '1234',
  ])('accepts %j', (value) => {
    expect(isValidPhoneNumber(value)).toBe(true);
  });

  it.each([
    ['no digits', '----'],
    ['brackets and a slash only', '(  ) /'],
    ['too few digits', '123'],
    ['a dot', '0561.123456'],
    ['letters', '0561 123456 ext'],
    ['a plus inside', '49+561 123'],
    ['too long', `+49 ${'1 '.repeat(14)}`],
    ['more than 20 digits', '123456789012345678901'],
  ])('refuses %s', (_, value) => {
    expect(isValidPhoneNumber(value)).toBe(false);
  });
});

describe('cageNumberProblem', () => {
  it('accepts whole numbers from 1 to the maximum', () => {
    expect(cageNumberProblem(1)).toBeNull();
    expect(cageNumberProblem(MAX_CAGE_NUMBER)).toBeNull();
  });

  it('refuses 0, negative and broken numbers as they are, and too large ones', () => {
    for (const value of [0, -1, -50, 1.5, Number.NaN])
      expect(cageNumberProblem(value), String(value)).toBe('notPositive');
    expect(cageNumberProblem(MAX_CAGE_NUMBER + 1)).toBe('tooLarge');
  });
});
