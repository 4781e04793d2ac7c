import { graphql } from '@web/gql';

/** Sets a new password with the mailed reset token. */
export const RESET_PASSWORD = graphql(`
  mutation ResetPassword($email: String!, $resetToken: String!, $newPassword: String!) {
    resetPassword(email: $email, resetToken: $resetToken, newPassword: $newPassword) {
      id
    }
  }
`);
