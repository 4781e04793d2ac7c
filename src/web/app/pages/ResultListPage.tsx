import { ClassLists } from '@web/features/results/components/ClassLists';
import { RESULT_CLASSES } from '@web/features/results/graphql/ResultClasses';
import { ResultsView } from './ResultsFrame';

export function ResultListPage() {
  return (
    <ResultsView view="list" document={RESULT_CLASSES}>
      {(results) => <ClassLists classes={results.classes} eventTitle={results.event.title} />}
    </ResultsView>
  );
}
