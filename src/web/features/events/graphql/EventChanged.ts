import { graphql } from '@web/gql';

/** The event after every change (status, counts, judges, cages). */
export const EVENT_CHANGED = graphql(`
  subscription EventChanged($id: ID!) {
    eventChanged(id: $id) {
      id
      ...EventDetailFields
    }
  }
`);
