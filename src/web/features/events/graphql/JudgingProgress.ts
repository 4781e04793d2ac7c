import { graphql } from '@web/gql';

/** Judged and all cages of an event, live. */
export const JUDGING_PROGRESS = graphql(`
  subscription JudgingProgress($eventId: ID!) {
    judgingProgress(eventId: $eventId) {
      eventId
      judged
      total
      classes {
        code
        judged
        total
      }
    }
  }
`);
