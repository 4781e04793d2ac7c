import { graphql } from '@web/gql';

/** Confirms the e-mail address with the code of the mailed link. */
export const VERIFY_CLIENT = graphql(`
  mutation VerifyClient($verificationCode: String!) {
    verifyClient(verificationCode: $verificationCode)
  }
`);
