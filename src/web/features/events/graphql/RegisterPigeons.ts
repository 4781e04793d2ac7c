import { graphql } from '@web/gql';

/** Breeder: enters own pigeons for an event. */
export const REGISTER_PIGEONS = graphql(`
  mutation RegisterPigeons($eventId: ID!, $pigeonIds: [ID!]!) {
    registerPigeons(eventId: $eventId, pigeonIds: $pigeonIds) {
      id
      ...EventDetailFields
    }
  }
`);
