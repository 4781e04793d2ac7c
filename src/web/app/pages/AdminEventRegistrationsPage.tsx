import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { RegistrationsByBreeder } from '@web/features/showOffice/components/RegistrationsByBreeder';
import { EVENT_CATALOGUE } from '@web/features/showOffice/graphql/ShowOffice';
import { useParams } from 'react-router';
import { EventAdminFrame } from './EventAdminFrame';

/** Admin: the registrations of one event, breeder by breeder. */
export function AdminEventRegistrationsPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(EVENT_CATALOGUE, {
    variables: { eventId: id },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <EventAdminFrame
      title={t`Anmeldungen je Züchter`}
      eventId={id}
      eventTitle={data?.event.title}
      status={data?.event.status}
      loading={loading}
      error={error}
    >
      {data && <RegistrationsByBreeder entries={data.eventCatalogue} />}
    </EventAdminFrame>
  );
}
