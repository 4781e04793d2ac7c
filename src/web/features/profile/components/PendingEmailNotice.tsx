import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { mdiEmailAlertOutline } from '@mdi/js';
import { Icon } from '@web/lib/icons/Icon';
import { useSession } from '@web/lib/session/SessionContext';
import { EmailAddress } from '@web/lib/text/EmailAddress';
import { useEmailChangeActions } from '../hooks/useEmailChangeActions';

/**
 * /profile: a new e-mail address waiting for its link, which address is in effect until then, and
 * the two ways on: send the link again, or drop the change. Nothing while no change waits.
 */
export function PendingEmailNotice() {
  const { t } = useLingui();
  const { user } = useSession();
  const { busy, resend, cancel } = useEmailChangeActions();
  if (!user.pendingEmail) return null;
  const pending = <EmailAddress>{user.pendingEmail}</EmailAddress>;
  const current = <EmailAddress>{user.email}</EmailAddress>;
  return (
    <Alert
      color="terracotta"
      variant="light"
      // The light variant's title (shade 6) is too pale on its tint for text of this size.
      styles={{ title: { color: 'var(--mantine-color-terracotta-8)' } }}
      mb="lg"
      icon={<Icon path={mdiEmailAlertOutline} />}
      title={t`Neue E-Mail-Adresse noch nicht bestätigt`}
    >
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            Wir haben einen Bestätigungslink an <strong>{pending}</strong> geschickt. Die neue Adresse gilt
            erst, wenn Sie ihn öffnen; bis dahin loggen Sie sich weiter mit {current} ein.
          </Trans>
        </Text>
        <Group gap="sm">
          <Button
            size="xs"
            variant="outline"
            color="ink.9"
            loading={busy === 'resend'}
            disabled={busy === 'cancel'}
            onClick={resend}
          >
            <Trans>Link erneut senden</Trans>
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="ink.9"
            loading={busy === 'cancel'}
            disabled={busy === 'resend'}
            onClick={cancel}
          >
            <Trans>Änderung verwerfen</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
