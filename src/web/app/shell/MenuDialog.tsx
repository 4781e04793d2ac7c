import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Title } from '@mantine/core';
import { mdiMenu } from '@mdi/js';
import { Dialog } from '@web/lib/dialog/Dialog';
import { dialogEntriesGone } from '@web/lib/dialog/useHistoryEntry';
import { Icon } from '@web/lib/icons/Icon';
import { useSession } from '@web/lib/session/SessionContext';
import { LanguageList } from './LanguageList';
import { LogoutTrigger, useLogoutQuestion } from './LogoutControl';
import { NavLinks } from './NavLinks';
import classes from './Shell.module.css';
import { useAccountItems } from './useNavItems';
import { useRouteDialog } from './useRouteDialog';

/**
 * Narrow screens: the header's entries, the account's own pages and logging out (when logged in)
 * and the language selector in one menu dialog.
 */
export function MenuDialog() {
  const { t } = useLingui();
  const dialog = useRouteDialog();
  const { loggedIn } = useSession();
  const accountItems = useAccountItems();
  // The question about unsent ratings opens once the menu has closed, never over it.
  const logout = useLogoutQuestion(async () => {
    dialog.close();
    await dialogEntriesGone();
  });
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
        {loggedIn && (
          <>
            <Title order={3} className={classes.menuHeading}>
              <Trans>Konto</Trans>
            </Title>
            <nav aria-label={t`Konto`}>
              <NavLinks vertical items={accountItems} />
            </nav>
            <LogoutTrigger look="menu" start={logout.start} busy={logout.busy} />
          </>
        )}
        <Title order={3} className={classes.menuHeading}>
          <Trans>Sprache</Trans>
        </Title>
        <LanguageList onSameLocale={dialog.close} />
      </Dialog>
      {logout.question}
    </>
  );
}
