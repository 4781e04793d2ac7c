import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, NativeSelect, Text, VisuallyHidden } from '@mantine/core';
import { isRole, type Role } from '@shared/roles';
import type { ClientRoleFieldsFragment } from '@web/gql/graphql';
import { ConfirmDialog } from '@web/lib/dialog/ConfirmDialog';
import { ROLE_LABELS } from '@web/lib/session/roleLabels';
import { shownName } from '@web/lib/session/session';
import { EmailAddress } from '@web/lib/text/EmailAddress';
import { useState } from 'react';
import classes from './RoleManager.module.css';

interface ClientRoleRowProps {
  client: ClientRoleFieldsFragment;
  /** Roles the viewer may give this account; empty: read-only. */
  options: Role[];
  isSelf: boolean;
  onChange: (client: ClientRoleFieldsFragment, role: Role) => Promise<void>;
}

/** One account: name, e-mail and its role, as a select labelled with the name when changeable. */
export function ClientRoleRow({ client, options, isSelf, onChange }: ClientRoleRowProps) {
  const { t, i18n } = useLingui();
  const [saving, setSaving] = useState(false);
  const [proposed, setProposed] = useState<Role | null>(null);
  const name = shownName(client);
  const roleLabel = i18n._(ROLE_LABELS[client.role]);
  const proposedLabel = proposed ? i18n._(ROLE_LABELS[proposed]) : '';
  return (
    <li className={classes.row}>
      <div className={classes.person}>
        <Text fw={700} className={classes.wrap}>
          {name}
          {isSelf && <Text span c="dimmed" fw={400}>{` (${t`Sie`})`}</Text>}
        </Text>
        <Text size="sm" c="dimmed">
          <EmailAddress>{client.email}</EmailAddress>
        </Text>
      </div>
      {options.length === 0 ? (
        <div className={classes.role}>
          <VisuallyHidden>{t`Rolle:`} </VisuallyHidden>
          <Badge variant="light" size="lg" tt="none">
            {roleLabel}
          </Badge>
        </div>
      ) : (
        <NativeSelect
          className={classes.role}
          aria-label={t`Rolle von ${name}`}
          value={client.role}
          disabled={saving}
          data={options.map((role) => ({ value: role, label: i18n._(ROLE_LABELS[role]) }))}
          // A role gives or takes rights at once: the change asks first.
          onChange={(event) => {
            const role = event.currentTarget.value;
            if (isRole(role) && role !== client.role) setProposed(role);
          }}
        />
      )}
      <ConfirmDialog
        opened={proposed !== null}
        title={t`Rolle ändern?`}
        confirmLabel={t`Rolle ändern`}
        danger={proposed === 'ADMIN' || proposed === 'SUPERADMIN'}
        onClose={() => setProposed(null)}
        onConfirm={async () => {
          if (!proposed) return null;
          setSaving(true);
          try {
            await onChange(client, proposed);
          } finally {
            setSaving(false);
          }
          return null;
        }}
      >
        <Text>
          <Trans>
            {name} wird {proposedLabel} statt {roleLabel}.
          </Trans>
        </Text>
        {(proposed === 'ADMIN' || proposed === 'SUPERADMIN') && (
          <Text mt="sm">
            <Trans>
              Als Admin kann {name} Events anlegen, starten, beenden und löschen, Flugdaten importieren und
              alle Bewertungen einsehen.
            </Trans>
          </Text>
        )}
      </ConfirmDialog>
    </li>
  );
}
