import { PAGE_SIZES } from '@shared/paging';
import { CageCards } from '@web/features/results/components/CageCards';
import { RESULT_CARDS } from '@web/features/results/graphql/ResultCards';
import { pageWindow, useListParams } from '@web/lib/paging/listParams';
import { ResultsView } from './ResultsFrame';

export function ResultCardsPage() {
  const list = useListParams();
  return (
    <ResultsView
      view="cards"
      document={RESULT_CARDS}
      variables={{
        classCode: list.classCode,
        search: list.search || null,
        ...pageWindow(list.page, PAGE_SIZES.cageCards),
      }}
      printHeading={false}
    >
      {(results, eventId) => <CageCards eventId={eventId} results={results} list={list} />}
    </ResultsView>
  );
}
