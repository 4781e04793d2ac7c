import { useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { MAX_CLAIM_TEXT_LENGTH } from '@shared/ringClaims';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { notify } from '@web/lib/feedback/notify';
import { FormError } from '@web/lib/forms/FormError';
import { useState } from 'react';
import { FILE_RING_CLAIM } from '../graphql/RingClaims';

/**
 * Where a ring another breeder's pigeon holds is no dead end: the breeder reports it to the show
 * office, which checks it and gives them the pigeon, or says why not (on the pigeons page).
 */
export function RingClaimOffer({ ringNumber, onFiled }: { ringNumber: string; onFiled: () => void }) {
  const { t, i18n } = useLingui();
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [file, { loading }] = useMutation(FILE_RING_CLAIM, { refetchQueries: ['MyRingClaims'] });
  const send = async () => {
    setFailure(null);
    try {
      await file({ variables: { ringNumber, message: message.trim() || null } });
      notify(i18n, 'success', t`Ihre Meldung ist bei der Schauleitung.`);
      onFiled();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <Alert color="blue" variant="light" title={t`Ist es Ihr Ring?`}>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            Die Ringnummer {ringNumber} hat die Taube eines anderen Züchters. Ist der Ring Ihrer, melden Sie
            es der Schauleitung: Sie prüft es und überträgt Ihnen die Taube oder sagt Ihnen, warum nicht.
          </Trans>
        </Text>
        <Textarea
          label={t`Nachricht an die Schauleitung (freiwillig)`}
          description={t`Zum Beispiel, woher Sie den Ring haben.`}
          autosize
          minRows={2}
          maxLength={MAX_CLAIM_TEXT_LENGTH}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <FormError message={failure} />
        <Button type="button" variant="filled" loading={loading} onClick={send}>
          <Trans>An die Schauleitung melden</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
