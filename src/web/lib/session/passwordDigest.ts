/**
 * The browser sends the lower-case SHA-256 hex of the password, never the password.
 * crypto.subtle exists only on secure origins (https, localhost); tablets on the hall's LAN may
 * reach the server over plain HTTP, where @noble/hashes (loaded only then) computes the same digest.
 */
export async function passwordDigest(password: string): Promise<string> {
  const bytes = new TextEncoder().encode(password);
  if (globalThis.crypto?.subtle) return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
  const { sha256 } = await import('@noble/hashes/sha2.js');
  return toHex(sha256(bytes));
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
