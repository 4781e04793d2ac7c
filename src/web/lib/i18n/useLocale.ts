import { type Locale, localeOfPath } from '@shared/locales';
import { useLocation } from 'react-router';

/** The active locale: the URL prefix decides (`/en/…` is English, everything else German). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
