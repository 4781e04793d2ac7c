import { Plural, Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useOutboxStatus } from '@web/lib/outbox/outboxStatus';
import { registerServiceWorker, type ServiceWorkerHandle } from '@web/lib/pwa/registerServiceWorker';
import { useEffect, useRef, useState } from 'react';

/** Tells the user a new version is ready and lets them choose when to load it. */
export function UpdatePrompt() {
  const [waiting, setWaiting] = useState(false);
  const { unsent } = useOutboxStatus();
  const handle = useRef<ServiceWorkerHandle | null>(null);

  useEffect(() => {
    handle.current = registerServiceWorker(() => setWaiting(true));
  }, []);

  // Offered even while a judge's ratings wait: they stay on the device, and the new version sends
  // them (after a deploy it may be the only version the server still takes them from).
  if (!waiting) return null;
  return (
    <Paper
      role="status"
      aria-live="polite"
      shadow="md"
      radius="md"
      p="md"
      withBorder
      style={{
        position: 'fixed',
        insetInline: 16,
        bottom: 16,
        zIndex: 2300,
        maxWidth: 480,
        marginInline: 'auto',
      }}
    >
      <Text fw={600}>
        <Trans>Eine neue Version ist verfügbar.</Trans>
      </Text>
      <Text size="sm">
        <Trans>Laden Sie sie, sobald Sie mit Ihrer aktuellen Eingabe fertig sind.</Trans>
      </Text>
      {unsent > 0 && (
        <Text size="sm" mt={4}>
          <Plural
            value={unsent}
            one="Ihre # nicht gesendete Bewertung bleibt auf diesem Gerät; die neue Version sendet sie."
            other="Ihre # nicht gesendeten Bewertungen bleiben auf diesem Gerät; die neue Version sendet sie."
          />
        </Text>
      )}
      <Group mt="sm" justify="flex-end">
        <Button variant="default" onClick={() => setWaiting(false)}>
          <Trans>Später</Trans>
        </Button>
        <Button onClick={() => handle.current?.applyUpdate()}>
          <Trans>Jetzt aktualisieren</Trans>
        </Button>
      </Group>
    </Paper>
  );
}
