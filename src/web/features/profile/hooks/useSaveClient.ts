import { useMutation } from '@apollo/client/react';
import { useLocale } from '@web/lib/i18n/useLocale';
import { passwordDigest } from '@web/lib/session/passwordDigest';
import { useSession } from '@web/lib/session/SessionContext';
import { type SessionUser, toSessionUser } from '@web/lib/session/session';
import { setSessionUser } from '@web/lib/session/sessionStore';
import { useCallback } from 'react';
import { SAVE_CLIENT } from '../graphql/SaveClient';
import { changesAddress, type ProfileValues } from '../profileValidation';

/**
 * Saves the own account; the session (and so the header's name) takes the saved data. A new
 * e-mail address comes back as `pendingEmail` (its link is mailed in the page's language), while
 * `email` stays the address in effect. Resolves the saved user.
 */
export function useSaveClient() {
  const { user, store } = useSession();
  const locale = useLocale();
  const [mutate] = useMutation(SAVE_CLIENT);
  return useCallback(
    async (values: ProfileValues): Promise<SessionUser | null> => {
      if (user.id === null) throw new Error('no client id found');
      const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());
      const { data } = await mutate({
        variables: {
          id: user.id,
          email: values.email.trim(),
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          website: blankToNull(values.website),
          phoneNumber: blankToNull(values.phoneNumber),
          emailPublic: values.emailPublic,
          salutation: values.salutation || null,
          language: locale,
          currentPassword: changesAddress(values, user) ? await passwordDigest(values.currentPassword) : null,
        },
      });
      if (!data) return null;
      const saved = toSessionUser(data.saveClient);
      setSessionUser(saved, store);
      return saved;
    },
    [mutate, user, store, locale],
  );
}
