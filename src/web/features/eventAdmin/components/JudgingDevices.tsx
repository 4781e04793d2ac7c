import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { JudgingDevicesQuery } from '@web/gql/graphql';
import { useShowTime } from '@web/lib/showTime/useShowTime';

type Device = JudgingDevicesQuery['judgingDevices'][number];

// In the show's own time zone, like every time the app shows, to the second: tablets report often.
const TIME: Intl.DateTimeFormatOptions = { timeStyle: 'medium' };
// With the date when it is not today's (a tablet silent since yesterday).
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'medium' };
const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'short' };

/** How many ratings the tablets still hold, by their last reports. */
export function heldRatings(devices: readonly Pick<Device, 'pendingCount'>[]): number {
  return devices.reduce((sum, device) => sum + device.pendingCount, 0);
}

/** What a tablet's card says first: silent while holding ratings, holding ratings, or all sent. */
function DeviceState({ device }: { device: Device }) {
  // Text, not a badge: a badge cuts its text short on a phone.
  if (device.stale)
    return (
      <Text fw={700} c="red.9" size="sm">
        <Trans>Seit über 5 Minuten ohne Meldung</Trans> ·{' '}
        <Plural
          value={device.pendingCount}
          one="# Bewertung nicht gesendet"
          other="# Bewertungen nicht gesendet"
        />
      </Text>
    );
  if (device.pendingCount > 0)
    return (
      <Text fw={700} size="sm">
        <Plural
          value={device.pendingCount}
          one="# Bewertung nicht gesendet"
          other="# Bewertungen nicht gesendet"
        />
      </Text>
    );
  return (
    // The results mails' "sent" green: 6.4:1 on white.
    <Text fw={700} c="#1f6b3a" size="sm">
      <Trans>Alles gesendet</Trans>
    </Text>
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
  const showTime = useShowTime();
  const today = showTime(new Date(), DAY);
  const when = (at: string) => showTime(at, showTime(at, DAY) === today ? TIME : DATE_TIME);
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
                <time dateTime={device.lastSeenAt}>{when(device.lastSeenAt)}</time>
              </Fact>
              <Fact label={t`Nicht gesendet`}>
                {device.oldestPendingAt ? (
                  <Trans>
                    {i18n.number(device.pendingCount)}, die älteste von{' '}
                    <time dateTime={device.oldestPendingAt}>{when(device.oldestPendingAt)}</time>
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
