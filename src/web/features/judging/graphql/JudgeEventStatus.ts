import { graphql } from '@web/gql';

/**
 * The state of a judge's event as it changes (the office starts or ends it): Apollo merges it into
 * the event every judge page shows, by its id.
 */
export const JUDGE_EVENT_STATUS = graphql(`
  subscription JudgeEventStatus($id: ID!) {
    eventChanged(id: $id, current: true) {
      id
      status
    }
  }
`);
