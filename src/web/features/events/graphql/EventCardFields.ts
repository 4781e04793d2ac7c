import { graphql } from '@web/gql';

/** What an event card shows. */
export const EVENT_CARD_FIELDS = graphql(`
  fragment EventCardFields on Event {
    id
    title
    eventType
    registrationDeadline
    eventStart
    endedAt
    status
    location {
      city
      zipCode
      country
    }
  }
`);
