import { graphql } from '@web/gql';

/** Admin: accounts whose name or e-mail contains the search text. */
export const CLIENTS_SEARCH = graphql(`
  query ClientsSearch($search: String, $limit: Int) {
    clients(search: $search, limit: $limit) {
      ...ClientRoleFields
    }
  }
`);
