import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { FeeList } from '@web/features/showOffice/components/FeeList';
import { EVENT_FEES } from '@web/features/showOffice/graphql/ShowOffice';
import { useParams } from 'react-router';
import { EventAdminFrame } from './EventAdminFrame';

/** Admin: the entry fees of one event, breeder by breeder (see docs/domain.md, Entry fees). */
export function AdminEventFeesPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(EVENT_FEES, {
    variables: { eventId: id },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <EventAdminFrame
      title={t`Startgeld`}
      eventId={id}
      eventTitle={data?.event.title}
      status={data?.event.status}
      loading={loading}
      error={error}
    >
      {data && <FeeList list={data.eventFees} eventTitle={data.event.title} />}
    </EventAdminFrame>
  );
}
