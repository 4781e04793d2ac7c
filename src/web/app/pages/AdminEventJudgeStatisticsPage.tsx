import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { JudgeStatistics } from '@web/features/eventAdmin/components/JudgeStatistics';
import { JUDGE_STATISTICS } from '@web/features/eventAdmin/graphql/JudgeStatistics';
import { useParams } from 'react-router';
import { EventAdminFrame } from './EventAdminFrame';

/** While judges rate, the figures follow them this often: the office acts while it still can. */
const POLL_MS = 15_000;

/**
 * Admin: how each judge of one event judged (ratings, mean, spread, deviation from the same
 * classes) and the ratings far from their class's mean; during judging as well as after the end.
 */
export function AdminEventJudgeStatisticsPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(JUDGE_STATISTICS, {
    variables: { eventId: id },
    fetchPolicy: 'cache-and-network',
    pollInterval: POLL_MS,
  });
  return (
    <EventAdminFrame
      title={t`Richterstatistik`}
      eventId={id}
      eventTitle={data?.event.title}
      status={data?.event.status}
      loading={loading && !data}
      // A poll that fails (the office's Wi-Fi) keeps what was shown.
      error={data ? undefined : error}
    >
      {data && <JudgeStatistics statistics={data.judgeStatistics} />}
    </EventAdminFrame>
  );
}
