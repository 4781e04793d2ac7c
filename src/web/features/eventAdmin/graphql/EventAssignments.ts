import { graphql } from '@web/gql';

/** Admin: an event's classes with their judges, for the judge assignment. */
export const EVENT_JUDGES = graphql(`
  query EventJudges($id: ID!) {
    event(id: $id) {
      id
      title
      status
      classes {
        code
        registrationCount
        judges {
          id
          shownName
        }
      }
    }
  }
`);

/** Admin: accounts that may judge are filtered from these by role. */
export const JUDGE_CANDIDATES = graphql(`
  query JudgeCandidates($search: String, $limit: Int) {
    clients(search: $search, limit: $limit) {
      id
      firstName
      lastName
      email
      role
    }
  }
`);

export const ASSIGN_JUDGES = graphql(`
  mutation AssignJudges($eventId: ID!, $assignments: [JudgeAssignmentInput!]!) {
    assignJudges(eventId: $eventId, assignments: $assignments) {
      id
      classes {
        code
        registrationCount
        cageCount
        judges {
          id
          shownName
        }
      }
    }
  }
`);

/** Admin: the cages of an event for numbering. */
export const ADMIN_CAGES = graphql(`
  query AdminCages($eventId: ID!) {
    event(id: $eventId) {
      id
      title
      status
      registrationCount
      cageCount
    }
    eventCages(eventId: $eventId) {
      id
      cageNumber
      ringNumber
      classCode
      manuallySet
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

export const SET_CAGE_NUMBER = graphql(`
  mutation SetCageNumber($cageId: ID!, $cageNumber: Int!) {
    setCageNumber(cageId: $cageId, cageNumber: $cageNumber) {
      id
      cageNumber
      manuallySet
    }
  }
`);
