import { graphql } from '@web/gql';

/** The latest ended events with their champions and counts (the results page and home). */
export const RESULT_EVENTS = graphql(`
  query ResultEvents($limit: Int) {
    resultEvents(limit: $limit) {
      event {
        ...EventSummaryFields
      }
      champions {
        id
        shownName
      }
      cageCount
      ratedCount
      breederCount
    }
  }
`);
