import { graphql } from '@web/gql';

/** Admin: an event's classes with their judges and exhibitors, for the judge assignment. */
export const EVENT_JUDGES = graphql(`
  query EventJudges($id: ID!) {
    event(id: $id) {
      ...EventHeadingFields
      classes {
        ...EventClassFields
        exhibitorIds
      }
    }
  }
`);

/** Admin: accounts that may judge are filtered from these by role. */
export const JUDGE_CANDIDATES = graphql(`
  query JudgeCandidates($search: String, $limit: Int) {
    clients(search: $search, limit: $limit) {
      ...ClientRoleFields
    }
  }
`);

/** Admin: the judges per class; the answer holds the classes as the event page and the assignment show them. */
export const ASSIGN_JUDGES = graphql(`
  mutation AssignJudges($eventId: ID!, $assignments: [JudgeAssignmentInput!]!) {
    assignJudges(eventId: $eventId, assignments: $assignments) {
      id
      classes {
        ...EventClassFields
        exhibitorIds
      }
    }
  }
`);

/** Admin: the cages of an event for numbering. */
export const ADMIN_CAGES = graphql(`
  query AdminCages($eventId: ID!) {
    event(id: $eventId) {
      ...EventHeadingFields
      registrationCount
      cageCount
    }
    eventCages(eventId: $eventId) {
      ...EventCageFields
    }
  }
`);

export const ASSIGN_CAGES = graphql(`
  mutation AssignCages($eventId: ID!, $force: Boolean) {
    assignCages(eventId: $eventId, force: $force) {
      id
      cageCount
    }
  }
`);

/** Admin: one cage's number by hand; the answer holds the cage as the cage lists show it. */
export const SET_CAGE_NUMBER = graphql(`
  mutation SetCageNumber($cageId: ID!, $cageNumber: Int!) {
    setCageNumber(cageId: $cageId, cageNumber: $cageNumber) {
      ...EventCageFields
    }
  }
`);
