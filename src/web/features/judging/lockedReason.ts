import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { canRate, type EventStatus } from '@shared/eventLifecycle';

/**
 * Why a point card takes no decision (as far as this device knows): the event's status, or the
 * pigeon is the judge's own. Null when it takes one.
 */
export function lockedReason(i18n: I18n, status: EventStatus, ownPigeon = false): string | null {
  if (ownPigeon)
    return i18n._(
      msg`Das ist Ihre eigene Taube: Richter bewerten ihre eigenen Tauben nicht. Ein anderer Richter der Klasse bewertet sie.`,
    );
  if (canRate(status)) return null;
  if (status === 'ENDED')
    return i18n._(
      msg`Das Event ist beendet: Hier lässt sich nichts mehr bewerten. Bewertungen, die dieses Gerät noch sendet, gehen als verspätete Bewertungen an die Schauleitung; sie entscheidet, ob sie zählen.`,
    );
  return i18n._(msg`Die Bewertung dieses Events hat noch nicht begonnen.`);
}
