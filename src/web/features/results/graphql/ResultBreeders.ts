import { graphql } from '@web/gql';

/**
 * A page of the breeders (those a search finds), each with their cages' places and totals, and
 * the best three totals with their sum.
 */
export const RESULT_BREEDERS = graphql(`
  query ResultBreeders($eventId: ID!, $search: String, $offset: Int, $limit: Int) {
    eventResults(eventId: $eventId) {
      ...ResultFrameFields
      breederList(search: $search, offset: $offset, limit: $limit) {
        total
        offset
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
  }
`);
