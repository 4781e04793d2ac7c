import { graphql } from '@web/gql';

/** The caller's objections to a show's results (an admin's: every one). */
export const MY_OBJECTIONS = graphql(`
  query MyObjections($eventId: ID!) {
    objections(eventId: $eventId) {
      ...ObjectionFields
    }
  }
`);

export const FILE_OBJECTION = graphql(`
  mutation FileObjection($eventId: ID!, $cageId: ID!, $reason: String!) {
    fileObjection(eventId: $eventId, cageId: $cageId, reason: $reason) {
      ...ObjectionFields
    }
  }
`);
