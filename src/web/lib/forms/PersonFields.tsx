import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

type PersonValues = { firstName: string; lastName: string; email: string };

/** First name, last name and e-mail, as both the sign-up and the profile ask for them. */
export function PersonFields<Values extends PersonValues>({ form }: { form: UseFormReturnType<Values> }) {
  const { t } = useLingui();
  return (
    <>
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
    </>
  );
}
