import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Stack, Text, UnstyledButton } from '@mantine/core';
import { mdiLogout } from '@mdi/js';
import { ConfirmDialog } from '@web/lib/dialog/ConfirmDialog';
import { Icon } from '@web/lib/icons/Icon';
import { useOutboxStatus } from '@web/lib/outbox/outboxStatus';
import { useLogout } from '@web/lib/session/useLogout';
import { useState } from 'react';
import classes from './Shell.module.css';

interface LogoutTriggerProps {
  /** `button`: a labelled button (profile page); `icon`: the header's icon; `menu`: a row of the phone's menu. */
  look: 'button' | 'icon' | 'menu';
}

/**
 * Logging out: at once when nothing waits on this device, otherwise after a question that says
 * what happens to the ratings still waiting (they stay and go after the next login) and to those
 * the server refused or the office holds. `beforeAsking` runs before the question opens (the menu
 * closes first, so the question is never shown over it). The question is rendered by the caller,
 * outside whatever holds the trigger.
 */
export function useLogoutQuestion(beforeAsking?: () => Promise<void>) {
  const { t } = useLingui();
  const logout = useLogout();
  const { unsent, attention, late } = useOutboxStatus();
  const waiting = unsent - attention;
  const [asking, setAsking] = useState(false);
  // The server is told first (on weak Wi-Fi up to a few seconds): the control shows it is busy.
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    setBusy(true);
    try {
      await logout();
    } finally {
      setBusy(false);
    }
  };
  // Late ratings count too: the judge should know they stay here, and where their decision shows.
  const start = async () => {
    if (unsent + late === 0) return leave();
    await beforeAsking?.();
    setAsking(true);
  };
  const label = t`Ausloggen`;
  const question = (
    <ConfirmDialog
      opened={asking}
      title={unsent > 0 ? t`Trotz nicht gesendeter Bewertungen ausloggen?` : t`Ausloggen?`}
      confirmLabel={label}
      danger
      onClose={() => setAsking(false)}
      onConfirm={async () => {
        await leave();
        return null;
      }}
    >
      <Stack gap="xs">
        {waiting > 0 && (
          <Text>
            <Plural
              value={waiting}
              one="# Bewertung wartet auf diesem Gerät auf das Senden. Sie bleibt hier und wird gesendet, sobald Sie sich wieder einloggen."
              other="# Bewertungen warten auf diesem Gerät auf das Senden. Sie bleiben hier und werden gesendet, sobald Sie sich wieder einloggen."
            />
          </Text>
        )}
        {attention > 0 && (
          <Text>
            <Plural
              value={attention}
              one="# Bewertung hat der Server abgelehnt. Sie wird nicht gesendet; sie bleibt hier, bis Sie nach dem nächsten Einloggen über sie entscheiden."
              other="# Bewertungen hat der Server abgelehnt. Sie werden nicht gesendet; sie bleiben hier, bis Sie nach dem nächsten Einloggen über sie entscheiden."
            />
          </Text>
        )}
        {late > 0 && (
          <Text>
            <Plural
              value={late}
              one="# Bewertung liegt bei der Schauleitung; ihre Entscheidung sehen Sie nach dem nächsten Einloggen."
              other="# Bewertungen liegen bei der Schauleitung; ihre Entscheidung sehen Sie nach dem nächsten Einloggen."
            />
          </Text>
        )}
        <Text>
          <Trans>
            Das Ausloggen gilt für alle Tabs dieses Browsers. Andere Benutzer dieses Geräts sehen Ihre
            Bewertungen nicht.
          </Trans>
        </Text>
      </Stack>
    </ConfirmDialog>
  );
  return { start, busy, question };
}

/** The control that starts logging out, in one of its looks. */
export function LogoutTrigger({
  look,
  start,
  busy,
}: LogoutTriggerProps & { start: () => void; busy: boolean }) {
  const { t } = useLingui();
  const label = t`Ausloggen`;
  return look === 'icon' ? (
    // The browser's own tooltip: Mantine's would put an empty portal after the page on every
    // page, which printed as a blank sheet after the last cage label.
    <ActionIcon
      variant="subtle"
      color="ink.9"
      size="xl"
      onClick={() => void start()}
      loading={busy}
      aria-label={label}
      title={label}
    >
      <Icon path={mdiLogout} />
    </ActionIcon>
  ) : look === 'menu' ? (
    <UnstyledButton
      onClick={() => void start()}
      disabled={busy}
      aria-busy={busy}
      className={classes.menuAction}
    >
      <Icon path={mdiLogout} />
      <span>{label}</span>
    </UnstyledButton>
  ) : (
    <Button
      variant="outline"
      color="ink.9"
      leftSection={<Icon path={mdiLogout} />}
      onClick={() => void start()}
      loading={busy}
    >
      {label}
    </Button>
  );
}

/** Logging out, wherever it is offered on a page (the question opens beside the control). */
export function LogoutControl({ look }: LogoutTriggerProps) {
  const { start, busy, question } = useLogoutQuestion();
  return (
    <>
      <LogoutTrigger look={look} start={start} busy={busy} />
      {question}
    </>
  );
}
