import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { paths } from '@web/config/paths';
import { EventOverview } from '@web/features/eventAdmin/components/EventOverview';
import { useLocale } from '@web/lib/i18n/useLocale';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { Link } from 'react-router';
import { PageContainer } from './PageContainer';

/** Admin: the show office's overview of every show and what comes next with each. */
export function AdminEventsPage() {
  const { t } = useLingui();
  const locale = useLocale();
  usePageTitle(t`Alle Schauen`);
  return (
    <PageContainer>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <div>
            <Title order={1}>
              <Trans>Alle Schauen</Trans>
            </Title>
            <Text mt="xs">
              <Trans>Jede Schau mit ihrem Stand und dem nächsten Schritt der Schauleitung.</Trans>
            </Text>
          </div>
          <Button component={Link} to={paths.adminEventNew.href(locale)}>
            <Trans>Event erstellen</Trans>
          </Button>
        </Group>
        <EventOverview />
      </Stack>
    </PageContainer>
  );
}
