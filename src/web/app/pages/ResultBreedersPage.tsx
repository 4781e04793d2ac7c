import { PAGE_SIZES } from '@shared/paging';
import { BreederResults } from '@web/features/results/components/BreederResults';
import { RESULT_BREEDERS } from '@web/features/results/graphql/ResultBreeders';
import { pageWindow, useListParams } from '@web/lib/paging/listParams';
import { ResultsView } from './ResultsFrame';

export function ResultBreedersPage() {
  const list = useListParams();
  return (
    <ResultsView
      view="breeders"
      document={RESULT_BREEDERS}
      variables={{ search: list.search || null, ...pageWindow(list.page, PAGE_SIZES.breederList) }}
    >
      {(results) => <BreederResults results={results} list={list} />}
    </ResultsView>
  );
}
