import { DataAsOf } from '@web/lib/feedback/DataAsOf';
import { useResultEvents } from '../hooks/useResultEvents';
import { ResultEventList } from './ResultEventList';

/** The latest results for the home page. */
export function ResultsFeed({ limit, headingOrder }: { limit: number; headingOrder: 2 | 3 }) {
  const { items, fetchedAt, loading, error, refetch } = useResultEvents(limit);
  return (
    <>
      <DataAsOf fetchedAt={fetchedAt} failed={Boolean(error)} />
      <ResultEventList
        items={items}
        loading={loading}
        failed={Boolean(error)}
        onRetry={refetch}
        headingOrder={headingOrder}
        skeletons={limit}
      />
    </>
  );
}
