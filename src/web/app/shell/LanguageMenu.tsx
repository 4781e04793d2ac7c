import { Trans } from '@lingui/react/macro';
import { Button, VisuallyHidden } from '@mantine/core';
import { mdiTranslate } from '@mdi/js';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { LanguageList, LOCALE_NAMES } from './LanguageList';
import classes from './Shell.module.css';
import { useDisclosureEnhancement } from './useDisclosureEnhancement';

/**
 * The wide header's language selector: a native disclosure showing the active language, whose
 * panel lists the locales as links (it works without the app's script too).
 */
export function LanguageMenu() {
  const locale = useLocale();
  const languages = useDisclosureEnhancement();
  return (
    <details ref={languages.ref} className={classes.languages}>
      <Button
        component="summary"
        variant="subtle"
        color="ink.9"
        leftSection={<Icon path={mdiTranslate} />}
        className={classes.summary}
      >
        <VisuallyHidden>
          <Trans>Sprache wählen, aktuell:</Trans>{' '}
        </VisuallyHidden>
        {LOCALE_NAMES[locale]}
      </Button>
      <div className={classes.languagePanel}>
        <LanguageList onSameLocale={languages.close} />
      </div>
    </details>
  );
}
