import { graphql } from '../../../gql';

/** Events for the overview and the home page, upcoming first. */
export const EVENTS_LIST = graphql(`
  query EventsList($upcomingOnly: Boolean, $limit: Int) {
    events(upcomingOnly: $upcomingOnly, limit: $limit) {
      id
      ...EventCardFields
    }
  }
`);
