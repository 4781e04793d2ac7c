import { graphql } from '@web/gql';

/** Creates an account; the mailed link verifies it. */
export const REGISTER_CLIENT = graphql(`
  mutation RegisterClient(
    $email: String!
    $firstName: String!
    $lastName: String!
    $pwdHash: String!
    $language: Language!
    $salutation: Salutation
  ) {
    registerClient(
      email: $email
      firstName: $firstName
      lastName: $lastName
      pwdHash: $pwdHash
      language: $language
      salutation: $salutation
    ) {
      client {
        id
      }
      token
    }
  }
`);
