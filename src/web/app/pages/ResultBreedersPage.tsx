import { BreederResults } from '@web/features/results/components/BreederResults';
import { RESULT_BREEDERS } from '@web/features/results/graphql/ResultBreeders';
import { ResultsView } from './ResultsFrame';

export function ResultBreedersPage() {
  return (
    <ResultsView view="breeders" document={RESULT_BREEDERS}>
      {(results) => <BreederResults breeders={results.breeders} eventTitle={results.event.title} />}
    </ResultsView>
  );
}
