import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Code, Text, Title } from '@mantine/core';
import { mdiHomeOutline } from '@mdi/js';
import { stripLocale } from '@shared/locales';
import { SITE_TEXTS } from '@shared/pages';
import { movedPath, OLD_CAGE_ASSIGN_PATH } from '@shared/routes';
import { paths } from '@web/config/paths';
import { useLocale } from '@web/lib/i18n/useLocale';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { Icon } from '@web/lib/icons/Icon';
import { Link, Navigate, useLocation } from 'react-router';
import { PageContainer } from './PageContainer';

function readable(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Any path no route claims, in the locale of its prefix. */
export function NotFoundPage() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const path = readable(pathname);
  usePageTitle(i18n._(SITE_TEXTS.notFound));
  // Older links write the cage page as /admin/cage-assign{eventID}; the router cannot match a
  // parameter inside a segment, so that spelling lands here and moves on to /admin/cage-assign/{eventID}.
  const cageAssign = stripLocale(pathname).match(OLD_CAGE_ASSIGN_PATH);
  if (cageAssign)
    return <Navigate replace to={paths.adminCageAssign.href(locale, { eventId: cageAssign[1] })} />;
  // An English page's old address (its German path under /en, e.g. /en/datenschutz) moves on to
  // its English path; the server redirects it too, but an installed app never asks the server.
  const moved = movedPath(pathname);
  if (moved) return <Navigate replace to={`${moved}${search}${hash}`} />;
  return (
    <PageContainer narrow>
      <meta name="robots" content="noindex" />
      <Title order={1} mb="md">
        <Trans>Seite nicht gefunden</Trans>
      </Title>
      <Text size="lg" mb="lg">
        <Trans>
          Unter <Code>{path}</Code> gibt es keine Seite.
        </Trans>
      </Text>
      <Button component={Link} to={paths.home.href(locale)} leftSection={<Icon path={mdiHomeOutline} />}>
        <Trans>Zur Startseite</Trans>
      </Button>
    </PageContainer>
  );
}
