import { localeCookieString, readLocaleCookie, writeLocaleCookie } from '@web/lib/i18n/localeCookie';
import { describe, expect, it } from 'vitest';

describe('locale cookie', () => {
  it('is kept for 365 days on the whole site, SameSite=Lax', () => {
    expect(localeCookieString('en', false)).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('is Secure under https, so it never goes over a plain connection', () => {
    expect(localeCookieString('en', true)).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it('is written to and read back from document.cookie', () => {
    expect(readLocaleCookie()).toBeNull();
    writeLocaleCookie('en');
    expect(readLocaleCookie()).toBe('en');
    writeLocaleCookie('de');
    expect(readLocaleCookie()).toBe('de');
  });

  it('ignores other cookies and unknown values', () => {
    expect(readLocaleCookie('a=1; locale=en; b=2')).toBe('en');
    expect(readLocaleCookie('locale=fr')).toBeNull();
    expect(readLocaleCookie('mylocale=en')).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
  });
});
