import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { EventStatus } from '@web/gql/graphql';

// White text on each colour has at least 6:1 contrast. The labels also name the statuses in filters.
const STATUS: Record<EventStatus, { label: MessageDescriptor; color: string }> = {
  DRAFT: { label: msg`Entwurf`, color: '#5c5f66' },
  OPEN: { label: msg`Anmeldung offen`, color: '#1f6b3a' },
  CLOSED: { label: msg`Anmeldung geschlossen`, color: 'ink.7' },
  STARTED: { label: msg`Bewertung läuft`, color: 'terracotta.8' },
  ENDED: { label: msg`Beendet`, color: 'ink.9' },
};

/** A status's name, as its badge says it. */
export function eventStatusLabel(status: EventStatus): MessageDescriptor {
  return STATUS[status].label;
}

export function EventStatusBadge({ status }: { status: EventStatus }) {
  const { i18n } = useLingui();
  const { label, color } = STATUS[status];
  return (
    <Badge color={color} variant="filled" radius="sm" tt="none" style={{ flex: 'none' }}>
      {i18n._(label)}
    </Badge>
  );
}
