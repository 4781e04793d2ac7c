import { PAGE_SIZES } from '@shared/paging';
import { ClassLists } from '@web/features/results/components/ClassLists';
import { RESULT_CLASSES } from '@web/features/results/graphql/ResultClasses';
import { pageWindow, useListParams } from '@web/lib/paging/listParams';
import { ResultsView } from './ResultsFrame';

export function ResultListPage() {
  const list = useListParams();
  return (
    <ResultsView
      view="list"
      document={RESULT_CLASSES}
      variables={{ classCode: list.classCode, ...pageWindow(list.page, PAGE_SIZES.classList) }}
    >
      {(results) => <ClassLists results={results} list={list} />}
    </ResultsView>
  );
}
