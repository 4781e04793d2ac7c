import { CageCards } from '@web/features/results/components/CageCards';
import { RESULT_CLASSES } from '@web/features/results/graphql/ResultClasses';
import { ResultsView } from './ResultsFrame';

export function ResultCardsPage() {
  return (
    <ResultsView view="cards" document={RESULT_CLASSES} printHeading={false}>
      {(results, eventId) => (
        <CageCards eventId={eventId} eventTitle={results.event.title} classes={results.classes} />
      )}
    </ResultsView>
  );
}
