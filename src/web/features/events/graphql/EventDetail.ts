import { graphql } from '@web/gql';

/** One event for its page. */
export const EVENT_DETAIL = graphql(`
  query EventDetail($id: ID!) {
    event(id: $id) {
      id
      ...EventDetailFields
    }
  }
`);
