import { graphql } from '@web/gql';

/** Admin: what the checks before the start read: each class's registrations, cages, judges and exhibitors. */
export const CATALOGUE_CHECKS = graphql(`
  query CatalogueChecks($id: ID!) {
    event(id: $id) {
      id
      classes {
        ...EventClassFields
        exhibitorIds
      }
    }
  }
`);
