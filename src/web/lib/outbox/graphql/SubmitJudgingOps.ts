import { graphql } from '@web/gql';

/** The outbox's one mutation: a batch of one judge's ops, answered per op in order. */
export const SUBMIT_JUDGING_OPS = graphql(`
  mutation SubmitJudgingOps($ops: [JudgingOpInput!]!, $madeBy: ID) {
    submitJudgingOps(ops: $ops, madeBy: $madeBy) {
      opId
      outcome
      code
      message
      field
      cage {
        ...JudgeCageFields
      }
      receivedAt
      late {
        status
        decidedAt
      }
    }
  }
`);
