import { graphql } from '@web/gql';

/** Sets a new password for the own account; the answer's token replaces this device's. */
export const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $language: Language) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, language: $language) {
      client {
        ...SessionClientFields
      }
      token
    }
  }
`);
