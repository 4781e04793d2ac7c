import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import { mdiTrophyOutline } from '@mdi/js';
import { effectiveEventStatus, hasStarted, isRegistrationOpen } from '@shared/eventLifecycle';
import { hasRank } from '@shared/roles';
import { paths } from '@web/config/paths';
import { CatalogueChecks } from '@web/features/eventAdmin/components/CatalogueChecks';
import { EventAdminActions } from '@web/features/eventAdmin/components/EventAdminActions';
import { LateRatings } from '@web/features/eventAdmin/components/LateRatings';
import { EventDetails } from '@web/features/events/components/EventDetails';
import { EventRegistration } from '@web/features/events/components/EventRegistration';
import { GuestRegistrationHint } from '@web/features/events/components/GuestRegistrationHint';
import { JudgingProgressPanel } from '@web/features/events/components/JudgingProgressPanel';
import { eventActions } from '@web/features/events/eventActions';
import { useEventDetail } from '@web/features/events/hooks/useEventDetail';
import { ErrorAlert } from '@web/lib/errors/ErrorAlert';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { DataAsOf } from '@web/lib/feedback/DataAsOf';
import { notify } from '@web/lib/feedback/notify';
import { PageLoader } from '@web/lib/feedback/PageLoader';
import { useLocale } from '@web/lib/i18n/useLocale';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { Icon } from '@web/lib/icons/Icon';
import { useSession } from '@web/lib/session/SessionContext';
import { isLoggedIn } from '@web/lib/session/session';
import { useNow } from '@web/lib/ssr/useNow';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageContainer } from './PageContainer';

export function EventDetailPage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const { user } = useSession();
  const locale = useLocale();
  const navigate = useNavigate();
  const { event: current, fetchedAt, loading, error, notFound, refetch } = useEventDetail(id);
  // The admin's own deletion: whichever comes first, the answer or the subscription's
  // EVENT_NOT_FOUND, the admin lands on the list of events with a notification. Until then the
  // page keeps showing the event, so the confirming dialog stays open: the navigation replaces its
  // history entry, and closing it earlier would step back in history and undo the navigation.
  const [deleting, setDeleting] = useState<string | null>(null);
  const [lastEvent, setLastEvent] = useState(current);
  if (current && current !== lastEvent) setLastEvent(current);
  const event = current ?? (deleting !== null ? lastEvent : undefined);
  // The tab and the history name the event itself.
  usePageTitle(event ? event.title : notFound ? t`Event nicht gefunden` : t`Event`);
  const status = useNow((now) =>
    event ? effectiveEventStatus(event.status, new Date(event.registrationDeadline), now) : null,
  );
  // One departure, whoever asks first; the second asker waits for the same navigation (the
  // dialog must not close, and step back, before the new page has replaced its entry).
  const leaving = useRef<Promise<void> | null>(null);
  const leave = useCallback(
    (title: string) => {
      leaving.current ??= (async () => {
        notify(i18n, 'success', i18n._(msg`Das Event ${title} wurde gelöscht.`));
        await navigate(paths.events.href(locale), { replace: true });
      })();
      return leaving.current;
    },
    [i18n, navigate, locale],
  );
  useEffect(() => {
    if (deleting !== null && notFound) void leave(deleting);
  }, [deleting, notFound, leave]);

  let body: React.ReactNode;
  if (event && status) {
    const actions = eventActions(user.role, status);
    const judges = event.classes.some((c) => c.judges.some((judge) => judge.id === String(user.id)));
    body = (
      <Stack gap="xl">
        <Title order={1}>{event.title}</Title>
        <DataAsOf fetchedAt={fetchedAt} failed={Boolean(error)} />
        <EventDetails event={event} status={status} />
        {judges && hasStarted(status) && (
          <Button
            component={Link}
            to={paths.judgeCages.href(locale, { eventId: event.id })}
            size="lg"
            style={{ alignSelf: 'flex-start' }}
          >
            <Trans>Käfige bewerten</Trans>
          </Button>
        )}
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
        {hasStarted(status) && <JudgingProgressPanel eventId={event.id} classCount={event.classes.length} />}
        {(actions.register || event.myRegistrations.length > 0) && (
          <EventRegistration event={event} open={actions.register} />
        )}
        {!isLoggedIn(user) && isRegistrationOpen(status) && <GuestRegistrationHint eventId={event.id} />}
        {hasRank(user.role, 'ADMIN') && status === 'CLOSED' && <CatalogueChecks eventId={event.id} />}
        {/* What waits for the office comes before what the office may do with the event. */}
        {hasRank(user.role, 'ADMIN') && status === 'ENDED' && <LateRatings eventId={event.id} />}
        {Object.entries(actions).some(([action, allowed]) => action !== 'register' && allowed) && (
          <EventAdminActions
            eventId={event.id}
            title={event.title}
            ended={status === 'ENDED'}
            eventStart={event.eventStart}
            actions={actions}
            onDeleting={() => setDeleting(event.title)}
            onDeleted={() => leave(event.title)}
          />
        )}
      </Stack>
    );
  } else if (loading) {
    body = <PageLoader />;
  } else {
    body = (
      <Stack gap="md">
        <Title order={1}>{notFound ? <Trans>Event nicht gefunden</Trans> : <Trans>Event</Trans>}</Title>
        <ErrorAlert
          back={{ to: paths.events.href(locale), label: <Trans>Alle Events</Trans> }}
          onRetry={notFound ? undefined : () => void refetch()}
        >
          <Text>{notFound ? t`Das Event konnte nicht gefunden werden` : i18n._(errorMessage(error))}</Text>
        </ErrorAlert>
      </Stack>
    );
  }
  return <PageContainer narrow>{body}</PageContainer>;
}
