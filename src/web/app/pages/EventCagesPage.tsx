import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { mdiPrinter } from '@mdi/js';
import { paths } from '@web/config/paths';
import { CageAssignment } from '@web/features/events/components/CageAssignment';
import { EventUnavailable } from '@web/features/events/components/EventUnavailable';
import { EVENT_CAGES } from '@web/features/events/graphql/EventCages';
import { toRequestFailure } from '@web/lib/errors/requestFailure';
import { DataAsOf } from '@web/lib/feedback/DataAsOf';
import { PageLoader } from '@web/lib/feedback/PageLoader';
import { Icon } from '@web/lib/icons/Icon';
import { useTakenOver } from '@web/lib/ssr/useTakenOver';
// Its table: the pages outside the Apollo layout bring the styles they need themselves.
import '@web/lib/forms/formStyles';
import { usePublicQuery } from '@web/lib/graphql/usePublicQuery';
import { useLocale } from '@web/lib/i18n/useLocale';
import { pageTitle, usePageTitle } from '@web/lib/i18n/usePageTitle';
import { useListParams } from '@web/lib/paging/listParams';
import { Link, useParams } from 'react-router';
import { PageContainer } from './PageContainer';
// Printed, the list is the page alone: no header, search, buttons or footer.
import './resultsPrint.css';

export function EventCagesPage() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { id = '' } = useParams();
  const list = useListParams();
  // Printing needs the app: the button is disabled until it runs the page.
  const running = useTakenOver();
  const { data, fetchedAt, loading, error, refetch } = usePublicQuery(EVENT_CAGES, { eventId: id });
  // As the server's head names it: the page's title, then the event's.
  const title = pageTitle(i18n, 'eventCages');
  usePageTitle(data?.event ? `${title} · ${data.event.title}` : title);
  const notFound = Boolean(error) && toRequestFailure(error).code === 'EVENT_NOT_FOUND';
  return (
    <PageContainer narrow>
      <Stack gap="lg" data-print-root="cages">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={1}>
            <Trans>Käfigzuweisung</Trans>
          </Title>
          {data && data.eventCages.length > 0 && (
            <Button
              variant="default"
              leftSection={<Icon path={mdiPrinter} />}
              disabled={!running}
              onClick={() => window.print()}
              data-print-hide
            >
              <Trans>Drucken</Trans>
            </Button>
          )}
        </Group>
        {data ? (
          <>
            <Anchor component={Link} to={paths.eventDetail.href(locale, { id })}>
              {data.event.title}
            </Anchor>
            <DataAsOf fetchedAt={fetchedAt} failed={Boolean(error)} />
            <CageAssignment cages={data.eventCages} list={list} />
          </>
        ) : loading ? (
          <PageLoader />
        ) : (
          // Never seen here and no network: nothing kept to show, so the way on is to try again.
          <EventUnavailable notFound={notFound} error={error} onRetry={refetch} />
        )}
      </Stack>
    </PageContainer>
  );
}
