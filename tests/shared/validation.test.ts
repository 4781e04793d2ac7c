import { cageNumberProblem, isValidPhoneNumber, MAX_CAGE_NUMBER } from '@shared/validation.ts';
import { describe, expect, it } from 'vitest';

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
