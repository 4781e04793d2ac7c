import { sha256, toHex } from '@shared/sha256';

/**
 * The browser sends the lower-case SHA-256 hex of the password, never the password.
 * crypto.subtle exists only on secure origins (https, localhost); tablets on the hall LAN may reach
 * the server over plain HTTP, so the plain implementation takes over there.
 */
export async function passwordDigest(password: string): Promise<string> {
  const bytes = new TextEncoder().encode(password);
  if (globalThis.crypto?.subtle) return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
  return toHex(sha256(bytes));
}
