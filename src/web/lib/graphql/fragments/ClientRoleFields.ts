import { graphql } from '@web/gql';

/** An account with its name, e-mail and role: a row of the role management, a judge to pick. */
export const CLIENT_ROLE_FIELDS = graphql(`
  fragment ClientRoleFields on Client {
    id
    firstName
    lastName
    email
    role
  }
`);
