import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { PigeonListFieldsFragment } from '@web/gql/graphql';
import { FormError } from '@web/lib/forms/FormError';
import '@web/lib/forms/formStyles';
import { MAX_COLOR_LENGTH } from '@shared/validation';
import { SEX_LABELS } from '@web/lib/pigeonClasses/classLabels';
import { usePigeonForm } from '../hooks/usePigeonForm';
import { ringNumberFeedback } from '../ringNumberFeedback';
import { RingClaimOffer } from './RingClaimOffer';
import { RingNumberField } from './RingNumberField';

interface PigeonFormProps {
  /** Edits this pigeon; creates a new one without. */
  pigeon: PigeonListFieldsFragment | null;
  onDone: () => void;
}

/** Ring number, sex and colour of a pigeon, in the dialog of the list. */
export function PigeonForm({ pigeon, onDone }: PigeonFormProps) {
  const { t, i18n } = useLingui();
  const { form, formProps, failure, submitting, claimableRing } = usePigeonForm(pigeon, onDone);
  const ringProps = form.getInputProps('ringNumber');

  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormError message={failure} />
        <RingNumberField
          {...ringProps}
          value={form.values.ringNumber}
          onChange={(event) => {
            ringProps.onChange(event);
            // A trailing W marks a hen: take it as the sex too.
            const feedback = ringNumberFeedback(event.currentTarget.value);
            if (feedback.ok && feedback.henMarker) form.setFieldValue('sex', 'F');
          }}
        />
        {claimableRing && <RingClaimOffer ringNumber={claimableRing} onFiled={onDone} />}
        <NativeSelect
          label={t`Geschlecht`}
          required
          data={[
            { value: '', label: t`Bitte wählen`, disabled: true },
            ...(['M', 'F'] as const).map((sex) => ({ value: sex, label: i18n._(SEX_LABELS[sex]) })),
          ]}
          {...form.getInputProps('sex')}
        />
        <TextInput
          label={t`Farbe`}
          required
          maxLength={MAX_COLOR_LENGTH}
          placeholder={t`z. B. blau`}
          {...form.getInputProps('color')}
        />
        <Group justify="flex-end">
          <Button variant="subtle" color="ink" onClick={onDone}>
            <Trans>Abbrechen</Trans>
          </Button>
          <Button type="submit" loading={submitting}>
            <Trans>Speichern</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
