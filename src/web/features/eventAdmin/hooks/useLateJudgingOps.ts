import { useQuery } from '@apollo/client/react';
import { useFirstReadSettled } from '@web/lib/apollo/firstRead';
import { LATE_JUDGING_OPS } from '../graphql/LateJudgingOps';

/**
 * Admin, after the end: the ratings judges' tablets sent too late, read afresh when a page asks.
 * The late ratings' list and the office's buttons below it both ask (one request: Apollo shares a
 * read in flight). `skip`: not asked at all.
 */
export function useLateJudgingOps(eventId: string, skip = false) {
  const result = useQuery(LATE_JUDGING_OPS, {
    variables: { eventId },
    fetchPolicy: 'cache-and-network',
    skip,
  });
  const settled = useFirstReadSettled(result);
  return {
    ops: result.data?.lateJudgingOps ?? [],
    /** True while the list is read, the first time and again. */
    reading: result.loading,
    /** Whether the first read is over (lib/apollo/firstRead.ts). */
    settled,
    refetch: result.refetch,
  };
}
