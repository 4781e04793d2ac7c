import { graphql } from '@web/gql';

/** One cage as the class lists and the cage cards show it. */
export const RESULT_ENTRY_FIELDS = graphql(`
  fragment ResultEntryFields on ResultEntry {
    cageId
    cageNumber
    ringNumber
    sex
    color
    classCode
    breeder {
      id
      shownName
    }
    scores {
      ...JudgingScoresFields
    }
    total
    place
    prize
    skipReason
    note
    judge {
      id
      shownName
    }
    flightSummary {
      prizeKm
      prizes
    }
  }
`);
