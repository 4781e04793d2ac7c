import { graphql } from '@web/gql';

/**
 * One cage as the server sees it now: a point card asks for it when it opens (and when the tab is
 * seen again), so that a judgement made meanwhile elsewhere shows before the judge replaces it.
 * Apollo keeps cages by id, so the answer updates the cage in the judge's list too.
 */
export const JUDGE_CAGE = graphql(`
  query JudgeCage($eventId: ID!, $cageId: ID!) {
    judgeCage(eventId: $eventId, cageId: $cageId) {
      ...JudgeCageFields
    }
  }
`);
