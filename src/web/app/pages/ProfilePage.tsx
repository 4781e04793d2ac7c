import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Divider, Group, Paper, Text, Title } from '@mantine/core';
import { LogoutControl } from '@web/app/shell/LogoutControl';
import { AccountDeletion } from '@web/features/profile/components/AccountDeletion';
import { MemberDataDownload } from '@web/features/profile/components/MemberDataDownload';
import { PasswordChangeForm } from '@web/features/profile/components/PasswordChangeForm';
import { PendingEmailNotice } from '@web/features/profile/components/PendingEmailNotice';
import { ProfileForm } from '@web/features/profile/components/ProfileForm';
import { ConfirmDialog } from '@web/lib/dialog/ConfirmDialog';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
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
            {name}, eingeloggt als {role}
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
        <Paper
          component="section"
          aria-labelledby="member-data-title"
          withBorder
          p={{ base: 'md', sm: 'xl' }}
          radius="md"
          mt="xl"
        >
          <Title order={2} size="h3" id="member-data-title" mb="md">
            <Trans>Meine Daten</Trans>
          </Title>
          <MemberDataDownload />
        </Paper>
        <Divider my="xl" />
        <Group gap="sm">
          <LogoutControl look="button" />
          <Button variant="subtle" color="ink.9" onClick={() => setAskingEverywhere(true)}>
            <Trans>Auf allen Geräten ausloggen</Trans>
          </Button>
        </Group>
        <ConfirmDialog
          opened={askingEverywhere}
          title={t`Auf allen Geräten ausloggen?`}
          confirmLabel={t`Überall ausloggen`}
          danger
          onClose={() => setAskingEverywhere(false)}
          onConfirm={() => logout({ everywhere: true })}
        >
          <Text>
            <Trans>
              Jedes Gerät, auf dem Sie eingeloggt sind, muss sich neu einloggen; ein offener Link zum
              Zurücksetzen des Passworts und eine wartende Änderung der E-Mail-Adresse verfallen. Nicht
              gesendete Bewertungen bleiben auf ihren Geräten und werden nach dem nächsten Einloggen gesendet.
            </Trans>
          </Text>
        </ConfirmDialog>
        <Paper
          component="section"
          aria-labelledby="account-deletion-title"
          withBorder
          p={{ base: 'md', sm: 'xl' }}
          radius="md"
          mt="xl"
        >
          <Title order={2} size="h3" id="account-deletion-title" mb="md">
            <Trans>Konto löschen</Trans>
          </Title>
          <AccountDeletion />
        </Paper>
      </Box>
    </PageContainer>
  );
}
