import { graphql } from '@web/gql';

/** What the session keeps of a client. */
export const SESSION_CLIENT_FIELDS = graphql(`
  fragment SessionClientFields on Client {
    id
    salutation
    firstName
    lastName
    email
    role
    phoneNumber
    website
    emailPublic
    pendingEmail
  }
`);
