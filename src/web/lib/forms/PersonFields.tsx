import { useLingui } from '@lingui/react/macro';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Salutation } from '@shared/salutations';

/** '' while none is chosen: mails then greet by first and last name. */
export type SalutationChoice = Salutation | '';

type PersonValues = { salutation: SalutationChoice; firstName: string; lastName: string; email: string };

/**
 * The salutation (optional, for the greeting of mails), first name, last name and e-mail, as both
 * the sign-up and the profile ask for them.
 */
export function PersonFields<Values extends PersonValues>({ form }: { form: UseFormReturnType<Values> }) {
  const { t } = useLingui();
  return (
    <>
      <NativeSelect
        label={t`Anrede`}
        description={t`Für die Anrede in E-Mails („Guten Tag Frau …“); ohne Angabe mit Vor- und Nachnamen.`}
        autoComplete="honorific-prefix"
        data={[
          { value: '', label: t`Keine Angabe` },
          { value: 'FRAU', label: t`Frau` },
          { value: 'HERR', label: t`Herr` },
        ]}
        {...form.getInputProps('salutation')}
      />
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
