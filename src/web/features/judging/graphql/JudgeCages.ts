import { graphql } from '@web/gql';

/** Everything the judge's cage list and point cards need, in one query (kept for offline use). */
export const JUDGE_CAGES = graphql(`
  query JudgeCages($eventId: ID!) {
    event(id: $eventId) {
      id
      title
      status
      ratingScheme {
        generalImpression {
          min
          max
          step
        }
        boneStructure {
          min
          max
          step
        }
        back {
          min
          max
          step
        }
        musculature {
          min
          max
          step
        }
        wings {
          min
          max
          step
        }
      }
    }
    judgeCages(eventId: $eventId) {
      ...JudgeCageFields
    }
  }
`);
