import { graphql } from '../../../gql';

/** Logs in with the SHA-256 hex of the password (SPEC §7: a query). */
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
