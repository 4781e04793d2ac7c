import { graphql } from '@web/gql';

/** The cage assignment of an event, by cage number. */
export const EVENT_CAGES = graphql(`
  query EventCages($eventId: ID!) {
    event(id: $eventId) {
      ...EventHeadingFields
    }
    eventCages(eventId: $eventId) {
      ...EventCageFields
    }
  }
`);
