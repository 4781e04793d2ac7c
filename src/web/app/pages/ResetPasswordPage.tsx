import { Trans, useLingui } from '@lingui/react/macro';
import { NewPasswordForm } from '@web/features/auth/components/NewPasswordForm';
import { ResetRequestForm } from '@web/features/auth/components/ResetRequestForm';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { useSearchParams } from 'react-router';
import { AuthFrame } from './AuthFrame';

/** Without a token: ask for the mail. With the mailed ?email=&token=: set the new password. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const email = params.get('email');
  const token = params.get('token');
  usePageTitle(t`Passwort zurücksetzen`);
  return (
    <AuthFrame title={<Trans>Passwort zurücksetzen</Trans>}>
      {email && token ? <NewPasswordForm email={email} resetToken={token} /> : <ResetRequestForm />}
    </AuthFrame>
  );
}
