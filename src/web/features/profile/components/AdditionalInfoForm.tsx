import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { paths } from '@web/config/paths';
import { FormError } from '@web/lib/forms/FormError';
import { focusFirstError } from '@web/lib/forms/focusFirstError';
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import '@web/lib/forms/formStyles';
import { useLocale } from '@web/lib/i18n/useLocale';
import { useProfileForm } from '../hooks/useProfileForm';
import type { ProfileValues } from '../profileValidation';
import { OptionalFields } from './OptionalFields';

/** /signIn/additional: the optional fields right after the first login; may be skipped. */
export function AdditionalInfoForm() {
  const locale = useLocale();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const focusError = () => requestAnimationFrame(() => focusFirstError(formRef.current));
  const { form, submit, failure } = useProfileForm(focusError);
  const submitAndGo = async (values: ProfileValues) => {
    if (await submit(values)) await navigate(paths.dashboard.href(locale));
  };

  return (
    <form ref={formRef} noValidate onSubmit={form.onSubmit(submitAndGo, focusError)}>
      <Stack gap="md">
        <FormError message={failure} />
        <OptionalFields form={form} />
        <Group justify="space-between">
          <Button type="submit" loading={form.submitting}>
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
