import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { SHOW_TIME_ZONE } from '@shared/site';
import type { JudgingDevicesQuery } from '@web/gql/graphql';

type Device = JudgingDevicesQuery['judgingDevices'][number];

// In the show's own time zone, like every time the app shows, to the second: tablets report often.
const TIME: Intl.DateTimeFormatOptions = { timeStyle: 'medium', timeZone: SHOW_TIME_ZONE };

/** How many ratings the tablets still hold, by their last reports. */
export function heldRatings(devices: readonly Pick<Device, 'pendingCount'>[]): number {
  return devices.reduce((sum, device) => sum + device.pendingCount, 0);
}

function DeviceState({ device }: { device: Device }) {
  if (device.stale)
    return (
      <Badge color="red.9" variant="filled" radius="sm" tt="none">
        <Trans>Seit über 5 Minuten ohne Meldung</Trans> ·{' '}
        <Plural
          value={device.pendingCount}
          one="# Bewertung nicht gesendet"
          other="# Bewertungen nicht gesendet"
        />
      </Badge>
    );
  if (device.pendingCount > 0)
    return (
      <Badge color="ink.8" variant="filled" radius="sm" tt="none">
        <Plural
          value={device.pendingCount}
          one="# Bewertung nicht gesendet"
          other="# Bewertungen nicht gesendet"
        />
      </Badge>
    );
  return (
    // The results mails' "sent" green: 6.4:1 on white.
    <Badge color="#1f6b3a" variant="filled" radius="sm" tt="none">
      <Trans>Alles gesendet</Trans>
    </Badge>
  );
}

/**
 * The show office's view of the judges' tablets: one card each, as it last reported (the server's
 * time of its last report, the ratings it still holds and since when, whether it is ready to judge
 * without network, its storage, battery and app version). A tablet that holds ratings and has
 * been silent for more than 5 minutes comes first and stands out: someone should go and look.
 */
export function JudgingDevices({ devices }: { devices: readonly Device[] }) {
  const { t, i18n } = useLingui();
  if (devices.length === 0)
    return (
      <Text c="ink.7">
        <Trans>
          Noch hat kein Gerät für dieses Event gemeldet. Die Tablets der Richter melden sich, sobald ein
          Richter mit Netz eine Seite dieses Events öffnet oder bewertet.
        </Trans>
      </Text>
    );
  const held = heldRatings(devices);
  const yesNo = (value: boolean | null | undefined) =>
    value === true ? t`ja` : value === false ? t`nein` : t`unbekannt`;
  return (
    <Stack gap="sm">
      <Text role="status" fw={600}>
        <Plural value={devices.length} one="# Gerät" other="# Geräte" />
        {' · '}
        <Plural
          value={held}
          _0="keine Bewertung mehr auf den Geräten"
          one="# Bewertung noch auf den Geräten"
          other="# Bewertungen noch auf den Geräten"
        />
      </Text>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {devices.map((device) => (
          <Paper
            component="li"
            key={`${device.judge.id}:${device.deviceId}`}
            withBorder
            radius="md"
            p="md"
            bd={device.stale ? '2px solid var(--mantine-color-red-9)' : undefined}
          >
            <Group justify="space-between" align="flex-start" gap="xs">
              <div>
                <Text fw={700}>{device.name}</Text>
                <Text size="sm">{device.judge.shownName}</Text>
              </div>
              <DeviceState device={device} />
            </Group>
            <Group gap="lg" mt="xs" component="dl" style={{ margin: 0 }}>
              <Fact label={t`Letzte Meldung`}>
                <time dateTime={device.lastSeenAt}>{i18n.date(device.lastSeenAt, TIME)}</time>
              </Fact>
              <Fact label={t`Nicht gesendet`}>
                {device.oldestPendingAt ? (
                  <Trans>
                    {i18n.number(device.pendingCount)}, die älteste von{' '}
                    <time dateTime={device.oldestPendingAt}>{i18n.date(device.oldestPendingAt, TIME)}</time>
                  </Trans>
                ) : (
                  i18n.number(device.pendingCount)
                )}
              </Fact>
              <Fact label={t`Bereit für offline`}>{yesNo(device.readyForOffline)}</Fact>
              <Fact label={t`Speicher dauerhaft`}>{yesNo(device.storagePersisted)}</Fact>
              <Fact label={t`Akku`}>
                {device.batteryLevel == null
                  ? t`unbekannt`
                  : device.charging
                    ? t`${i18n.number(device.batteryLevel, { style: 'percent' })}, lädt`
                    : i18n.number(device.batteryLevel, { style: 'percent' })}
              </Fact>
              <Fact label={t`Version`}>{device.appVersion}</Fact>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="ink.7">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </div>
  );
}
