import { graphql } from '@web/gql';

/** What every results page shows of its event: title, type, date and place. */
export const RESULT_EVENT_FIELDS = graphql(`
  fragment ResultEventFields on Event {
    id
    title
    eventType
    eventStart
    status
    location {
      city
      country
    }
  }
`);
