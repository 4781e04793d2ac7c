import { graphql } from '@web/gql';

/** Mails a reset link to the address. */
export const REQUEST_PASSWORD_RESET = graphql(`
  mutation RequestPasswordReset($email: String!, $language: Language!) {
    requestPasswordReset(email: $email, language: $language) {
      id
    }
  }
`);
