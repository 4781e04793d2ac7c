import { graphql } from '@web/gql';

/** An event's own data with its full address: what its page shows and its edit form changes. */
export const EVENT_INFO_FIELDS = graphql(`
  fragment EventInfoFields on Event {
    id
    title
    eventType
    description
    registrationDeadline
    eventStart
    status
    location {
      country
      city
      street
      houseNumber
      zipCode
    }
  }
`);
