import { useMutation } from '@apollo/client/react';
import { useLocale } from '@web/lib/i18n/useLocale';
import { passwordDigest } from '@web/lib/session/passwordDigest';
import { useSession } from '@web/lib/session/SessionContext';
import { toSessionUser } from '@web/lib/session/session';
import { renewSession } from '@web/lib/session/sessionStore';
import { useCallback } from 'react';
import { CHANGE_PASSWORD } from '../graphql/ChangePassword';
import type { PasswordChangeValues } from '../profileValidation';

/**
 * Sets a new password for the own account (both passwords sent as their SHA-256 hex, as at login).
 * The server ends every session of the account, this one's too, and answers with a fresh token:
 * it replaces the stored one, so this device stays logged in while every other must log in again.
 * The notice to the account's address goes out in the page's language.
 */
export function useChangePassword() {
  const { store } = useSession();
  const locale = useLocale();
  const [mutate] = useMutation(CHANGE_PASSWORD);
  return useCallback(
    async (values: PasswordChangeValues): Promise<void> => {
      const [currentPassword, newPassword] = await Promise.all([
        passwordDigest(values.currentPassword),
        passwordDigest(values.newPassword),
      ]);
      const { data } = await mutate({ variables: { currentPassword, newPassword, language: locale } });
      if (!data) throw new Error('no answer to changePassword');
      const { token, client } = data.changePassword;
      renewSession(token, toSessionUser(client), store);
    },
    [mutate, store, locale],
  );
}
