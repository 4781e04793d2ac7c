import { graphql } from '@web/gql';

/** The cage assignment of an event, by cage number. */
export const EVENT_CAGES = graphql(`
  query EventCages($eventId: ID!) {
    event(id: $eventId) {
      id
      title
      status
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
