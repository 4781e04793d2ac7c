import { graphql } from '@web/gql';

export const CREATE_EVENT = graphql(`
  mutation CreateEvent($input: EventInput!) {
    createEvent(input: $input) {
      id
    }
  }
`);

/** Saves an event; the answer holds what the edit form reads, so the cached event shows what was saved. */
export const UPDATE_EVENT = graphql(`
  mutation UpdateEvent($id: ID!, $input: EventInput!) {
    updateEvent(id: $id, input: $input) {
      ...AdminEventFields
    }
  }
`);

export const DELETE_EVENT = graphql(`
  mutation DeleteEvent($id: ID!, $confirmTitle: String) {
    deleteEvent(id: $id, confirmTitle: $confirmTitle)
  }
`);

export const START_EVENT = graphql(`
  mutation StartEvent($id: ID!) {
    startEvent(id: $id) {
      id
      status
    }
  }
`);

export const END_EVENT = graphql(`
  mutation EndEvent($id: ID!) {
    endEvent(id: $id) {
      id
      status
    }
  }
`);

/** What ending asks about: the cages not judged yet. */
export const UNJUDGED_CAGES = graphql(`
  query UnjudgedCages($id: ID!) {
    event(id: $id) {
      id
      unjudgedCages {
        id
        cageNumber
        ringNumber
      }
      ownPigeonJudgements {
        cageId
        cageNumber
        judge {
          id
          shownName
        }
      }
    }
  }
`);
