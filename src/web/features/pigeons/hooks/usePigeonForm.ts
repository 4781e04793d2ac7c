import { useMutation } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useForm } from '@mantine/form';
import type { Sex } from '@shared/classification';
import type { PigeonListFieldsFragment } from '@web/gql/graphql';
import { ERROR_CODE_MESSAGES } from '@web/lib/errors/errorMessages';
import { toRequestFailure } from '@web/lib/errors/requestFailure';
import { notify } from '@web/lib/feedback/notify';
import { type FieldFailure, formFieldError, useFormSubmission } from '@web/lib/forms/useFormSubmission';
import { useTranslatedValidation } from '@web/lib/forms/useTranslatedValidation';
import { useState } from 'react';
import { CREATE_PIGEON } from '../graphql/CreatePigeon';
import { UPDATE_PIGEON } from '../graphql/UpdatePigeon';
import { EMPTY_PIGEON, type PigeonValues, validatePigeon } from '../pigeonValidation';

/** A taken ring (PIGEON_ALREADY_EXISTS) and the server's other field errors on their input. */
function pigeonFieldError(error: unknown, values: PigeonValues): FieldFailure | null {
  const { code, field = 'ringNumber' } = toRequestFailure(error);
  if (code !== 'PIGEON_ALREADY_EXISTS') return formFieldError(error, values);
  return Object.hasOwn(values, field) ? { field, message: ERROR_CODE_MESSAGES.PIGEON_ALREADY_EXISTS } : null;
}

/**
 * Create (no pigeon) or edit form: the ring number is checked as it is typed; a taken ring
 * (PIGEON_ALREADY_EXISTS) and the server's field errors land on their field. A ring another
 * breeder's pigeon holds is `claimableRing`, which the form offers to report to the show office.
 */
export function usePigeonForm(pigeon: PigeonListFieldsFragment | null, onSaved: () => void) {
  const { i18n } = useLingui();
  const [create] = useMutation(CREATE_PIGEON, { refetchQueries: ['MyPigeons'] });
  const [update] = useMutation(UPDATE_PIGEON);
  const [claimableRing, setClaimableRing] = useState<string | null>(null);
  const form = useForm<PigeonValues>({
    initialValues: pigeon
      ? { ringNumber: pigeon.ringNumber, sex: pigeon.sex, color: pigeon.color }
      : EMPTY_PIGEON,
    validate: useTranslatedValidation(validatePigeon),
    validateInputOnChange: ['ringNumber'],
  });

  const submission = useFormSubmission({
    form,
    submit: async (values) => {
      // validatePigeon has made sure a sex was chosen.
      const input = {
        ringNumber: values.ringNumber.trim(),
        sex: values.sex as Sex,
        color: values.color.trim(),
      };
      if (pigeon) await update({ variables: { id: pigeon.id, input } });
      else await create({ variables: { input } });
    },
    fieldErrors: (error, values) => {
      const { code, extensions } = toRequestFailure(error);
      const heldByAnother = code === 'PIGEON_ALREADY_EXISTS' && extensions?.heldByAnother === true;
      setClaimableRing(heldByAnother ? values.ringNumber.trim() : null);
      return pigeonFieldError(error, values);
    },
    onSuccess: () => {
      notify(i18n, 'success', i18n._(msg`Erfolgreich gespeichert`));
      onSaved();
    },
  });

  // Offered only while the ring typed is the one that was refused.
  const claimable =
    claimableRing !== null && claimableRing === form.values.ringNumber.trim() ? claimableRing : null;
  return { form, ...submission, claimableRing: claimable };
}
