import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { mdiEmailCheckOutline } from '@mdi/js';
import { ErrorAlert } from '@web/lib/errors/ErrorAlert';
import { errorMessage, fieldError } from '@web/lib/errors/errorMessages';
import { fetchGraphQL } from '@web/lib/graphql/fetchGraphQL';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { useState } from 'react';
import { RESEND_VERIFICATION } from '../graphql/ResendVerification';
import classes from './ResendVerification.module.css';

type ResendState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; message: MessageDescriptor };

/**
 * "Bestätigungs-E-Mail erneut senden" for an address that may belong to an unconfirmed account (a
 * button, not a form: it sits inside the login and sign-up forms). The server answers every address
 * alike, and so does the text afterwards: it never says whether a mail went out. The link is mailed
 * in the page's language; the one mailed before stops working. Key it by the address, so that a
 * changed address starts without the text about the previous one.
 */
export function ResendVerification({ email }: { email: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const [state, setState] = useState<ResendState>({ kind: 'idle' });

  const send = async () => {
    if (state.kind === 'sending') return;
    // Cleared first: the text comes again, and is announced again, after every sending.
    setState({ kind: 'sending' });
    try {
      await fetchGraphQL(RESEND_VERIFICATION, { email: email.trim(), language: locale });
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'failed', message: fieldError(error)?.message ?? errorMessage(error) });
    }
  };

  return (
    <Stack gap="xs">
      <Button
        type="button"
        variant="outline"
        fullWidth
        loading={state.kind === 'sending'}
        onClick={send}
        classNames={{ root: classes.root, label: classes.label }}
      >
        <Trans>Bestätigungs-E-Mail erneut senden</Trans>
      </Button>
      {state.kind === 'sent' && (
        <Alert color="green" variant="light" icon={<Icon path={mdiEmailCheckOutline} />}>
          <Trans>Falls zu dieser Adresse ein unbestätigtes Konto gehört, ist ein neuer Link unterwegs.</Trans>
        </Alert>
      )}
      {state.kind === 'failed' && <ErrorAlert>{i18n._(state.message)}</ErrorAlert>}
    </Stack>
  );
}
