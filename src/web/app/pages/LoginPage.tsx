import { Trans, useLingui } from '@lingui/react/macro';
import { LoginForm } from '@web/features/auth/components/LoginForm';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { OtherJudgesWaiting } from '@web/lib/outbox/OtherJudgesWaiting';
import { AuthFrame } from './AuthFrame';

export function LoginPage() {
  const { t } = useLingui();
  usePageTitle(t`Einloggen`);
  return (
    <AuthFrame title={<Trans>Einloggen</Trans>} notice={<OtherJudgesWaiting mb="lg" />}>
      <LoginForm />
    </AuthFrame>
  );
}
