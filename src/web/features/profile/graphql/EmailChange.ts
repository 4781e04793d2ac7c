import { graphql } from '@web/gql';

/** Mails a fresh confirmation link to the own pending address. */
export const RESEND_EMAIL_CHANGE = graphql(`
  mutation ResendEmailChange($language: Language) {
    resendEmailChange(language: $language) {
      ...SessionClientFields
    }
  }
`);

/** Drops the own pending address. */
export const CANCEL_EMAIL_CHANGE = graphql(`
  mutation CancelEmailChange {
    cancelEmailChange {
      ...SessionClientFields
    }
  }
`);

/** Makes the pending address the account's, with the token of the mailed link. */
export const CONFIRM_EMAIL_CHANGE = graphql(`
  mutation ConfirmEmailChange($token: String!) {
    confirmEmailChange(token: $token)
  }
`);
