import { graphql } from '@web/gql';

/** A cage as its judge sees it: the list, the point card and the answer to every sent op. */
export const JUDGE_CAGE_FIELDS = graphql(`
  fragment JudgeCageFields on JudgeCage {
    id
    eventId
    cageNumber
    classCode
    ringNumber
    sex
    color
    flightSummary {
      ...ClassificationReasonFields
    }
    ownPigeon
    judgement {
      opId
      kind
      scores {
        ...JudgingScoresFields
      }
      total
      skipReason
      note
      clientTime
      orderTime
      judge {
        id
        shownName
      }
    }
  }
`);
