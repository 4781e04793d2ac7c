import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** What the browser sends instead of a password: its SHA-256 hex, so the password never leaves it. */
const SHA256_HEX = /^[0-9a-f]{64}$/;

export function isPasswordDigest(value: string): boolean {
  return SHA256_HEX.test(value);
}

/** SHA-256 hex of a plain password, as the browser computes it (used for ADMIN_PASSWORD and demo users). */
export function passwordDigest(password: string): string {
  return createHash('sha256').update(password, 'utf8').digest('hex');
}

// argon2id with the library's defaults (19 MiB, 2 passes), OWASP's recommended minimum.
export function hashPasswordDigest(digest: string): Promise<string> {
  return hash(digest);
}

export async function verifyPasswordDigest(storedHash: string, digest: string): Promise<boolean> {
  try {
    return await verify(storedHash, digest);
  } catch {
    return false;
  }
}

/** A single-use secret for a mail link: 256 random bits, URL-safe. */
export function newMailSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Mail secrets are high-entropy, so a plain SHA-256 is enough to store them safely. */
export function hashMailSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
