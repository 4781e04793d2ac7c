import { Trans, useLingui } from '@lingui/react/macro';
import { VerifyStatus } from '@web/features/auth/components/VerifyStatus';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { useSearchParams } from 'react-router';
import { AuthFrame } from './AuthFrame';

export function VerifyPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  usePageTitle(t`E-Mail-Adresse bestätigen`);
  return (
    <AuthFrame title={<Trans>E-Mail-Adresse bestätigen</Trans>}>
      <VerifyStatus code={params.get('code')?.trim() ?? ''} />
    </AuthFrame>
  );
}
