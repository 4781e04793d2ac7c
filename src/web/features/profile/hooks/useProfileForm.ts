import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { errorMessage, fieldError } from '../../../lib/errors/errorMessages';
import { notify } from '../../../lib/feedback/notify';
import { useTranslatedValidation } from '../../../lib/forms/useTranslatedValidation';
import { useSession } from '../../../lib/session/SessionContext';
import { type ProfileField, type ProfileValues, profileValues, validateProfile } from '../profileValidation';
import { useSaveClient } from './useSaveClient';

/**
 * The profile's form state: starts from the session's user, saves with saveClient, shows
 * 'Erfolgreich gespeichert', puts server field errors on their field.
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
      await save(values);
      form.resetDirty();
      notify(i18n, 'success', i18n._(msg`Erfolgreich gespeichert`));
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
