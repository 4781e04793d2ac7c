import { useLingui } from '@lingui/react/macro';
import { mdiCheck } from '@mdi/js';
import { LOCALES, type Locale } from '@shared/locales';
import { listQuery } from '@shared/paging';
import { twinPath } from '@shared/routes';
import { writeLocaleCookie } from '@web/lib/i18n/localeCookie';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { useTakenOver } from '@web/lib/ssr/useTakenOver';
import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import classes from './Shell.module.css';

// Each language is named in itself, whatever the active locale.
export const LOCALE_NAMES: Record<Locale, string> = { de: 'Deutsch', en: 'English' };

interface LanguageListProps {
  /** Called when the active language is chosen again (no navigation happens then). */
  onSameLocale: () => void;
}

/**
 * The locales, each a link to the same page in that language, under that language's path
 * (/datenschutz ⇄ /en/privacy): without the app's script the browser follows it. The active one is
 * marked current (and checked). With the script, choosing one remembers it (the locale cookie) and
 * replaces the page's history entry with its twin; choosing the active one again only closes the
 * panel that holds the list.
 */
export function LanguageList({ onSameLocale }: LanguageListProps) {
  const { t } = useLingui();
  const active = useLocale();
  const { pathname, search, hash } = useLocation();
  // The server renders a page by its path and list parameters alone (src/shared/paging.ts): the
  // rest of the address (a hash, a campaign's tag) joins the links once the app runs the page.
  const running = useTakenOver();
  const rest = running ? `${search}${hash}` : listQuery(search);
  const choose = (locale: Locale, event: MouseEvent<HTMLAnchorElement>) => {
    writeLocaleCookie(locale);
    // A new tab or window for the page (a modifier held) is the browser's to open.
    const plain = event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
    if (locale !== active || !plain) return;
    event.preventDefault();
    onSameLocale();
  };
  return (
    <ul className={classes.languageList} aria-label={t`Sprache`}>
      {LOCALES.map((locale) => (
        <li key={locale}>
          <Link
            to={`${twinPath(pathname, locale)}${rest}`}
            replace
            lang={locale}
            hrefLang={locale}
            aria-current={locale === active ? 'true' : undefined}
            className={classes.languageLink}
            onClick={(event) => choose(locale, event)}
          >
            <span>{LOCALE_NAMES[locale]}</span>
            {locale === active && <Icon path={mdiCheck} />}
          </Link>
        </li>
      ))}
    </ul>
  );
}
