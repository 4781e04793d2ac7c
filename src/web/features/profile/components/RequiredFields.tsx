import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ProfileValues } from '../profileValidation';

export function RequiredFields({ form }: { form: UseFormReturnType<ProfileValues> }) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t`Vorname`}
          autoComplete="given-name"
          required
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label={t`Nachname`}
          autoComplete="family-name"
          required
          {...form.getInputProps('lastName')}
        />
      </SimpleGrid>
      <TextInput
        label={t`E-Mail`}
        type="email"
        autoComplete="email"
        required
        {...form.getInputProps('email')}
      />
    </Stack>
  );
}
