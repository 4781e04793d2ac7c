import { type Locale, localeCookieString, localeFromCookie } from '@shared/locales';

export { localeCookieString };

/** The remembered locale from a `document.cookie` string, or null. */
export function readLocaleCookie(cookie: string = document.cookie): Locale | null {
  return localeFromCookie(cookie);
}

export function writeLocaleCookie(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie; Cookie Store API is not in every target browser.
  document.cookie = localeCookieString(locale, window.location.protocol === 'https:');
}
