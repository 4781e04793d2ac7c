import { graphql } from '@web/gql';

/** Events for the overview and the home page, upcoming first, a page at a time. */
export const EVENTS_LIST = graphql(`
  query EventsList($upcomingOnly: Boolean, $limit: Int, $after: ID) {
    events(upcomingOnly: $upcomingOnly, limit: $limit, after: $after) {
      id
      ...EventCardFields
    }
  }
`);
