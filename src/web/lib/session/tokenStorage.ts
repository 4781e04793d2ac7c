/** The login token: a cookie for 43200 s (the token's lifetime), local storage as fallback. */
export const TOKEN_COOKIE = 'token';
export const TOKEN_MAX_AGE_S = 43_200;
const STORAGE_KEY = 'token';
const USER_KEY = 'session-user';
/** The local-storage keys a login or logout changes (other tabs follow them). */
export const SESSION_STORAGE_KEYS: readonly string[] = [STORAGE_KEY, USER_KEY];

interface SiteLocation {
  protocol: string;
  hostname: string;
}

/** Secure everywhere except plain-HTTP localhost, where a Secure cookie would not be stored. */
export function needsSecureCookie({ protocol, hostname }: SiteLocation): boolean {
  const local = hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
  return !(protocol === 'http:' && local);
}

export function tokenCookieString(token: string, secure: boolean, maxAge: number = TOKEN_MAX_AGE_S): string {
  return `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
}

export function readTokenCookie(cookie: string): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === TOKEN_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return value === '' ? null : value;
    }
  }
  return null;
}

// Local storage throws where it is disabled (some private modes); the cookie still works there.
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored token: the cookie first, then local storage. */
export function readToken(): string | null {
  // The server renders pages for guests.
  if (typeof document === 'undefined') return null;
  const fromCookie = readTokenCookie(document.cookie);
  if (fromCookie) return fromCookie;
  try {
    return storage()?.getItem(STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

export function writeToken(token: string): void {
  const secure = needsSecureCookie(window.location);
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie; Cookie Store API is not in every target browser.
  document.cookie = tokenCookieString(token, secure);
  try {
    storage()?.setItem(STORAGE_KEY, token);
  } catch {
    // Quota or disabled storage: the cookie alone carries the token.
  }
}

export function clearToken(): void {
  const secure = needsSecureCookie(window.location);
  // biome-ignore lint/suspicious/noDocumentCookie: see writeToken.
  document.cookie = tokenCookieString('', secure, 0);
  try {
    storage()?.removeItem(STORAGE_KEY);
    storage()?.removeItem(USER_KEY);
  } catch {
    // Nothing stored there.
  }
}

/**
 * The user the stored token last belonged to, so that a reload without network (a judge in the
 * hall) still knows who is logged in; the server checks the token again with every request.
 */
export function writeRememberedUser(user: unknown): void {
  try {
    storage()?.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // Without storage an offline reload shows the login page; nothing is lost on the device.
  }
}

export function readRememberedUser(): unknown {
  try {
    const text = storage()?.getItem(USER_KEY);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

export function authorizationHeader(token: string | null = readToken()): string | undefined {
  return token ? `Bearer ${token}` : undefined;
}

/**
 * The account a session token was issued to (its `sub`), read without checking the signature: to
 * tell which account's session this is before sending that account's data, never to trust it
 * (the server checks every token). Null for anything that is not such a token.
 */
export function tokenAccountId(token: string | null): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = Number((JSON.parse(json) as { sub?: unknown }).sub);
    return Number.isSafeInteger(sub) && sub > 0 ? sub : null;
  } catch {
    return null;
  }
}
