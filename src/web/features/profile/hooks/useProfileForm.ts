import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useForm } from '@mantine/form';
import { normaliseEmail } from '@shared/validation';
import { errorMessage, fieldError } from '@web/lib/errors/errorMessages';
import { notify } from '@web/lib/feedback/notify';
import { useTranslatedValidation } from '@web/lib/forms/useTranslatedValidation';
import { useSession } from '@web/lib/session/SessionContext';
import { useState } from 'react';
import { type ProfileField, type ProfileValues, profileValues, validateProfile } from '../profileValidation';
import { useSaveClient } from './useSaveClient';

/**
 * The profile's form state: starts from the session's user, saves with saveClient, shows
 * 'Erfolgreich gespeichert', puts server field errors on their field. A new e-mail address is not
 * in effect yet: the field goes back to the address in effect and the notice says where the link went.
 */
export function useProfileForm(onFieldError?: (field: ProfileField) => void) {
  const { i18n } = useLingui();
  const { user } = useSession();
  const save = useSaveClient();
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const form = useForm<ProfileValues>({
    initialValues: profileValues(user),
    validate: useTranslatedValidation(validateProfile),
  });

  /** Resolves true once saved. */
  const submit = async (values: ProfileValues): Promise<boolean> => {
    setFailure(null);
    try {
      const saved = await save(values);
      const asked = normaliseEmail(values.email);
      if (saved && asked !== saved.email && asked === saved.pendingEmail) {
        form.setValues({ email: saved.email });
        form.resetDirty({ ...values, email: saved.email });
        // The pending address sent again mails nothing; a new one got its link just now.
        const text =
          asked === user.pendingEmail
            ? msg`Gespeichert. Ihre neue E-Mail-Adresse ${asked} wartet noch auf Ihre Bestätigung.`
            : msg`Gespeichert. Wir haben einen Bestätigungslink an ${asked} geschickt; bis Sie ihn öffnen, gilt weiter Ihre bisherige E-Mail-Adresse.`;
        notify(i18n, 'success', i18n._(text));
      } else {
        form.resetDirty();
        notify(i18n, 'success', i18n._(msg`Erfolgreich gespeichert`));
      }
      return true;
    } catch (error) {
      const onField = fieldError(error);
      if (onField && onField.field in values) {
        form.setFieldError(onField.field as ProfileField, i18n._(onField.message));
        onFieldError?.(onField.field as ProfileField);
      } else {
        setFailure(errorMessage(error, 'save'));
      }
      return false;
    }
  };

  return { form, submit, failure };
}
