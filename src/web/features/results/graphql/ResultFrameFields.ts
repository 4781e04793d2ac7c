import { graphql } from '@web/gql';

/**
 * What the frame of every results view shows (ResultsFrame): the event, where its results stand
 * (provisional until the objection deadline, or final), the corrections since the provisional
 * results (counted), and its late ratings.
 */
export const RESULT_FRAME_FIELDS = graphql(`
  fragment ResultFrameFields on EventResults {
    event {
      ...EventSummaryFields
      resultsStatus
      objectionDeadline
    }
    corrections {
      id
    }
    lateRatings {
      pending
      accepted
    }
  }
`);
