import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Text, Title } from '@mantine/core';
import { lifecycleRefusal } from '@shared/eventLifecycle';
import { paths } from '@web/config/paths';
import { EventForm } from '@web/features/eventAdmin/components/EventForm';
import { ADMIN_EVENT } from '@web/features/eventAdmin/graphql/AdminEvent';
import { LifecycleRefusal } from '@web/features/events/components/LifecycleRefusal';
import { ErrorAlert } from '@web/lib/errors/ErrorAlert';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { PageLoader } from '@web/lib/feedback/PageLoader';
import { useLocale } from '@web/lib/i18n/useLocale';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { useNavigate, useParams } from 'react-router';
import { PageContainer } from './PageContainer';

/** Admin: create an event (no id) or edit one. */
export function AdminEventFormPage() {
  const { t, i18n } = useLingui();
  const { id } = useParams();
  const editing = Boolean(id);
  const title = editing ? t`Event bearbeiten` : t`Event erstellen`;
  usePageTitle(title);
  const locale = useLocale();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(ADMIN_EVENT, { variables: { id: id ?? '' }, skip: !editing });
  const toEvent = (eventId: string) => navigate(paths.eventDetail.href(locale, { id: eventId }));
  const cancel = () => (id ? toEvent(id) : navigate(paths.dashboard.href(locale)));

  const refusal = data ? lifecycleRefusal('edit', data.event.status) : null;
  let body: React.ReactNode;
  if (!editing) body = <EventForm event={null} onSaved={toEvent} onCancel={cancel} />;
  else if (data && refusal) body = <LifecycleRefusal refusal={refusal} eventId={data.event.id} />;
  else if (data)
    body = <EventForm key={data.event.id} event={data.event} onSaved={toEvent} onCancel={cancel} />;
  else if (loading) body = <PageLoader />;
  else
    body = (
      <ErrorAlert back={{ to: paths.events.href(locale), label: <Trans>Alle Events</Trans> }}>
        <Text>{i18n._(errorMessage(error))}</Text>
      </ErrorAlert>
    );
  return (
    <PageContainer narrow>
      <Title order={1} mb="lg">
        {editing ? <Trans>Event bearbeiten</Trans> : <Trans>Event erstellen</Trans>}
      </Title>
      {body}
    </PageContainer>
  );
}
