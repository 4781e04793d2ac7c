import { graphql } from '@web/gql';

/** Logs in with the SHA-256 hex of the password (a query in this API, not a mutation). */
export const LOGIN_CLIENT = graphql(`
  query LoginClient($email: String!, $password: String!) {
    loginClient(email: $email, password: $password) {
      client {
        ...SessionClientFields
      }
      token
    }
  }
`);
