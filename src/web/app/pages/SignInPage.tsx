import { Trans, useLingui } from '@lingui/react/macro';
import { SignInForm } from '@web/features/auth/components/SignInForm';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { AuthFrame } from './AuthFrame';

export function SignInPage() {
  const { t } = useLingui();
  usePageTitle(t`Konto erstellen`);
  return (
    <AuthFrame title={<Trans>Konto erstellen</Trans>}>
      <SignInForm />
    </AuthFrame>
  );
}
