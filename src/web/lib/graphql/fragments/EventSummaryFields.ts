import { graphql } from '@web/gql';

/** An event in one line: title, type, date, status and place (the results pages, a judge's events). */
export const EVENT_SUMMARY_FIELDS = graphql(`
  fragment EventSummaryFields on Event {
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
