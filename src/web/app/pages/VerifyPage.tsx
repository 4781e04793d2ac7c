import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { VerifyStatus } from '../../features/auth/components/VerifyStatus';
import { usePageTitle } from '../../lib/i18n/usePageTitle';
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
