import { useMutation } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useForm } from '@mantine/form';
import type { ClassificationRulesQuery } from '@web/gql/graphql';
import { toRequestFailure } from '@web/lib/errors/requestFailure';
import { notify } from '@web/lib/feedback/notify';
import { type FieldFailure, useFormSubmission } from '@web/lib/forms/useFormSubmission';
import { useTranslatedValidation } from '@web/lib/forms/useTranslatedValidation';
import { UPDATE_CLASSIFICATION_RULES } from '../graphql/UpdateClassificationRules';
import { type RulesValues, rulePath, rulesValues, toRuleInputs, validateRules } from '../rulesValidation';

type Rules = ClassificationRulesQuery['classificationRules'];

/** The server's VALIDATION_FAILED field (e.g. `ELITE_F.minKm`) on its input. */
function rulesFieldError(error: unknown, values: RulesValues): FieldFailure | null {
  const { code, field } = toRequestFailure(error);
  const path = code === 'VALIDATION_FAILED' && field ? rulePath(values, field) : null;
  return path ? { field: path, message: msg`Bitte geben Sie eine positive Zahl ein` } : null;
}

/** The rules form: positive numbers checked here, the server's VALIDATION_FAILED field on its input. */
export function useClassRulesForm(rules: Rules) {
  const { i18n } = useLingui();
  const [mutate] = useMutation(UPDATE_CLASSIFICATION_RULES, { refetchQueries: ['ClassificationRules'] });
  const form = useForm<RulesValues>({
    initialValues: rulesValues(rules),
    validate: useTranslatedValidation(validateRules),
  });
  const submission = useFormSubmission({
    form,
    submit: (values) => mutate({ variables: { input: toRuleInputs(values) } }),
    fieldErrors: rulesFieldError,
    onSuccess: ({ data }) => {
      if (data) form.setValues(rulesValues(data.updateClassificationRules));
      form.resetDirty();
      notify(i18n, 'success', i18n._(msg`Erfolgreich gespeichert`));
    },
  });

  return { form, ...submission };
}
