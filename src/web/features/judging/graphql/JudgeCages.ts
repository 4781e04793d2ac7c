import { graphql } from '@web/gql';

/** Everything the judge's cage list and point cards need, in one query (kept for offline use). */
export const JUDGE_CAGES = graphql(`
  query JudgeCages($eventId: ID!) {
    event(id: $eventId) {
      ...EventHeadingFields
      ratingScheme {
        ...RatingSchemeFields
      }
    }
    judgeCages(eventId: $eventId) {
      ...JudgeCageFields
    }
  }
`);
