import { BestBreederRanking } from '@web/features/results/components/BestBreederRanking';
import { RESULT_BEST_BREEDERS } from '@web/features/results/graphql/ResultBestBreeders';
import { ResultsView } from './ResultsFrame';

export function ResultBestBreederPage() {
  return (
    <ResultsView view="bestBreeder" document={RESULT_BEST_BREEDERS}>
      {(results) => <BestBreederRanking rows={results.bestBreeders} />}
    </ResultsView>
  );
}
