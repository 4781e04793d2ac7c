import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { FormError } from '@web/lib/forms/FormError';
import { useState } from 'react';
import '@web/lib/forms/formStyles';
import { useProfileForm } from '../hooks/useProfileForm';
import { type ProfileField, REQUIRED_FIELDS } from '../profileValidation';
import { OptionalFields } from './OptionalFields';
import { RequiredFields } from './RequiredFields';

type ProfileTab = 'required' | 'optional';

const tabOf = (field: string): ProfileTab =>
  REQUIRED_FIELDS.includes(field as ProfileField) ? 'required' : 'optional';

/** /profile: required and optional fields in two tabs, saved together. */
export function ProfileForm() {
  const [tab, setTab] = useState<ProfileTab>('required');
  const { form, formProps, failure, submitting } = useProfileForm({
    onInvalidField: (field) => setTab(tabOf(field)),
  });

  return (
    <form {...formProps}>
      <Stack gap="lg">
        <FormError message={failure} />
        <Tabs value={tab} onChange={(value) => setTab((value as ProfileTab | null) ?? 'required')}>
          <Tabs.List>
            <Tabs.Tab value="required">
              <Trans>Pflichtangaben</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="optional">
              <Trans>Weitere Angaben</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="required" pt="lg">
            <RequiredFields form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="optional" pt="lg">
            <OptionalFields form={form} />
          </Tabs.Panel>
        </Tabs>
        <Group>
          <Button type="submit" loading={submitting}>
            <Trans>Speichern</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
