import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { JudgeAssignment } from '@web/features/eventAdmin/components/JudgeAssignment';
import { EVENT_JUDGES } from '@web/features/eventAdmin/graphql/EventAssignments';
import { useParams } from 'react-router';
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
