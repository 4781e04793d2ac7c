import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/Fieldset.layer.css';
import { CLASS_NAMES, classCode } from '@shared/classification';
import type { ClassificationRulesQuery } from '@web/gql/graphql';
import { FormError } from '@web/lib/forms/FormError';
import '@web/lib/forms/formStyles';
import { useClassRulesForm } from '../hooks/useClassRulesForm';

type Rules = ClassificationRulesQuery['classificationRules'];

/** The 12 thresholds (class level × sex), one group each, saved together. */
export function ClassRulesForm({ rules }: { rules: Rules }) {
  const { t, i18n } = useLingui();
  const { form, formProps, failure, submitting } = useClassRulesForm(rules);
  const number = { inputMode: 'decimal' as const, autoComplete: 'off' };

  return (
    <form {...formProps}>
      <Stack gap="lg">
        <FormError message={failure} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {form.values.rules.map((rule, index) => (
            <Fieldset
              key={classCode(rule.level, rule.sex)}
              legend={i18n._(CLASS_NAMES[classCode(rule.level, rule.sex)])}
            >
              <SimpleGrid cols={3} spacing="xs" style={{ alignItems: 'end' }}>
                <TextInput
                  label={t`Preis-km`}
                  required
                  {...number}
                  {...form.getInputProps(`rules.${index}.minKm`)}
                />
                <TextInput
                  label={t`Preise`}
                  required
                  {...number}
                  inputMode="numeric"
                  {...form.getInputProps(`rules.${index}.minPrizes`)}
                />
                <TextInput
                  label={t`Vorjahr-km`}
                  {...number}
                  {...form.getInputProps(`rules.${index}.minLastYearKm`)}
                />
              </SimpleGrid>
            </Fieldset>
          ))}
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={submitting}>
            <Trans>Regeln speichern</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
