import { useLingui } from '@lingui/react/macro';
import { Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ProfileValues } from '../profileValidation';

export function OptionalFields({ form }: { form: UseFormReturnType<ProfileValues> }) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <TextInput
        label={t`Telefonnummer`}
        type="tel"
        autoComplete="tel"
        {...form.getInputProps('phoneNumber')}
      />
      <TextInput
        label={t`Webseite`}
        type="url"
        autoComplete="url"
        placeholder="https://"
        {...form.getInputProps('website')}
      />
      <Switch
        label={t`E-Mail-Adresse öffentlich zeigen`}
        description={t`Dann steht Ihre E-Mail-Adresse für alle sichtbar unter Ihrem Namen in den Ergebnissen je Züchter.`}
        {...form.getInputProps('emailPublic', { type: 'checkbox' })}
      />
    </Stack>
  );
}
