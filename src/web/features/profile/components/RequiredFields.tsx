import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PersonFields } from '@web/lib/forms/PersonFields';
import type { ProfileValues } from '../profileValidation';

export function RequiredFields({ form }: { form: UseFormReturnType<ProfileValues> }) {
  return (
    <Stack gap="md">
      <PersonFields form={form} />
    </Stack>
  );
}
