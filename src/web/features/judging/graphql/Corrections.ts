import { graphql } from '@web/gql';

/** A cage's current scores, to start a correction from. */
export const CAGE_SCORES = graphql(`
  query CageScores($eventId: ID!, $search: String!) {
    eventResults(eventId: $eventId) {
      cageCards(search: $search) {
        entries {
          cageId
          cageNumber
          total
          scores {
            generalImpression
            boneStructure
            back
            musculature
            wings
          }
        }
      }
    }
  }
`);

export const CORRECT_JUDGEMENT = graphql(`
  mutation CorrectJudgement($eventId: ID!, $cageId: ID!, $scores: JudgingScoresInput!, $reason: String!) {
    correctJudgement(eventId: $eventId, cageId: $cageId, scores: $scores, reason: $reason) {
      id
      cageNumber
      oldTotal
      newTotal
    }
  }
`);
