import { useLingui } from '@lingui/react/macro';
import { Box, Container, Group } from '@mantine/core';
import { APP_NAME } from '@web/config/association';
import { paths } from '@web/config/paths';
import { useLocale } from '@web/lib/i18n/useLocale';
import { useSession } from '@web/lib/session/SessionContext';
import { Link } from 'react-router';
import logoUrl from '../assets/logo.svg';
import { AccountButton } from './AccountButton';
import { HeaderMenu } from './HeaderMenu';
import { LanguageMenu } from './LanguageMenu';
import { LogoutControl } from './LogoutControl';
import { NavLinks } from './NavLinks';
import { OutboxBadge } from './OutboxBadge';
import classes from './Shell.module.css';

export function Header() {
  const { t } = useLingui();
  const locale = useLocale();
  const { loggedIn } = useSession();
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.headerBar}>
        <Link to={paths.home.href(locale)} className={classes.brand} aria-label={t`${APP_NAME} – Startseite`}>
          <img src={logoUrl} alt="" width={36} height={36} />
          <span>{APP_NAME}</span>
        </Link>
        <Box component="nav" aria-label={t`Hauptnavigation`} visibleFrom="lg" className={classes.headerNav}>
          <NavLinks />
        </Box>
        <Group gap="xs" wrap="nowrap" className={classes.headerActions}>
          <Box visibleFrom="lg">
            <LanguageMenu />
          </Box>
          <OutboxBadge />
          <AccountButton />
          {loggedIn && (
            <Box visibleFrom="lg">
              <LogoutControl look="icon" />
            </Box>
          )}
          <Box hiddenFrom="lg">
            <HeaderMenu />
          </Box>
        </Group>
      </Container>
    </header>
  );
}
