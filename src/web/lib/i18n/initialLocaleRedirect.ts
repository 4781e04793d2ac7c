import { type Locale, negotiateLocale, withLocale } from '@shared/locales';

export interface InitialLocaleInput {
  pathname: string;
  cookieLocale: Locale | null;
  languages: readonly string[];
}

export interface InitialLocaleDecision {
  /** Where to go instead of `pathname`, or null to stay. */
  redirectTo: string | null;
  /** A locale to remember in the cookie (first visit only), or null. */
  remember: Locale | null;
}

/**
 * Only the bare root `/` is negotiated: every other URL names its locale by its prefix.
 * A remembered choice wins; without one the browser languages decide and are remembered.
 */
export function initialLocaleRedirect({
  pathname,
  cookieLocale,
  languages,
}: InitialLocaleInput): InitialLocaleDecision {
  if (pathname !== '/') return { redirectTo: null, remember: null };
  const locale = cookieLocale ?? negotiateLocale(languages);
  return {
    redirectTo: locale === 'de' ? null : withLocale('/', locale),
    remember: cookieLocale ? null : locale,
  };
}
