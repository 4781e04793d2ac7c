import { useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { notify } from '@web/lib/feedback/notify';
import { useCallback, useState } from 'react';
import { DELETE_PIGEON } from '../graphql/DeletePigeon';

/** Deletes a pigeon; a refusal (e.g. registered for a started event) is kept for the dialog to show. */
export function useDeletePigeon() {
  const { i18n } = useLingui();
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [mutate, { loading }] = useMutation(DELETE_PIGEON, {
    update: (cache, { data }) => {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'Pigeon', id: data.deletePigeon }) });
      cache.gc();
    },
  });
  const remove = useCallback(
    async (pigeon: { id: string; ringNumber: string }): Promise<boolean> => {
      setFailure(null);
      try {
        await mutate({ variables: { id: pigeon.id } });
        const ring = pigeon.ringNumber;
        notify(i18n, 'success', i18n._(msg`Taube ${ring} gelöscht`));
        return true;
      } catch (error) {
        setFailure(errorMessage(error));
        return false;
      }
    },
    [mutate, i18n],
  );
  return { remove, loading, failure, reset: () => setFailure(null) };
}
