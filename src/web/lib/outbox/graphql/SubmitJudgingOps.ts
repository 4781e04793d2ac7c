import { graphql } from '@web/gql';

/**
 * The outbox's one mutation: a batch of one judge's ops, answered per op in order, with what the
 * tablet tells the show office's device panel.
 */
export const SUBMIT_JUDGING_OPS = graphql(`
  mutation SubmitJudgingOps($ops: [JudgingOpInput!]!, $madeBy: ID, $device: JudgingDeviceReport) {
    submitJudgingOps(ops: $ops, madeBy: $madeBy, device: $device) {
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
