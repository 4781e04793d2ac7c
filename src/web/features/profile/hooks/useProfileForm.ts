import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useForm } from '@mantine/form';
import { normaliseEmail } from '@shared/validation';
import { notify } from '@web/lib/feedback/notify';
import { formFieldError, useFormSubmission } from '@web/lib/forms/useFormSubmission';
import { useTranslatedValidation } from '@web/lib/forms/useTranslatedValidation';
import { useSession } from '@web/lib/session/SessionContext';
import { useCallback } from 'react';
import { type ProfileValues, profileValues, validateProfile } from '../profileValidation';
import { useSaveClient } from './useSaveClient';

interface ProfileFormOptions {
  /** Told the first invalid field before it gets the focus (the profile shows its tab). */
  onInvalidField?: (field: string) => void;
  /** Runs once saved. */
  onSaved?: () => unknown;
}

/**
 * The profile's form state: starts from the session's user, saves with saveClient, shows
 * 'Erfolgreich gespeichert', puts server field errors on their field. A new e-mail address is not
 * in effect yet: the field goes back to the address in effect and the notice says where the link went.
 */
export function useProfileForm({ onInvalidField, onSaved }: ProfileFormOptions = {}) {
  const { i18n } = useLingui();
  const { user } = useSession();
  const save = useSaveClient();
  const validate = useCallback((values: ProfileValues) => validateProfile(values, user), [user]);
  const form = useForm<ProfileValues>({
    initialValues: profileValues(user),
    validate: useTranslatedValidation(validate),
  });
  const submission = useFormSubmission({
    form,
    submit: save,
    fieldErrors: formFieldError,
    onInvalidField,
    onSuccess: async (saved, values) => {
      const asked = normaliseEmail(values.email);
      if (saved && asked !== saved.email && asked === saved.pendingEmail) {
        form.setValues({ email: saved.email, currentPassword: '' });
        form.resetDirty({ ...values, email: saved.email, currentPassword: '' });
        // The pending address sent again mails nothing; a new one got its link just now.
        const text =
          asked === user.pendingEmail
            ? msg`Gespeichert. Ihre neue E-Mail-Adresse ${asked} wartet noch auf Ihre Bestätigung.`
            : msg`Gespeichert. Wir haben einen Bestätigungslink an ${asked} geschickt; bis Sie ihn öffnen, gilt weiter Ihre bisherige E-Mail-Adresse.`;
        notify(i18n, 'success', i18n._(text));
      } else {
        form.setValues({ currentPassword: '' });
        form.resetDirty({ ...values, currentPassword: '' });
        notify(i18n, 'success', i18n._(msg`Erfolgreich gespeichert`));
      }
      await onSaved?.();
    },
  });

  return { form, ...submission };
}
