import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { paths } from '@web/config/paths';
import { FormError } from '@web/lib/forms/FormError';
import { Link, useNavigate } from 'react-router';
import '@web/lib/forms/formStyles';
import { useLocale } from '@web/lib/i18n/useLocale';
import { useProfileForm } from '../hooks/useProfileForm';
import { OptionalFields } from './OptionalFields';

/** /signIn/additional: the optional fields right after the first login; may be skipped. */
export function AdditionalInfoForm() {
  const locale = useLocale();
  const navigate = useNavigate();
  const { form, formProps, failure, submitting } = useProfileForm({
    onSaved: () => navigate(paths.dashboard.href(locale)),
  });

  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormError message={failure} />
        <OptionalFields form={form} />
        <Group justify="space-between">
          <Button type="submit" loading={submitting}>
            <Trans>Speichern</Trans>
          </Button>
          <Anchor component={Link} to={paths.dashboard.href(locale)}>
            <Trans>Überspringen</Trans>
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
