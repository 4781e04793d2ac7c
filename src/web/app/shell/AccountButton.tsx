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
        // The whole name wherever the header has room for it (the app's name beside the logo gives
        // way first); beside the full navigation of a wide screen, at most a long name's width.
        maw={{ base: '100%', lg: '18rem' }}
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
      classNames={{ section: classes.loginIcon }}
    >
      <Trans>Einloggen</Trans>
    </Button>
  );
}
