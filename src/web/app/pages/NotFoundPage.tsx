import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Code, Text, Title } from '@mantine/core';
import { mdiHomeOutline } from '@mdi/js';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/i18n/useLocale';
import { usePageTitle } from '../../lib/i18n/usePageTitle';
import { Icon } from '../../lib/icons/Icon';
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
  const { t } = useLingui();
  const locale = useLocale();
  const path = readable(useLocation().pathname);
  usePageTitle(t`Seite nicht gefunden`);
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
