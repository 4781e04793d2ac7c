import { graphql } from '@web/gql';

/** The outbox's one mutation: a batch of ops, answered per op in order. */
export const SUBMIT_JUDGING_OPS = graphql(`
  mutation SubmitJudgingOps($ops: [JudgingOpInput!]!) {
    submitJudgingOps(ops: $ops) {
      opId
      outcome
      code
      message
      field
      cage {
        ...JudgeCageFields
      }
    }
  }
`);
