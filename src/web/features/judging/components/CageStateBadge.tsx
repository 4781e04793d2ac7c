import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { CageState } from '@web/lib/outbox/cageState';
import { CAGE_STATE_LABELS } from '../judgingTexts';

// White text on each colour has at least 4.5:1 contrast.
const COLORS: Record<CageState, string> = {
  open: 'ink.6',
  saved: 'terracotta.8',
  sent: '#1f6b3a',
  attention: 'red.9',
  late: 'ink.9',
};

export function CageStateBadge({ state }: { state: CageState }) {
  const { i18n } = useLingui();
  return (
    <Badge color={COLORS[state]} variant="filled" radius="sm" tt="none" style={{ flex: 'none' }}>
      {i18n._(CAGE_STATE_LABELS[state])}
    </Badge>
  );
}
