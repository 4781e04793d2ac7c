import { useMutation } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Role } from '@shared/roles';
import type { ClientRoleFieldsFragment } from '@web/gql/graphql';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { notify } from '@web/lib/feedback/notify';
import { ROLE_LABELS } from '@web/lib/session/roleLabels';
import { shownName } from '@web/lib/session/session';
import { useCallback } from 'react';
import { SET_CLIENT_ROLE } from '../graphql/SetClientRole';

/** Changes a role; the outcome (or the server's refusal) is told in a notification. */
export function useRoleChange() {
  const { i18n } = useLingui();
  const [mutate] = useMutation(SET_CLIENT_ROLE);
  return useCallback(
    async (client: ClientRoleFieldsFragment, role: Role) => {
      const name = shownName(client);
      try {
        await mutate({ variables: { id: client.id, role } });
        const label = i18n._(ROLE_LABELS[role]);
        notify(i18n, 'success', i18n._(msg`${name} ist jetzt ${label}.`));
      } catch (error) {
        notify(i18n, 'failure', i18n._(errorMessage(error)), i18n._(msg`Rolle von ${name} nicht geändert`));
      }
    },
    [mutate, i18n],
  );
}
