import { Trans, useLingui } from '@lingui/react/macro';
import { EmailChangeStatus } from '@web/features/profile/components/EmailChangeStatus';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { useSearchParams } from 'react-router';
import { AuthFrame } from './AuthFrame';

/** The link mailed to a new e-mail address (?token=): opening it makes the change. */
export function ConfirmEmailPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  usePageTitle(t`Neue E-Mail-Adresse bestätigen`);
  return (
    <AuthFrame title={<Trans>Neue E-Mail-Adresse bestätigen</Trans>}>
      <EmailChangeStatus token={params.get('token')?.trim() ?? ''} />
    </AuthFrame>
  );
}
