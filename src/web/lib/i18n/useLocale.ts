import { useLocation } from 'react-router';
import { type Locale, localeOfPath } from '../../../shared/locales';

/** The active locale: the URL prefix decides (`/en/…` is English, everything else German). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
