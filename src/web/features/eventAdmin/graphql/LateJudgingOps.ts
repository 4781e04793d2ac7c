import { graphql } from '@web/gql';

/** Admin: ratings that arrived after the event ended. */
export const LATE_JUDGING_OPS = graphql(`
  query LateJudgingOps($eventId: ID!) {
    lateJudgingOps(eventId: $eventId) {
      opId
      cageId
      cageNumber
      classCode
      ringNumber
      kind
      total
      skipReason
      note
      status
      clientTime
      receivedAt
      judge {
        id
        shownName
      }
    }
  }
`);

/** Admin: accept (counts as in time) or reject a late rating. */
export const RESOLVE_LATE_JUDGING_OP = graphql(`
  mutation ResolveLateJudgingOp($opId: ID!, $accept: Boolean!) {
    resolveLateJudgingOp(opId: $opId, accept: $accept) {
      opId
      status
    }
  }
`);
