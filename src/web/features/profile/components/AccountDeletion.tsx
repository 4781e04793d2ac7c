import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { mdiDelete } from '@mdi/js';
import { ConfirmDialog } from '@web/lib/dialog/ConfirmDialog';
import { ERROR_CODE_MESSAGES, errorMessage } from '@web/lib/errors/errorMessages';
import { type RequestFailure, toRequestFailure } from '@web/lib/errors/requestFailure';
import { PasswordField } from '@web/lib/forms/PasswordField';
import { fetchGraphQL } from '@web/lib/graphql/fetchGraphQL';
import { Icon } from '@web/lib/icons/Icon';
import { passwordDigest } from '@web/lib/session/passwordDigest';
import { useLogout } from '@web/lib/session/useLogout';
import { useState } from 'react';
import { DELETE_MY_ACCOUNT } from '../graphql/MemberData';

/**
 * /profile: deleting the own account. The dialog says what goes and what stays (ended shows keep
 * the pigeons' points, under "ehemaliges Mitglied") and asks for the password. What keeps the
 * account (a show the person judges, pigeons in a running show, open entry fees, the last
 * superadmin) is said in the dialog with the shows concerned, and nothing changes. Once deleted,
 * this device is logged out, goes home and says so; every other device was logged out by the
 * deletion.
 */
export function AccountDeletion() {
  const { t } = useLingui();
  const logout = useLogout();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [wrongPassword, setWrongPassword] = useState(false);
  const close = () => {
    setAsking(false);
    setPassword('');
    setWrongPassword(false);
  };
  const confirm = async () => {
    setWrongPassword(false);
    if (password === '') {
      setWrongPassword(true);
      return ERROR_CODE_MESSAGES.NO_PASSWORD;
    }
    try {
      await fetchGraphQL(DELETE_MY_ACCOUNT, { password: await passwordDigest(password) });
    } catch (error) {
      const failure = toRequestFailure(error);
      // A wrong password is marked on its field; the text says it above the buttons.
      if (failure.field === 'password') setWrongPassword(true);
      return deletionBlocked(failure) ?? errorMessage(error);
    }
    return logout({ accountDeleted: true });
  };
  return (
    <Stack gap="sm">
      <Text>
        <Trans>
          Sie können Ihr Konto jederzeit löschen. Ihre persönlichen Daten werden dann gelöscht; in den
          Ergebnissen beendeter Events bleiben Ihre Tauben mit ihren Punkten, als „ehemaliges Mitglied“.
        </Trans>
      </Text>
      <Group>
        <Button
          variant="outline"
          color="red.9"
          leftSection={<Icon path={mdiDelete} />}
          onClick={() => setAsking(true)}
        >
          <Trans>Konto löschen</Trans>
        </Button>
      </Group>
      <ConfirmDialog
        opened={asking}
        title={t`Konto löschen?`}
        confirmLabel={t`Konto endgültig löschen`}
        danger
        onClose={close}
        onConfirm={confirm}
      >
        <Text fw={600}>
          <Trans>Das lässt sich nicht rückgängig machen.</Trans>
        </Text>
        <div>
          <Text>
            <Trans>Gelöscht werden:</Trans>
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>
              <Trans>Ihr Name, Ihre E-Mail-Adresse, Telefonnummer, Website und Ihr Passwort;</Trans>
            </List.Item>
            <List.Item>
              <Trans>
                Ihre Tauben mit ihren Flugergebnissen und ihre Anmeldungen zu Events, die noch nicht begonnen
                haben;
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>Ihre Sitzungen: Sie werden auf allen Geräten ausgeloggt.</Trans>
            </List.Item>
          </List>
        </div>
        <div>
          <Text>
            <Trans>Es bleibt, ohne Ihren Namen:</Trans>
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>
              <Trans>
                in den Ergebnissen beendeter Events Ihre Tauben mit Ringnummer und Punkten, als „ehemaliges
                Mitglied“, und Bewertungen, die Sie dort als Richter abgegeben haben;
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>das von der Schauleitung erfasste Startgeld.</Trans>
            </List.Item>
          </List>
        </div>
        <Text size="sm">
          <Trans>Möchten Sie Ihre Daten behalten, laden Sie sie vorher herunter.</Trans>
        </Text>
        <PasswordField
          label={t`Passwort`}
          description={t`Zur Bestätigung`}
          autoComplete="current-password"
          required
          value={password}
          error={wrongPassword}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setWrongPassword(false);
          }}
        />
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * What keeps the account from being deleted, said in full with the shows concerned (here, in the
 * work pages' catalog: the public one has a short text for these codes), or null.
 */
function deletionBlocked({ code, extensions = {} }: RequestFailure): MessageDescriptor | null {
  const titles = Array.isArray(extensions.eventTitles)
    ? extensions.eventTitles.filter((title): title is string => typeof title === 'string')
    : [];
  const events = titles.join(', ');
  if (code === 'ACCOUNT_DELETION_LAST_SUPERADMIN')
    return msg`Sie sind der letzte Superadmin. Machen Sie zuerst ein anderes Konto zum Superadmin; danach können Sie Ihr Konto löschen.`;
  if (code === 'ACCOUNT_DELETION_JUDGE_OF_SHOW')
    return titles.length > 0
      ? msg`Sie sind als Richter für Events eingeteilt, die noch nicht beendet sind: ${events}. Bitten Sie die Schauleitung, Sie dort auszutragen, oder löschen Sie Ihr Konto nach dem Ende.`
      : msg`Sie sind als Richter für ein Event eingeteilt, das noch nicht beendet ist. Bitten Sie die Schauleitung, Sie dort auszutragen, oder löschen Sie Ihr Konto nach dem Ende des Events.`;
  if (code === 'ACCOUNT_DELETION_PIGEONS_IN_SHOW')
    return titles.length > 0
      ? msg`Ihre Tauben stehen in Events, die gerade laufen: ${events}. Sobald sie beendet sind, können Sie Ihr Konto löschen.`
      : msg`Ihre Tauben stehen in einem Event, das gerade läuft. Sobald es beendet ist, können Sie Ihr Konto löschen.`;
  if (code === 'ACCOUNT_DELETION_FEES_OPEN')
    return titles.length > 0
      ? msg`Für diese Events ist noch Startgeld offen: ${events}. Bitte begleichen Sie es bei der Schauleitung; danach können Sie Ihr Konto löschen.`
      : msg`Für ein beendetes Event ist noch Startgeld offen. Bitte begleichen Sie es bei der Schauleitung; danach können Sie Ihr Konto löschen.`;
  return null;
}
