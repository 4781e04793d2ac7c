import { graphql } from '@web/gql';

/** What a row of the role management shows. */
export const CLIENT_ROLE_FIELDS = graphql(`
  fragment ClientRoleFields on Client {
    id
    firstName
    lastName
    email
    role
  }
`);
