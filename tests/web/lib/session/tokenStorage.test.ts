import {
  authorizationHeader,
  clearToken,
  needsSecureCookie,
  readToken,
  readTokenCookie,
  TOKEN_MAX_AGE_S,
  tokenCookieString,
  writeToken,
} from '@web/lib/session/tokenStorage';
import { describe, expect, it } from 'vitest';

describe('token cookie', () => {
  it('lives 43200 s on the whole site, SameSite=Strict, Secure when asked', () => {
    expect(TOKEN_MAX_AGE_S).toBe(43_200);
    expect(tokenCookieString('abc', true)).toBe('token=abc; Max-Age=43200; Path=/; SameSite=Strict; Secure');
    expect(tokenCookieString('abc', false)).toBe('token=abc; Max-Age=43200; Path=/; SameSite=Strict');
  });

  it('is Secure everywhere except plain-HTTP localhost', () => {
    expect(needsSecureCookie({ protocol: 'https:', hostname: 'taubenschau.example' })).toBe(true);
    expect(needsSecureCookie({ protocol: 'https:', hostname: 'localhost' })).toBe(true);
    expect(needsSecureCookie({ protocol: 'http:', hostname: 'taubenschau.example' })).toBe(true);
    expect(needsSecureCookie({ protocol: 'http:', hostname: 'localhost' })).toBe(false);
    expect(needsSecureCookie({ protocol: 'http:', hostname: '127.0.0.1' })).toBe(false);
  });

  it('reads the token among other cookies', () => {
    expect(readTokenCookie('locale=en; token=a.b.c; x=1')).toBe('a.b.c');
    expect(readTokenCookie('mytoken=a')).toBeNull();
    expect(readTokenCookie('token=')).toBeNull();
  });
});

describe('token storage', () => {
  it('writes cookie and local storage, and reads it back', () => {
    expect(readToken()).toBeNull();
    writeToken('t1');
    expect(document.cookie).toContain('token=t1');
    expect(window.localStorage.getItem('token')).toBe('t1');
    expect(readToken()).toBe('t1');
    expect(authorizationHeader()).toBe('Bearer t1');
  });

  it('falls back to local storage when the cookie is gone, and prefers the cookie', () => {
    writeToken('t2');
    // biome-ignore lint/suspicious/noDocumentCookie: simulates a browser that dropped the cookie.
    document.cookie = 'token=; Max-Age=0; Path=/';
    expect(readToken()).toBe('t2');
    window.localStorage.setItem('token', 'older');
    writeToken('t3');
    window.localStorage.setItem('token', 'older');
    expect(readToken()).toBe('t3');
  });

  it('clears both places', () => {
    writeToken('t4');
    clearToken();
    expect(readToken()).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(authorizationHeader()).toBeUndefined();
  });
});
