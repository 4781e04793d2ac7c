import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { mdiAccountCircle, mdiLogin } from '@mdi/js';
import { paths } from '@web/config/paths';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { useSession } from '@web/lib/session/SessionContext';
import { shownName } from '@web/lib/session/session';
import { Link } from 'react-router';
import classes from './Shell.module.css';

/** The shown name and /profile when logged in, the login label and /login otherwise. */
export function AccountButton() {
  const locale = useLocale();
  const { user, loggedIn } = useSession();
  if (loggedIn) {
    return (
      <Button
        component={Link}
        to={paths.profile.href(locale)}
        variant="light"
        leftSection={<Icon path={mdiAccountCircle} />}
        // On a phone the header has room for about as much as the login label.
        maw={{ base: 130, sm: 220 }}
        px={{ base: 'sm', sm: 'md' }}
      >
        <span className={classes.ellipsis}>{shownName(user)}</span>
      </Button>
    );
  }
  return (
    <Button
      component={Link}
      to={paths.login.href(locale)}
      leftSection={<Icon path={mdiLogin} />}
      px={{ base: 'sm', sm: 'md' }}
    >
      <Trans>Anmelden</Trans>
    </Button>
  );
}
