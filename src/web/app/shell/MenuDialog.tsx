import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Title } from '@mantine/core';
import { mdiMenu } from '@mdi/js';
import { Dialog } from '@web/lib/dialog/Dialog';
import { Icon } from '@web/lib/icons/Icon';
import { LanguageList } from './LanguageList';
import { NavLinks } from './NavLinks';
import classes from './Shell.module.css';
import { useRouteDialog } from './useRouteDialog';

/** Narrow screens: the header's entries and the language selector in one menu dialog. */
export function MenuDialog() {
  const { t } = useLingui();
  const dialog = useRouteDialog();
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="ink.9"
        size="xl"
        onClick={dialog.open}
        aria-label={t`Menü öffnen`}
        aria-haspopup="dialog"
        aria-expanded={dialog.opened}
      >
        <Icon path={mdiMenu} size={28} />
      </ActionIcon>
      <Dialog opened={dialog.opened} onClose={dialog.close} title={<Trans>Menü</Trans>} size="sm">
        <nav aria-label={t`Hauptnavigation`}>
          <NavLinks vertical />
        </nav>
        <Title order={3} className={classes.menuHeading}>
          <Trans>Sprache</Trans>
        </Title>
        <LanguageList onSameLocale={dialog.close} />
      </Dialog>
    </>
  );
}
