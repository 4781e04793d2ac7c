import { graphql } from '@web/gql';

/** The best-breeder ranking, the unranked breeders after it. */
export const RESULT_BEST_BREEDERS = graphql(`
  query ResultBestBreeders($eventId: ID!) {
    eventResults(eventId: $eventId) {
      ...ResultFrameFields
      bestBreeders {
        rank
        breeder {
          id
          shownName
        }
        topTotals
        sum
        ranked
        ratedCount
        tieBreak
      }
    }
  }
`);
