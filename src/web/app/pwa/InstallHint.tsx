import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CloseButton, Group, Paper, Text, Title } from '@mantine/core';
import { mdiCellphoneArrowDown } from '@mdi/js';
import { Icon } from '@web/lib/icons/Icon';
import { useInstallOffer } from '@web/lib/pwa/installOffer';
import { useId } from 'react';

/**
 * A small card on the home page where the browser offers to install the app. Never nagging: closed
 * once (or declined in the browser's dialog), it stays away on this device; never shown in the
 * installed app itself.
 */
export function InstallHint() {
  const { t } = useLingui();
  const { available, install, dismiss } = useInstallOffer();
  const headingId = useId();
  if (!available) return null;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div>
          <Title order={2} size="h4" id={headingId}>
            <Trans>Die Taubenschau als App</Trans>
          </Title>
          <Text size="sm" mt={4}>
            <Trans>
              Installieren Sie die Taubenschau auf Ihrem Gerät: Events und Ergebnisse mit einem Tipp, im
              Vollbild und auch ohne Netz.
            </Trans>
          </Text>
        </div>
        <CloseButton aria-label={t`Hinweis zur App schließen`} onClick={dismiss} />
      </Group>
      <Button mt="sm" onClick={() => void install()} leftSection={<Icon path={mdiCellphoneArrowDown} />}>
        <Trans>Installieren</Trans>
      </Button>
    </Paper>
  );
}
