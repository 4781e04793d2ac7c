import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { canRate, type EventStatus } from '@shared/eventLifecycle';

/** Why a point card takes no decision in this status (as far as this device knows), or null. */
export function lockedReason(i18n: I18n, status: EventStatus): string | null {
  if (canRate(status)) return null;
  if (status === 'ENDED')
    return i18n._(msg`Das Event ist beendet: neue Bewertungen werden nicht mehr angenommen.`);
  return i18n._(msg`Die Bewertung dieses Events hat noch nicht begonnen.`);
}
