import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { mdiLogout } from '@mdi/js';
import { PasswordChangeForm } from '@web/features/profile/components/PasswordChangeForm';
import { PendingEmailNotice } from '@web/features/profile/components/PendingEmailNotice';
import { ProfileForm } from '@web/features/profile/components/ProfileForm';
import { ConfirmDialog } from '@web/lib/dialog/ConfirmDialog';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { Icon } from '@web/lib/icons/Icon';
import { useOutboxStatus } from '@web/lib/outbox/outboxStatus';
import { ROLE_LABELS } from '@web/lib/session/roleLabels';
import { useSession } from '@web/lib/session/SessionContext';
import { shownName } from '@web/lib/session/session';
import { useLogout } from '@web/lib/session/useLogout';
import { useState } from 'react';
import { PageContainer } from './PageContainer';

export function ProfilePage() {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const logout = useLogout();
  const { unsent, attention, late } = useOutboxStatus();
  const waiting = unsent - attention;
  const [asking, setAsking] = useState(false);
  const [askingEverywhere, setAskingEverywhere] = useState(false);
  usePageTitle(t`Profil`);
  const name = shownName(user);
  const role = user.role ? i18n._(ROLE_LABELS[user.role]) : '';
  return (
    <PageContainer narrow>
      <Box maw={640} mx="auto">
        <Title order={1}>
          <Trans>Mein Profil</Trans>
        </Title>
        <Text mt="xs" mb="lg" c="dimmed">
          <Trans>
            {name}, angemeldet als {role}
          </Trans>
        </Text>
        {/* A changed e-mail address waits here for its link; the form keeps the address in effect. */}
        <PendingEmailNotice />
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          {/* Keyed by user: the form starts again from the data of whoever is logged in. */}
          <ProfileForm key={user.id ?? 0} />
        </Paper>
        <Paper
          component="section"
          aria-labelledby="password-change-title"
          withBorder
          p={{ base: 'md', sm: 'xl' }}
          radius="md"
          mt="xl"
        >
          <Title order={2} size="h3" id="password-change-title" mb="md">
            <Trans>Passwort ändern</Trans>
          </Title>
          <PasswordChangeForm key={user.id ?? 0} />
        </Paper>
        <Divider my="xl" />
        <Group gap="sm">
          <Button
            variant="outline"
            color="ink.9"
            leftSection={<Icon path={mdiLogout} />}
            onClick={() => (unsent > 0 ? setAsking(true) : void logout())}
          >
            <Trans>Abmelden</Trans>
          </Button>
          <Button variant="subtle" color="ink.9" onClick={() => setAskingEverywhere(true)}>
            <Trans>Auf allen Geräten abmelden</Trans>
          </Button>
        </Group>
        <ConfirmDialog
          opened={askingEverywhere}
          title={t`Auf allen Geräten abmelden?`}
          confirmLabel={t`Überall abmelden`}
          danger
          onClose={() => setAskingEverywhere(false)}
          onConfirm={() => logout({ everywhere: true })}
        >
          <Text>
            <Trans>
              Jedes Gerät, auf dem Sie angemeldet sind, muss sich neu anmelden; ein offener Link zum
              Zurücksetzen des Passworts und eine wartende Änderung der E-Mail-Adresse verfallen. Nicht
              gesendete Bewertungen bleiben auf ihren Geräten und werden nach der nächsten Anmeldung gesendet.
            </Trans>
          </Text>
        </ConfirmDialog>
        <ConfirmDialog
          opened={asking}
          title={t`Trotz nicht gesendeter Bewertungen abmelden?`}
          confirmLabel={t`Abmelden`}
          danger
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            await logout();
            return null;
          }}
        >
          <Stack gap="xs">
            {waiting > 0 && (
              <Text>
                <Plural
                  value={waiting}
                  one="# Bewertung wartet auf diesem Gerät auf das Senden. Sie bleibt hier und wird gesendet, sobald Sie sich wieder anmelden."
                  other="# Bewertungen warten auf diesem Gerät auf das Senden. Sie bleiben hier und werden gesendet, sobald Sie sich wieder anmelden."
                />
              </Text>
            )}
            {attention > 0 && (
              <Text>
                <Plural
                  value={attention}
                  one="# Bewertung hat der Server abgelehnt. Sie wird nicht gesendet; sie bleibt hier, bis Sie nach der nächsten Anmeldung über sie entscheiden."
                  other="# Bewertungen hat der Server abgelehnt. Sie werden nicht gesendet; sie bleiben hier, bis Sie nach der nächsten Anmeldung über sie entscheiden."
                />
              </Text>
            )}
            {late > 0 && (
              <Text>
                <Plural
                  value={late}
                  one="# Bewertung liegt bei der Schauleitung; ihre Entscheidung sehen Sie nach der nächsten Anmeldung."
                  other="# Bewertungen liegen bei der Schauleitung; ihre Entscheidung sehen Sie nach der nächsten Anmeldung."
                />
              </Text>
            )}
            <Text>
              <Trans>
                Die Abmeldung gilt für alle Tabs dieses Browsers. Andere Benutzer dieses Geräts sehen Ihre
                Bewertungen nicht.
              </Trans>
            </Text>
          </Stack>
        </ConfirmDialog>
      </Box>
    </PageContainer>
  );
}
