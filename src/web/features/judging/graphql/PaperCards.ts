import { graphql } from '@web/gql';

/** Admin: what entering paper cards needs: the scheme, each class's judges, the cages. */
export const PAPER_CARD_EVENT = graphql(`
  query PaperCardEvent($eventId: ID!) {
    event(id: $eventId) {
      id
      title
      status
      ratingScheme {
        ...RatingSchemeFields
      }
      classes {
        code
        judges {
          id
          shownName
        }
      }
    }
    eventCages(eventId: $eventId) {
      id
      cageNumber
      ringNumber
      classCode
    }
  }
`);

export const ENTER_PAPER_CARDS = graphql(`
  mutation EnterPaperCards($judgeId: ID!, $ops: [JudgingOpInput!]!) {
    enterPaperCards(judgeId: $judgeId, ops: $ops) {
      opId
      outcome
      code
      message
      field
      late {
        status
      }
    }
  }
`);

/** @public Spread by name in this file's documents: codegen reads it from here. */
export const JUDGING_HISTORY_FIELDS = graphql(`
  fragment JudgingHistoryFields on JudgingHistoryEntry {
    opId
    cageId
    cageNumber
    classCode
    ringNumber
    kind
    scores {
      ...JudgingScoresFields
    }
    total
    skipReason
    note
    correctionReason
    judge {
      id
      shownName
    }
    enteredBy {
      id
      shownName
    }
    clientTime
    receivedAt
    current
    effective
    lateStatus
    resolvedBy {
      id
      shownName
    }
    resolvedAt
  }
`);

export const CAGE_HISTORY = graphql(`
  query CageHistory($eventId: ID!, $cageId: ID!) {
    cageHistory(eventId: $eventId, cageId: $cageId) {
      ...JudgingHistoryFields
    }
  }
`);

export const EVENT_JUDGING_HISTORY = graphql(`
  query EventJudgingHistory($eventId: ID!) {
    eventJudgingHistory(eventId: $eventId) {
      ...JudgingHistoryFields
    }
  }
`);
