import { graphql } from '@web/gql';

/** What the frame of every results view shows (ResultsFrame): the event and its late ratings. */
export const RESULT_FRAME_FIELDS = graphql(`
  fragment ResultFrameFields on EventResults {
    event {
      ...EventSummaryFields
    }
    lateRatings {
      pending
      accepted
    }
  }
`);
