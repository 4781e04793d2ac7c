/** Checks shared by the forms and the server. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** A practical check: something@host.tld, no spaces, at most 254 characters (RFC 5321). */
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value.trim());
}

/**
 * True when the text holds a control character other than tab and line breaks: they have no
 * place in anything a person types, and NUL cannot even be stored by PostgreSQL.
 */
export function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/** At most this many characters in a pigeon's colour ("blau gehämmert"), as stored. */
export const MAX_COLOR_LENGTH = 40;

/** A pigeon's colour as stored: trimmed, every run of spaces one space. */
export function normaliseColor(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** At most this many characters in a phone number. */
const MAX_PHONE_LENGTH = 30;
const PHONE_CHARACTERS = /^\+?[0-9 ()/-]+$/;

/**
 * A phone number as people write it: only digits, spaces and the characters + / - ( ), a plus
 * only in front, 4 to 20 digits and at most 30 characters in all. Empty is for "none" and is
 * checked by the caller.
 */
export function isValidPhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.length > MAX_PHONE_LENGTH || !PHONE_CHARACTERS.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 4 && digits <= 20;
}

/** The highest cage number an event may use. */
export const MAX_CAGE_NUMBER = 1_000_000;

export type CageNumberProblem = 'notPositive' | 'tooLarge';

/**
 * Cage numbers are whole numbers from 1 to MAX_CAGE_NUMBER. Anything else is refused as it is:
 * 0 or a negative number is an error, never quietly made 1.
 */
export function cageNumberProblem(value: number): CageNumberProblem | null {
  if (!Number.isInteger(value) || value <= 0) return 'notPositive';
  return value > MAX_CAGE_NUMBER ? 'tooLarge' : null;
}
