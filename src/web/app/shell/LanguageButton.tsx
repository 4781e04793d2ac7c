import { Trans } from '@lingui/react/macro';
import { Button, VisuallyHidden } from '@mantine/core';
import { mdiTranslate } from '@mdi/js';
import { Dialog } from '@web/lib/dialog/Dialog';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { LanguageList, LOCALE_NAMES } from './LanguageList';
import { useRouteDialog } from './useRouteDialog';

/** The header's language selector: a button that opens a dialog listing the locales. */
export function LanguageButton() {
  const locale = useLocale();
  const dialog = useRouteDialog();
  return (
    <>
      <Button
        variant="subtle"
        color="ink.9"
        leftSection={<Icon path={mdiTranslate} />}
        onClick={dialog.open}
        aria-haspopup="dialog"
      >
        <VisuallyHidden>
          <Trans>Sprache wählen, aktuell:</Trans>{' '}
        </VisuallyHidden>
        {LOCALE_NAMES[locale]}
      </Button>
      <Dialog opened={dialog.opened} onClose={dialog.close} title={<Trans>Sprache wählen</Trans>} size="xs">
        <LanguageList onSameLocale={dialog.close} />
      </Dialog>
    </>
  );
}
