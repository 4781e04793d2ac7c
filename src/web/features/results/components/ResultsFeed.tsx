import { DataAsOf } from '@web/lib/feedback/DataAsOf';
import { usePublicQuery } from '@web/lib/graphql/usePublicQuery';
import { RESULT_EVENTS } from '../graphql/ResultEvents';
import { ResultEventList } from './ResultEventList';

/** The latest results for the home page: fetched without Apollo, which home never loads. */
export function ResultsFeed({ limit, headingOrder }: { limit: number; headingOrder: 2 | 3 }) {
  const { data, fetchedAt, loading, error, refetch } = usePublicQuery(RESULT_EVENTS, { limit });
  return (
    <>
      <DataAsOf fetchedAt={fetchedAt} failed={Boolean(error)} />
      <ResultEventList
        items={data?.resultEvents}
        loading={loading}
        failed={Boolean(error)}
        onRetry={refetch}
        headingOrder={headingOrder}
        skeletons={limit}
      />
    </>
  );
}
