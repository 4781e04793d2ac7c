import { useParams } from 'react-router';
import { ClassLists } from '../../features/results/components/ClassLists';
import { RESULT_CLASSES } from '../../features/results/graphql/ResultClasses';
import { useEventResults } from '../../features/results/hooks/useEventResults';
import { ResultsFrame } from './ResultsFrame';

export function ResultListPage() {
  const { resultId = '' } = useParams();
  const { data, loading, failure, error, stale, refetch } = useEventResults(RESULT_CLASSES, resultId);
  const results = data?.eventResults;
  return (
    <ResultsFrame
      view="list"
      eventId={resultId}
      event={results?.event}
      loading={loading}
      failure={failure}
      error={error}
      stale={stale}
      onRetry={() => void refetch()}
    >
      {results && <ClassLists classes={results.classes} eventTitle={results.event.title} />}
    </ResultsFrame>
  );
}
