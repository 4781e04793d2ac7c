import { graphql } from '@web/gql';

/** Mails a fresh verification link if an unconfirmed account has the address; answers every address alike. */
export const RESEND_VERIFICATION = graphql(`
  mutation ResendVerification($email: String!, $language: Language!) {
    resendVerification(email: $email, language: $language)
  }
`);
