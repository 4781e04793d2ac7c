export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';

/**
 * How each language writes dates, times and numbers: German as in Germany, English in the British
 * form with a 24-hour clock ("28 Nov 2026, 17:12"), as a European association's English readers
 * expect rather than the American "Nov 28, 2026, 5:12 PM".
 */
export const FORMAT_LOCALES: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };

/** Name of the cookie that remembers the chosen language (for 365 days). */
const LOCALE_COOKIE = 'locale';
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale a path belongs to: `/en` and `/en/…` are English, everything else German. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'de';
}

/** The path without its locale prefix, always starting with `/`. */
export function stripLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'de') return pathname || '/';
  const rest = pathname.slice(3);
  return rest === '' ? '/' : rest;
}

/**
 * The path with the given locale's prefix, the rest unchanged. A page's twin in the other language
 * may have another path (/datenschutz ⇄ /en/privacy): links and the language switch use the route
 * table in routes.ts (`buildPath`, `twinPath`), which falls back to this for paths that are no page.
 */
export function withLocale(path: string, locale: Locale): string {
  const bare = stripLocale(path);
  if (locale === 'de') return bare;
  return bare === '/' ? '/en/' : `/en${bare}`;
}

/** Picks de or en from an Accept-Language / navigator.languages list; German is the default. */
export function negotiateLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/** The remembered locale from a Cookie header (or `document.cookie`), or null. */
export function localeFromCookie(cookie: string): Locale | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LOCALE_COOKIE) {
      let value: string;
      try {
        value = decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
      return isLocale(value) ? value : null;
    }
  }
  return null;
}

/**
 * The cookie that remembers a visitor's language for a year (set by the app, and by the server's
 * `/`). `secure` under https: the site then never sends it over a plain connection.
 */
export function localeCookieString(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
