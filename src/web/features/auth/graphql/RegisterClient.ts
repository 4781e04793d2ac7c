import { graphql } from '@web/gql';

/** Creates an account; the mailed link verifies it. */
export const REGISTER_CLIENT = graphql(`
  mutation RegisterClient(
    $email: String!
    $firstName: String!
    $lastName: String!
    $pwdHash: String!
    $language: Language!
  ) {
    registerClient(
      email: $email
      firstName: $firstName
      lastName: $lastName
      pwdHash: $pwdHash
      language: $language
    ) {
      client {
        id
      }
      token
    }
  }
`);
