import { graphql } from '@web/gql';

/** Judge: the events and classes the viewer is assigned to judge. */
export const JUDGE_EVENTS = graphql(`
  query JudgeEvents {
    judgeEvents {
      classCodes
      event {
        ...EventSummaryFields
      }
    }
  }
`);
