import { graphql } from '@web/gql';

/** Admin: what the certificates' page frame needs of the event before its results exist. */
export const CERTIFICATE_EVENT = graphql(`
  query CertificateEvent($eventId: ID!) {
    event(id: $eventId) {
      id
      title
      status
    }
  }
`);

/**
 * Admin: an ended event's results as the certificates print them: the show, the results' status,
 * the champions' sums and the classes' places.
 */
export const EVENT_CERTIFICATES = graphql(`
  query EventCertificates($eventId: ID!) {
    eventResults(eventId: $eventId) {
      event {
        id
        title
        eventType
        eventStart
        resultsStatus
        objectionDeadline
        resultsFinalAt
        location {
          city
        }
      }
      classes {
        code
        entries {
          cageId
          cageNumber
          ringNumber
          breeder {
            id
            shownName
          }
          total
          place
        }
      }
      bestBreeders {
        rank
        breeder {
          id
          shownName
        }
        topTotals
        sum
      }
    }
  }
`);
