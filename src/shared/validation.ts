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
