import { graphql } from '../../../gql';

/** Saves the own account's data. */
export const SAVE_CLIENT = graphql(`
  mutation SaveClient(
    $id: Int!
    $email: String!
    $firstName: String!
    $lastName: String!
    $website: String
    $emailPublic: Boolean!
    $phoneNumber: String
  ) {
    saveClient(
      id: $id
      email: $email
      firstName: $firstName
      lastName: $lastName
      website: $website
      emailPublic: $emailPublic
      phoneNumber: $phoneNumber
    ) {
      ...SessionClientFields
    }
  }
`);
