import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useSession } from '../../../lib/session/SessionContext';
import { toSessionUser } from '../../../lib/session/session';
import { setSessionUser } from '../../../lib/session/sessionStore';
import { SAVE_CLIENT } from '../graphql/SaveClient';
import type { ProfileValues } from '../profileValidation';

/** Saves the own account; the session (and so the header's name) takes the saved data. */
export function useSaveClient() {
  const { user, store } = useSession();
  const [mutate] = useMutation(SAVE_CLIENT);
  return useCallback(
    async (values: ProfileValues) => {
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
        },
      });
      if (data) setSessionUser(toSessionUser(data.saveClient), store);
    },
    [mutate, user.id, store],
  );
}
