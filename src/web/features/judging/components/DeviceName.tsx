import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { MAX_DEVICE_NAME_LENGTH } from '@shared/judgingDevices';
import { givenDeviceName, renameDevice, shortDeviceName } from '@web/lib/judging/deviceIdentity';
import { useId, useState } from 'react';

/**
 * The name the show office's device panel shows for this tablet: the browser's ("iPad · Safari")
 * until the judge gives it one ("Tablet 3, Halle B"). Sent with the next report.
 */
export function DeviceName() {
  const { t } = useLingui();
  const browserName = shortDeviceName(navigator.userAgent, navigator.maxTouchPoints);
  const [name, setName] = useState(() => givenDeviceName() ?? '');
  const [saved, setSaved] = useState(false);
  const hintId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${hintId}-title`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          renameDevice(name);
          setName(givenDeviceName() ?? '');
          setSaved(true);
        }}
      >
        <Text fw={600} id={`${hintId}-title`}>
          <Trans>Dieses Gerät</Trans>
        </Text>
        <Text size="sm" id={hintId} mb="xs">
          <Trans>Unter diesem Namen sieht die Schauleitung das Gerät in ihrer Geräteübersicht.</Trans>
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t`Name des Geräts`}
            aria-describedby={hintId}
            placeholder={browserName}
            value={name}
            maxLength={MAX_DEVICE_NAME_LENGTH}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setSaved(false);
            }}
            w={{ base: '100%', xs: 260 }}
          />
          <Button type="submit" variant="light">
            <Trans>Namen speichern</Trans>
          </Button>
        </Group>
        {saved && (
          <Text role="status" size="sm" mt="xs">
            <Trans>Gespeichert. Die Schauleitung sieht den Namen mit der nächsten Meldung des Geräts.</Trans>
          </Text>
        )}
      </form>
    </Paper>
  );
}
