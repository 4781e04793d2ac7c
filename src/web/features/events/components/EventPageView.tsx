import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Title } from '@mantine/core';
import { mdiTrophyOutline } from '@mdi/js';
import { type EventStatus, hasStarted } from '@shared/eventLifecycle';
import { paths } from '@web/config/paths';
import type { EventDetailFieldsFragment, JudgingProgressSubscription } from '@web/gql/graphql';
import { DataAsOf } from '@web/lib/feedback/DataAsOf';
import { PageLoader } from '@web/lib/feedback/PageLoader';
import { useLocale } from '@web/lib/i18n/useLocale';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { Icon } from '@web/lib/icons/Icon';
import { Link } from 'react-router';
import { EventDetails } from './EventDetails';
import { EventUnavailable } from './EventUnavailable';
import { JudgingProgressPanel } from './JudgingProgressPanel';

/** What a view of the page last showed of an event, and when that was fetched. */
export interface ShownEvent {
  event: EventDetailFieldsFragment & { id: string };
  fetchedAt: number | undefined;
}

export interface EventPageViewProps {
  event: (EventDetailFieldsFragment & { id: string }) | undefined;
  status: EventStatus | null;
  loading: boolean;
  error: unknown;
  notFound: boolean;
  /** When what is shown was fetched, while it cannot be fetched again (offline). */
  fetchedAt: number | undefined;
  onRetry: () => void;
  /** The judging counts of a started show, as the page's subscription last pushed them. */
  progress: JudgingProgressSubscription['judgingProgress'] | undefined;
  /** Before the way to the results: the judge's way to their cages. */
  judging?: React.ReactNode;
  /** After the judging counts: what a logged-in user may do (register, the office's work). */
  children?: React.ReactNode;
}

/**
 * The event page as every visitor sees it: the event's facts, the way to its results, the live
 * judging counts; or the page's loader, or why the event cannot be shown. The page feeds it from
 * one of two sources: a visitor's answers without Apollo, or Apollo's on a logged-in user's page
 * (src/web/app/pages/EventDetailPage.tsx), which adds its own parts as `judging` and `children`.
 */
export function EventPageView(props: EventPageViewProps) {
  const { event, status, loading, error, notFound, fetchedAt, onRetry, progress } = props;
  const { t } = useLingui();
  const locale = useLocale();
  // The tab and the history name the event itself.
  usePageTitle(event ? event.title : notFound ? t`Event nicht gefunden` : t`Event`);
  if (event && status)
    return (
      <Stack gap="xl">
        <Title order={1}>{event.title}</Title>
        <DataAsOf fetchedAt={fetchedAt} failed={Boolean(error)} />
        <EventDetails event={event} status={status} />
        {props.judging}
        {status === 'ENDED' && (
          <Button
            component={Link}
            to={paths.resultDetail.href(locale, { resultId: event.id })}
            size="lg"
            leftSection={<Icon path={mdiTrophyOutline} />}
            style={{ alignSelf: 'flex-start' }}
          >
            <Trans>Ergebnisse ansehen</Trans>
          </Button>
        )}
        {hasStarted(status) && (
          <JudgingProgressPanel
            progress={progress}
            // The counts have a row for each class with cages.
            classCount={event.classes.filter((c) => c.cageCount > 0).length}
          />
        )}
        {props.children}
      </Stack>
    );
  if (loading) return <PageLoader />;
  return (
    <Stack gap="md">
      <Title order={1}>{notFound ? <Trans>Event nicht gefunden</Trans> : <Trans>Event</Trans>}</Title>
      <EventUnavailable notFound={notFound} error={error} onRetry={onRetry} />
    </Stack>
  );
}
