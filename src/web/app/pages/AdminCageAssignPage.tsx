import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { CageNumbering } from '@web/features/eventAdmin/components/CageNumbering';
import { ADMIN_CAGES } from '@web/features/eventAdmin/graphql/EventAssignments';
import { useParams } from 'react-router';
import { EventAdminFrame } from './EventAdminFrame';

export function AdminCageAssignPage() {
  const { t } = useLingui();
  const { eventId = '' } = useParams();
  // Always the server's list: its order (by number) is where the page's rows start, and a kept
  // copy from an earlier visit would bring back the order of then.
  const { data, loading, error } = useQuery(ADMIN_CAGES, {
    variables: { eventId },
    fetchPolicy: 'network-only',
  });
  return (
    <EventAdminFrame
      title={t`Käfige zuweisen`}
      eventId={eventId}
      eventTitle={data?.event.title}
      action="assignCages"
      status={data?.event.status}
      loading={loading}
      error={error}
    >
      {data && <CageNumbering eventId={eventId} cages={data.eventCages} />}
    </EventAdminFrame>
  );
}
