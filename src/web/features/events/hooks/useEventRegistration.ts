import { useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { notify } from '@web/lib/feedback/notify';
import { useCallback, useState } from 'react';
import { REGISTER_PIGEONS } from '../graphql/RegisterPigeons';
import { UNREGISTER_PIGEON } from '../graphql/UnregisterPigeon';

/** Registers and unregisters own pigeons; a refusal is kept for the form to show. */
export function useEventRegistration(eventId: string) {
  const { i18n } = useLingui();
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [registerMutation, { loading: registering }] = useMutation(REGISTER_PIGEONS);
  const [unregisterMutation, { loading: unregistering }] = useMutation(UNREGISTER_PIGEON);

  const register = useCallback(
    async (pigeonIds: string[]): Promise<boolean> => {
      setFailure(null);
      try {
        await registerMutation({ variables: { eventId, pigeonIds } });
        const count = pigeonIds.length;
        notify(
          i18n,
          'success',
          i18n._(msg`${plural(count, { one: '# Taube angemeldet', other: '# Tauben angemeldet' })}`),
        );
        return true;
      } catch (error) {
        setFailure(errorMessage(error));
        return false;
      }
    },
    [registerMutation, eventId, i18n],
  );

  /** Withdraws the pigeon; resolves to the refusal for the asking dialog, or null when done. */
  const unregister = useCallback(
    async (pigeon: { pigeonId: string; ringNumber: string }): Promise<MessageDescriptor | null> => {
      setFailure(null);
      try {
        await unregisterMutation({ variables: { eventId, pigeonId: pigeon.pigeonId } });
        const ring = pigeon.ringNumber;
        notify(i18n, 'success', i18n._(msg`Taube ${ring} zurückgezogen`));
        return null;
      } catch (error) {
        return errorMessage(error);
      }
    },
    [unregisterMutation, eventId, i18n],
  );

  return { register, unregister, registering, unregistering, failure };
}
