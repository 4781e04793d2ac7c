import { useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useForm } from '@mantine/form';
import type { ClassificationRulesQuery } from '@web/gql/graphql';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { toRequestFailure } from '@web/lib/errors/requestFailure';
import { notify } from '@web/lib/feedback/notify';
import { useTranslatedValidation } from '@web/lib/forms/useTranslatedValidation';
import { useState } from 'react';
import { UPDATE_CLASSIFICATION_RULES } from '../graphql/UpdateClassificationRules';
import { type RulesValues, rulePath, rulesValues, toRuleInputs, validateRules } from '../rulesValidation';

type Rules = ClassificationRulesQuery['classificationRules'];

/** The rules form: positive numbers checked here, the server's VALIDATION_FAILED field on its input. */
export function useClassRulesForm(rules: Rules, onFieldError: () => void) {
  const { i18n } = useLingui();
  const [mutate] = useMutation(UPDATE_CLASSIFICATION_RULES, { refetchQueries: ['ClassificationRules'] });
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const form = useForm<RulesValues>({
    initialValues: rulesValues(rules),
    validate: useTranslatedValidation(validateRules),
  });

  const submit = async (values: RulesValues) => {
    setFailure(null);
    try {
      const { data } = await mutate({ variables: { input: toRuleInputs(values) } });
      if (data) form.setValues(rulesValues(data.updateClassificationRules));
      form.resetDirty();
      notify(i18n, 'success', i18n._(msg`Erfolgreich gespeichert`));
    } catch (error) {
      const { code, field } = toRequestFailure(error);
      const path = code === 'VALIDATION_FAILED' && field ? rulePath(values, field) : null;
      if (path) {
        form.setFieldError(path, i18n._(msg`Bitte geben Sie eine positive Zahl ein`));
        onFieldError();
      } else {
        setFailure(errorMessage(error, 'save'));
      }
    }
  };

  return { form, submit, failure };
}
