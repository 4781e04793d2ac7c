import { useLingui } from '@lingui/react/macro';
import { UnstyledButton } from '@mantine/core';
import { mdiCheck } from '@mdi/js';
import { LOCALES, type Locale } from '@shared/locales';
import { twinPath } from '@shared/routes';
import { writeLocaleCookie } from '@web/lib/i18n/localeCookie';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { useLocation, useNavigate } from 'react-router';
import classes from './Shell.module.css';

// Each language is named in itself, whatever the active locale.
export const LOCALE_NAMES: Record<Locale, string> = { de: 'Deutsch', en: 'English' };

interface LanguageListProps {
  /** Called when the active language is chosen again (no navigation happens then). */
  onSameLocale: () => void;
}

/**
 * The locales; the active one is marked current. Choosing one remembers it and opens the same
 * page in that language, under that language's path (/datenschutz ⇄ /en/privacy), replacing the
 * dialog's history entry (the dialog closes on navigation).
 */
export function LanguageList({ onSameLocale }: LanguageListProps) {
  const { t } = useLingui();
  const active = useLocale();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const choose = (locale: Locale) => {
    writeLocaleCookie(locale);
    if (locale === active) onSameLocale();
    else navigate(`${twinPath(pathname, locale)}${search}${hash}`, { replace: true });
  };
  return (
    <ul className={classes.languageList} aria-label={t`Sprache`}>
      {LOCALES.map((locale) => (
        <li key={locale}>
          <UnstyledButton
            lang={locale}
            aria-current={locale === active ? 'true' : undefined}
            className={classes.languageLink}
            onClick={() => choose(locale)}
          >
            <span>{LOCALE_NAMES[locale]}</span>
            {locale === active && <Icon path={mdiCheck} />}
          </UnstyledButton>
        </li>
      ))}
    </ul>
  );
}
