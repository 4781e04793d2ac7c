import { graphql } from '@web/gql';

/** What the event page shows; also what the live subscription sends. */
export const EVENT_DETAIL_FIELDS = graphql(`
  fragment EventDetailFields on Event {
    id
    title
    eventType
    description
    registrationDeadline
    eventStart
    status
    season
    registrationCount
    cageCount
    location {
      country
      city
      street
      houseNumber
      zipCode
    }
    creator {
      id
      shownName
    }
    classes {
      code
      registrationCount
      cageCount
      judges {
        id
        shownName
      }
    }
    myRegistrations {
      id
      pigeonId
      ringNumber
      sex
      color
      classCode
      reason {
        prizeKm
        prizes
        lastYearKm
      }
      cageNumber
    }
  }
`);
