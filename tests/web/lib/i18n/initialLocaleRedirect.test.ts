import { initialLocaleRedirect } from '@web/lib/i18n/initialLocaleRedirect';
import { describe, expect, it } from 'vitest';

describe('first visit locale detection', () => {
  it('sends an English browser from / to /en/ and remembers English', () => {
    expect(initialLocaleRedirect({ pathname: '/', cookieLocale: null, languages: ['en-GB', 'en'] })).toEqual({
      redirectTo: '/en/',
      remember: 'en',
    });
  });

  it('keeps a German browser on / and remembers German', () => {
    expect(initialLocaleRedirect({ pathname: '/', cookieLocale: null, languages: ['de-AT', 'en'] })).toEqual({
      redirectTo: null,
      remember: 'de',
    });
  });

  it('falls back to German for other languages', () => {
    expect(initialLocaleRedirect({ pathname: '/', cookieLocale: null, languages: ['fr-FR', 'nl'] })).toEqual({
      redirectTo: null,
      remember: 'de',
    });
  });

  it('prefers the remembered choice over the browser, without rewriting the cookie', () => {
    expect(initialLocaleRedirect({ pathname: '/', cookieLocale: 'en', languages: ['de-DE'] })).toEqual({
      redirectTo: '/en/',
      remember: null,
    });
    expect(initialLocaleRedirect({ pathname: '/', cookieLocale: 'de', languages: ['en-US'] })).toEqual({
      redirectTo: null,
      remember: null,
    });
  });

  it('leaves every other URL alone: its prefix names its locale', () => {
    for (const pathname of ['/event', '/en/', '/en/event', '/impressum']) {
      expect(initialLocaleRedirect({ pathname, cookieLocale: 'en', languages: ['en'] })).toEqual({
        redirectTo: null,
        remember: null,
      });
    }
  });
});
