import { graphql } from '@web/gql';

/** What the show office decided so far about the judge's late ops, with their cages as they are now. */
export const MY_LATE_DECISIONS = graphql(`
  query MyLateDecisions($opIds: [ID!]!) {
    myLateDecisions(opIds: $opIds) {
      opId
      status
      decidedAt
      cage {
        ...JudgeCageFields
      }
    }
  }
`);
