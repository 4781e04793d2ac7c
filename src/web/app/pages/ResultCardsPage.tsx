import { useParams } from 'react-router';
import { CageCards } from '../../features/results/components/CageCards';
import { RESULT_CLASSES } from '../../features/results/graphql/ResultClasses';
import { useEventResults } from '../../features/results/hooks/useEventResults';
import { ResultsFrame } from './ResultsFrame';

export function ResultCardsPage() {
  const { resultId = '' } = useParams();
  const { data, loading, failure, error, stale, refetch } = useEventResults(RESULT_CLASSES, resultId);
  const results = data?.eventResults;
  return (
    <ResultsFrame
      view="cards"
      eventId={resultId}
      event={results?.event}
      loading={loading}
      failure={failure}
      error={error}
      stale={stale}
      onRetry={() => void refetch()}
      printHeading={false}
    >
      {results && <CageCards eventId={resultId} eventTitle={results.event.title} classes={results.classes} />}
    </ResultsFrame>
  );
}
