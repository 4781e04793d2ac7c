import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { AdditionalInfoForm } from '@web/features/profile/components/AdditionalInfoForm';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { AuthFrame } from './AuthFrame';

export function SignInAdditionalPage() {
  const { t } = useLingui();
  usePageTitle(t`Weitere Angaben`);
  return (
    <AuthFrame title={<Trans>Weitere Angaben</Trans>}>
      <Text mb="md">
        <Trans>Diese Angaben sind freiwillig. Sie können sie auch später im Profil ergänzen.</Trans>
      </Text>
      <AdditionalInfoForm />
    </AuthFrame>
  );
}
