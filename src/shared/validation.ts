/** Checks shared by the forms and the server. */
import isEmailModule, { type IsEmailOptions } from 'validator/lib/isEmail.js';

// validator is CommonJS: under Node the default import is its exports object (so the server's
// types say), under a bundler the function itself, which is also that object's `default`.
const isEmail = ('default' in isEmailModule ? isEmailModule.default : isEmailModule) as (
  value: string,
  options: IsEmailOptions,
) => boolean;

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * One mailbox, and nothing a mail program would read as more: `local@host.tld`, checked by
 * validator's isEmail (a maintained parser) rather than by a pattern of our own, which let
 * `erika@example.org,a.b` through (the mail then also went to a stranger, and one account per
 * address was bypassed). Refused: commas, semicolons and spaces anywhere, a display name
 * (`Erika <e@x.org>`), a group, a comment, a quoted local part (`"a,b"@x.org`: nobody's real
 * address has one, and it is how specials get in), a host without a dot or with a numeric top
 * level, an IP address as host; at most 64 bytes before the `@` and 254 characters in all
 * (RFC 5321). Letters beyond ASCII are taken on both sides (`jörg@münchen.de`), as before.
 */
export function isValidEmail(value: string): boolean {
  return isEmail(value.trim(), {
    allow_display_name: false,
    require_tld: true,
    allow_ip_domain: false,
    blacklisted_chars: '"',
  });
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
