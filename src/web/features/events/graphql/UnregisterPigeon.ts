import { graphql } from '@web/gql';

/** Breeder: withdraws one own pigeon. */
export const UNREGISTER_PIGEON = graphql(`
  mutation UnregisterPigeon($eventId: ID!, $pigeonId: ID!) {
    unregisterPigeon(eventId: $eventId, pigeonId: $pigeonId) {
      id
      ...EventDetailFields
    }
  }
`);
