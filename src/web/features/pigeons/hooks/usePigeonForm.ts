import { useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useForm } from '@mantine/form';
import type { PigeonListFieldsFragment } from '@web/gql/graphql';
import { ERROR_CODE_MESSAGES, errorMessage, fieldError } from '@web/lib/errors/errorMessages';
import { toRequestFailure } from '@web/lib/errors/requestFailure';
import { notify } from '@web/lib/feedback/notify';
import { useTranslatedValidation } from '@web/lib/forms/useTranslatedValidation';
import { useState } from 'react';
import { CREATE_PIGEON } from '../graphql/CreatePigeon';
import { UPDATE_PIGEON } from '../graphql/UpdatePigeon';
import { EMPTY_PIGEON, type PigeonField, type PigeonValues, validatePigeon } from '../pigeonValidation';

const isPigeonField = (field: string): field is PigeonField =>
  field === 'ringNumber' || field === 'sex' || field === 'color';

/**
 * Create (no pigeon) or edit form: the ring number is checked as it is typed; a taken ring
 * (PIGEON_ALREADY_EXISTS) and the server's field errors land on their field.
 */
export function usePigeonForm(pigeon: PigeonListFieldsFragment | null, onSaved: () => void) {
  const { i18n } = useLingui();
  const [create] = useMutation(CREATE_PIGEON, { refetchQueries: ['MyPigeons'] });
  const [update] = useMutation(UPDATE_PIGEON);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const form = useForm<PigeonValues>({
    initialValues: pigeon
      ? { ringNumber: pigeon.ringNumber, sex: pigeon.sex, color: pigeon.color }
      : EMPTY_PIGEON,
    validate: useTranslatedValidation(validatePigeon),
    validateInputOnChange: ['ringNumber'],
  });

  const submit = async (values: PigeonValues) => {
    setFailure(null);
    const input = { ringNumber: values.ringNumber.trim(), sex: values.sex, color: values.color.trim() };
    try {
      if (pigeon) await update({ variables: { id: pigeon.id, input } });
      else await create({ variables: { input } });
      notify(i18n, 'success', i18n._(msg`Erfolgreich gespeichert`));
      onSaved();
    } catch (error) {
      const { code, field } = toRequestFailure(error);
      const onField =
        code === 'PIGEON_ALREADY_EXISTS'
          ? { field: field ?? 'ringNumber', message: ERROR_CODE_MESSAGES.PIGEON_ALREADY_EXISTS }
          : fieldError(error);
      if (onField && isPigeonField(onField.field)) {
        form.setFieldError(onField.field, i18n._(onField.message));
      } else {
        setFailure(errorMessage(error, 'save'));
      }
    }
  };

  return { form, submit, failure };
}
