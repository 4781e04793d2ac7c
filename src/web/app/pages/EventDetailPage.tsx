import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { mdiTrophyOutline } from '@mdi/js';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { effectiveEventStatus, hasStarted } from '../../../shared/eventLifecycle';
import { hasRank } from '../../../shared/roles';
import { paths } from '../../config/paths';
import { EventAdminActions } from '../../features/eventAdmin/components/EventAdminActions';
import { LateRatings } from '../../features/eventAdmin/components/LateRatings';
import { EventDetails } from '../../features/events/components/EventDetails';
import { EventRegistration } from '../../features/events/components/EventRegistration';
import { JudgingProgressPanel } from '../../features/events/components/JudgingProgressPanel';
import { eventActions } from '../../features/events/eventActions';
import { useEventDetail } from '../../features/events/hooks/useEventDetail';
import { errorMessage } from '../../lib/errors/errorMessages';
import { PageLoader } from '../../lib/feedback/PageLoader';
import { useLocale } from '../../lib/i18n/useLocale';
import { usePageTitle } from '../../lib/i18n/usePageTitle';
import { Icon } from '../../lib/icons/Icon';
import { useSession } from '../../lib/session/SessionContext';
import { PageContainer } from './PageContainer';

export function EventDetailPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Detail Ansicht`);
  const { id = '' } = useParams();
  const { user } = useSession();
  const locale = useLocale();
  const { event, loading, error, notFound, refetch } = useEventDetail(id);
  // The admin's own deletion: whichever comes first, the answer or the subscription's
  // EVENT_NOT_FOUND, the page says so (no navigation: the closing dialog steps back in history).
  const [deleting, setDeleting] = useState(false);
  const [deleted, setDeleted] = useState(false);

  let body: React.ReactNode;
  if (deleted || (deleting && notFound)) {
    body = (
      <Stack gap="md" align="flex-start">
        <Title order={1}>
          <Trans>Detail Ansicht</Trans>
        </Title>
        <Text role="status">
          <Trans>Das Event wurde gelöscht.</Trans>
        </Text>
        <Button component={Link} to={paths.events.href(locale)} variant="light">
          <Trans>Alle Events</Trans>
        </Button>
      </Stack>
    );
  } else if (event) {
    const status = effectiveEventStatus(event.status, new Date(event.registrationDeadline), new Date());
    const actions = eventActions(user.role, status);
    const judges = event.classes.some((c) => c.judges.some((judge) => judge.id === String(user.id)));
    body = (
      <Stack gap="xl">
        <Title order={1}>{event.title}</Title>
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
        {hasStarted(status) && <JudgingProgressPanel eventId={event.id} />}
        {(actions.register || event.myRegistrations.length > 0) && (
          <EventRegistration event={event} open={actions.register} />
        )}
        {Object.entries(actions).some(([action, allowed]) => action !== 'register' && allowed) && (
          <EventAdminActions
            eventId={event.id}
            title={event.title}
            actions={actions}
            onDeleting={() => setDeleting(true)}
            onDeleted={() => setDeleted(true)}
          />
        )}
        {hasRank(user.role, 'ADMIN') && status === 'ENDED' && <LateRatings eventId={event.id} />}
      </Stack>
    );
  } else if (loading) {
    body = <PageLoader />;
  } else {
    body = (
      <Stack gap="md">
        <Title order={1}>
          <Trans>Detail Ansicht</Trans>
        </Title>
        <Alert color="red.9" variant="light">
          <Text>{notFound ? t`Das Event konnte nicht gefunden werden` : i18n._(errorMessage(error))}</Text>
          {!notFound && (
            <Button mt="sm" variant="outline" color="red.9" size="xs" onClick={() => refetch()}>
              <Trans>Erneut versuchen</Trans>
            </Button>
          )}
        </Alert>
      </Stack>
    );
  }
  return <PageContainer narrow>{body}</PageContainer>;
}
