import { graphql } from '@web/gql';

/** An event as the edit form needs it, the rating scheme included (kept unchanged on save). */
export const ADMIN_EVENT = graphql(`
  query AdminEvent($id: ID!) {
    event(id: $id) {
      ...AdminEventFields
    }
  }
`);
