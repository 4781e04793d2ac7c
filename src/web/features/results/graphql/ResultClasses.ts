import { graphql } from '@web/gql';

/** Every class's list with every cage: the class lists and the cage cards read the same answer. */
export const RESULT_CLASSES = graphql(`
  query ResultClasses($eventId: ID!) {
    eventResults(eventId: $eventId) {
      event {
        ...EventSummaryFields
      }
      lateRatings {
        pending
        accepted
      }
      classes {
        code
        ratedCount
        prizeCount
        entries {
          ...ResultEntryFields
        }
      }
    }
  }
`);
