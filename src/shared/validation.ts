/** Checks shared by the forms and the server (SPEC §5). */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** A practical check: something@host.tld, no spaces, at most 254 characters (RFC 5321). */
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value.trim());
}
