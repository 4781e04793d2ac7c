import { useQuery } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { mdiMagnify } from '@mdi/js';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { PageLoader } from '@web/lib/feedback/PageLoader';
import { FormError } from '@web/lib/forms/FormError';
import { useState } from 'react';
import '@web/lib/forms/formStyles';
import { Icon } from '@web/lib/icons/Icon';
import { useSession } from '@web/lib/session/SessionContext';
import { assignableRoles } from '../assignableRoles';
import { CLIENTS_SEARCH } from '../graphql/ClientsSearch';
import { useRoleChange } from '../hooks/useRoleChange';
import { ClientRoleRow } from './ClientRoleRow';
import classes from './RoleManager.module.css';

const SEARCH_DEBOUNCE_MS = 300;
const RESULT_LIMIT = 50;

/** /admin/roles: find accounts by name or e-mail and change their role. */
export function RoleManager() {
  const { t } = useLingui();
  const { user } = useSession();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, loading, error } = useQuery(CLIENTS_SEARCH, {
    variables: { search: debounced, limit: RESULT_LIMIT },
    fetchPolicy: 'cache-and-network',
  });
  const changeRole = useRoleChange();
  const clients = data?.clients ?? [];

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={t`Name oder E-Mail suchen`}
        leftSection={<Icon path={mdiMagnify} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {error && <FormError message={errorMessage(error)} />}
      {loading && !data ? (
        <PageLoader />
      ) : (
        <>
          <Text size="sm" c="dimmed" role="status">
            {clients.length === 0 ? (
              <Trans>Keine Accounts gefunden.</Trans>
            ) : (
              <Plural value={clients.length} one="# Account" other="# Accounts" />
            )}
          </Text>
          <ul className={classes.list} aria-label={t`Accounts`}>
            {clients.map((client) => (
              <ClientRoleRow
                key={client.id}
                client={client}
                isSelf={client.id === user.id}
                options={assignableRoles(user, client)}
                onChange={changeRole}
              />
            ))}
          </ul>
        </>
      )}
    </Stack>
  );
}
