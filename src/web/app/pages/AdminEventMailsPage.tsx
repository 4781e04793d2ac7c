import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { ResultsMailList } from '@web/features/showOffice/components/ResultsMailList';
import { EVENT_RESULTS_MAILS } from '@web/features/showOffice/graphql/ShowOffice';
import { useParams } from 'react-router';
import { EventAdminFrame } from './EventAdminFrame';

/** While first tries are on their way, the counts are read again this often; */
const SENDING_POLL_MS = 3_000;
/** and this often while only retries wait (their back-off runs to an hour). */
const RETRYING_POLL_MS = 30_000;

/** Admin: the results mails of one event, breeder by breeder (see docs/domain.md, Results mails). */
export function AdminEventMailsPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(EVENT_RESULTS_MAILS, {
    variables: { eventId: id },
    fetchPolicy: 'cache-and-network',
  });
  const mails = data?.eventResultsMails.mails ?? [];
  const sending = mails.some((mail) => mail.state === 'WAITING');
  const retrying = mails.some((mail) => mail.state === 'RETRYING');
  // Apollo polls only while something is on its way; the page stays quiet otherwise.
  useQuery(EVENT_RESULTS_MAILS, {
    variables: { eventId: id },
    fetchPolicy: 'network-only',
    pollInterval: sending ? SENDING_POLL_MS : RETRYING_POLL_MS,
    skip: !sending && !retrying,
  });
  return (
    <EventAdminFrame
      title={t`Ergebnis-Mails`}
      eventId={id}
      eventTitle={data?.event.title}
      status={data?.event.status}
      loading={loading}
      error={error}
    >
      {data && <ResultsMailList list={data.eventResultsMails} ended={data.event.status === 'ENDED'} />}
    </EventAdminFrame>
  );
}
