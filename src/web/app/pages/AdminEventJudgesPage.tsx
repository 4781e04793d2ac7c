import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { JudgeAssignment } from '../../features/eventAdmin/components/JudgeAssignment';
import { EVENT_JUDGES } from '../../features/eventAdmin/graphql/EventAssignments';
import { EventAdminFrame } from './EventAdminFrame';

export function AdminEventJudgesPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(EVENT_JUDGES, { variables: { id } });
  return (
    <EventAdminFrame
      title={t`Richter zuweisen`}
      eventId={id}
      eventTitle={data?.event.title}
      action="assignJudges"
      status={data?.event.status}
      loading={loading}
      error={error}
    >
      {data && <JudgeAssignment key={data.event.id} event={data.event} />}
    </EventAdminFrame>
  );
}
