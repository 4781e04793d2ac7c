import { Group, Paper } from '@mantine/core';
import { mdiAlertCircle, mdiInformation } from '@mdi/js';
import { Icon } from '@web/lib/icons/Icon';
import type { ReactNode } from 'react';

const TONES = {
  info: { icon: mdiInformation, color: 'var(--mantine-color-ink-7)' },
  error: { icon: mdiAlertCircle, color: 'var(--mantine-color-red-9)' },
} as const;

/** A message on white with a coloured edge and icon: its text and links keep their full contrast. */
export function ResultNotice({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  const { icon, color } = TONES[tone];
  return (
    <Paper withBorder radius="md" p="md" bg="white" style={{ borderLeft: `4px solid ${color}` }}>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <Icon path={icon} size="1.5em" style={{ color }} />
        <div style={{ minWidth: 0 }}>{children}</div>
      </Group>
    </Paper>
  );
}
