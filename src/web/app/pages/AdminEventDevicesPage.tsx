import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { JudgingDevices } from '@web/features/eventAdmin/components/JudgingDevices';
import { JUDGING_DEVICES } from '@web/features/eventAdmin/graphql/JudgingDevices';
import { useParams } from 'react-router';
import { EventAdminFrame } from './EventAdminFrame';

/** The tablets report at most once a minute and with every batch: the panel asks this often. */
const PANEL_POLL_MS = 5_000;

/**
 * Admin: the judges' tablets of one event, live (asked again every few seconds): which last
 * reported when, what each still holds, whether each is ready to judge without network.
 */
export function AdminEventDevicesPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(JUDGING_DEVICES, {
    variables: { eventId: id },
    fetchPolicy: 'cache-and-network',
    pollInterval: PANEL_POLL_MS,
  });
  return (
    <EventAdminFrame
      title={t`Geräte der Richter`}
      eventId={id}
      eventTitle={data?.event.title}
      status={data?.event.status}
      loading={loading && !data}
      // A poll that fails (the office's Wi-Fi) keeps what was shown.
      error={data ? undefined : error}
    >
      {data && <JudgingDevices devices={data.judgingDevices} />}
    </EventAdminFrame>
  );
}
