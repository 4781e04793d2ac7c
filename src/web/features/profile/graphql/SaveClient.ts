import { graphql } from '@web/gql';

/** Saves the own account's data; a new e-mail address only waits for its confirmation link. */
export const SAVE_CLIENT = graphql(`
  mutation SaveClient(
    $id: Int!
    $email: String!
    $firstName: String!
    $lastName: String!
    $website: String
    $emailPublic: Boolean!
    $phoneNumber: String
    $language: Language
    $currentPassword: String
    $salutation: Salutation
  ) {
    saveClient(
      id: $id
      email: $email
      firstName: $firstName
      lastName: $lastName
      website: $website
      emailPublic: $emailPublic
      phoneNumber: $phoneNumber
      language: $language
      currentPassword: $currentPassword
      salutation: $salutation
    ) {
      ...SessionClientFields
    }
  }
`);
