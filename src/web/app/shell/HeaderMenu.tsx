import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Title } from '@mantine/core';
import { mdiMenu } from '@mdi/js';
import { Icon } from '@web/lib/icons/Icon';
import { useSession } from '@web/lib/session/SessionContext';
import { LanguageList } from './LanguageList';
import { LogoutTrigger, useLogoutQuestion } from './LogoutControl';
import { NavLinks } from './NavLinks';
import classes from './Shell.module.css';
import { useDisclosureEnhancement } from './useDisclosureEnhancement';
import { useAccountItems } from './useNavItems';

/**
 * Narrow screens: the header's entries, the account's own pages and logging out (when logged in)
 * and the language selector in one menu that drops down below the header. A native disclosure,
 * so it opens and its links lead on without the app's script too (./useDisclosureEnhancement).
 */
export function HeaderMenu() {
  const { t } = useLingui();
  const menu = useDisclosureEnhancement();
  const { loggedIn } = useSession();
  const accountItems = useAccountItems();
  // The question about unsent ratings opens once the menu has closed, never over it.
  const logout = useLogoutQuestion(async () => menu.close());
  return (
    <>
      <details ref={menu.ref}>
        <ActionIcon
          component="summary"
          variant="subtle"
          color="ink.9"
          size="xl"
          aria-label={t`Menü öffnen`}
          className={classes.summary}
        >
          <Icon path={mdiMenu} size={28} />
        </ActionIcon>
        <div className={classes.menuPanel}>
          <nav aria-label={t`Hauptnavigation`}>
            <NavLinks vertical />
          </nav>
          {loggedIn && (
            <>
              <Title order={2} className={classes.menuHeading}>
                <Trans>Konto</Trans>
              </Title>
              <nav aria-label={t`Konto`}>
                <NavLinks vertical items={accountItems} />
              </nav>
              <LogoutTrigger look="menu" start={logout.start} busy={logout.busy} />
            </>
          )}
          <Title order={2} className={classes.menuHeading}>
            <Trans>Sprache</Trans>
          </Title>
          <LanguageList onSameLocale={menu.close} />
        </div>
      </details>
      {logout.question}
    </>
  );
}
