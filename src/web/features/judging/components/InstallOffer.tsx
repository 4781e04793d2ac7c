import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import { mdiCellphoneArrowDown } from '@mdi/js';
import { Icon } from '@web/lib/icons/Icon';
import { useInstallOffer, useManualInstall } from '@web/lib/pwa/installOffer';

/**
 * Installing the app, where the judge is: a button when the browser offers the installation
 * (even if the home page's hint was closed: a judge needs the app in the hall), and how to do it
 * by hand on an iPhone or iPad, whose browsers offer nothing to a page (their share menu has "Zum
 * Home-Bildschirm"). Nothing in the installed app, and nothing where the browser cannot install.
 * Pages put it last: the browser's offer comes a moment after the page.
 */
export function InstallOffer() {
  const { available, install } = useInstallOffer({ evenIfDismissed: true });
  const manual = useManualInstall();
  if (!available && !manual) return null;
  return (
    <Paper withBorder radius="md" px="md" py="xs">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">
          {available ? (
            <Trans>
              Als App öffnet sich die Taubenschau vom Startbildschirm, auch ohne Netz, und das Gerät hebt Ihre
              Bewertungen dauerhaft auf.
            </Trans>
          ) : (
            <Trans>
              Als App öffnet sich die Taubenschau vom Startbildschirm, auch ohne Netz: Tippen Sie auf „Teilen“
              und dann auf „Zum Home-Bildschirm“.
            </Trans>
          )}
        </Text>
        {available && (
          <Button
            size="compact-md"
            variant="light"
            leftSection={<Icon path={mdiCellphoneArrowDown} />}
            onClick={() => void install()}
          >
            <Trans>App installieren</Trans>
          </Button>
        )}
      </Group>
    </Paper>
  );
}
