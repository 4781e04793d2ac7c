import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** Session lifetime, 12 hours; the web keeps the token in a cookie of the same age. */
const SESSION_TTL_S = 43_200;

export interface SessionClaims {
  clientId: number;
  /**
   * The account's session version when the token was issued: a password reset, a confirmed change
   * of address and "log out on all devices" raise it, which ends every token issued before.
   */
  sessionVersion: number;
  /** This session's id (`jti`), which its logout revokes; absent from tokens older than that. */
  sessionId?: string;
  /** When the token expires (for how long a revocation must be kept). */
  expiresAt?: Date;
}

const encoder = new TextEncoder();

export async function signSession(
  secret: string,
  claims: Pick<SessionClaims, 'clientId' | 'sessionVersion'>,
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sv: claims.sessionVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(randomUUID())
    .setSubject(String(claims.clientId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_TTL_S)
    .sign(encoder.encode(secret));
}

/** The claims of a valid, unexpired token, or null for anything else. */
export async function verifySession(
  secret: string,
  token: string,
  now = new Date(),
): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ['HS256'],
      currentDate: now,
    });
    const clientId = Number(payload.sub);
    const sessionVersion = payload.sv;
    if (!Number.isSafeInteger(clientId) || clientId <= 0 || typeof sessionVersion !== 'number') return null;
    const sessionId = typeof payload.jti === 'string' ? payload.jti : undefined;
    const expiresAt = typeof payload.exp === 'number' ? new Date(payload.exp * 1000) : undefined;
    return { clientId, sessionVersion, sessionId, expiresAt };
  } catch {
    return null;
  }
}

/** The token of an `Authorization: Bearer <token>` header value, or null. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : null;
}
