import { graphql } from '@web/gql';

/** Every breeder's cages with place and total, and the best three totals with their sum. */
export const RESULT_BREEDERS = graphql(`
  query ResultBreeders($eventId: ID!) {
    eventResults(eventId: $eventId) {
      event {
        ...EventSummaryFields
      }
      lateRatings {
        pending
        accepted
      }
      breeders {
        breeder {
          id
          shownName
          email
        }
        topTotals
        sum
        entries {
          cageId
          cageNumber
          ringNumber
          classCode
          total
          place
          prize
          skipReason
        }
      }
    }
  }
`);
