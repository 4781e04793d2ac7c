import { useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { notify } from '@web/lib/feedback/notify';
import { useLocale } from '@web/lib/i18n/useLocale';
import { useSession } from '@web/lib/session/SessionContext';
import { type ApiClient, toSessionUser } from '@web/lib/session/session';
import { setSessionUser } from '@web/lib/session/sessionStore';
import { useState } from 'react';
import { CANCEL_EMAIL_CHANGE, RESEND_EMAIL_CHANGE } from '../graphql/EmailChange';

export type EmailChangeAction = 'resend' | 'cancel';

/**
 * What the profile offers for a new address waiting for its link: send the link again (in the
 * page's language; the earlier link stops working) or drop the change. The session takes the
 * answer, so the notice follows; the outcome is announced as a notification.
 */
export function useEmailChangeActions() {
  const { i18n } = useLingui();
  const { user, store } = useSession();
  const locale = useLocale();
  const [resendMutation] = useMutation(RESEND_EMAIL_CHANGE);
  const [cancelMutation] = useMutation(CANCEL_EMAIL_CHANGE);
  const [busy, setBusy] = useState<EmailChangeAction | null>(null);

  const run = async (
    action: EmailChangeAction,
    mutate: () => Promise<ApiClient | undefined>,
    done: MessageDescriptor,
  ) => {
    setBusy(action);
    try {
      const client = await mutate();
      if (client) setSessionUser(toSessionUser(client), store);
      notify(i18n, 'success', i18n._(done));
    } catch (error) {
      notify(i18n, 'failure', i18n._(errorMessage(error, 'save')));
    } finally {
      setBusy(null);
    }
  };

  const pending = user.pendingEmail;
  const current = user.email;
  return {
    busy,
    resend: () =>
      run(
        'resend',
        async () => (await resendMutation({ variables: { language: locale } })).data?.resendEmailChange,
        msg`Wir haben einen neuen Bestätigungslink an ${pending} geschickt.`,
      ),
    cancel: () =>
      run(
        'cancel',
        async () => (await cancelMutation()).data?.cancelEmailChange,
        msg`Die Änderung ist verworfen. Es bleibt bei ${current}.`,
      ),
  };
}
