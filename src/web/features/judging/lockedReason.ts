import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { canRate, type EventStatus } from '@shared/eventLifecycle';

/**
 * What the show office does with a rating that arrives after the show ended: the one sentence
 * every judge page says about late ratings (the card waiting for the office, an ended card, the
 * outbox page).
 */
export const LATE_RATING_PROCESS = msg`Die Schauleitung entscheidet, ob sie zählt; die Entscheidung erscheint hier.`;

/**
 * Why a point card takes no decision (as far as this device knows): the event has not started,
 * or the pigeon is the judge's own. Null when it takes one: also after the end, when a decision
 * goes to the show office as a late rating (see `endedNotice`).
 */
export function lockedReason(i18n: I18n, status: EventStatus, ownPigeon = false): string | null {
  if (ownPigeon)
    return i18n._(
      msg`Das ist Ihre eigene Taube: Richter bewerten ihre eigenen Tauben nicht. Ein anderer Richter der Klasse bewertet sie.`,
    );
  if (canRate(status) || status === 'ENDED') return null;
  return i18n._(msg`Die Bewertung dieses Events hat noch nicht begonnen.`);
}

/**
 * What a judge's page says once the show has ended: what is saved now goes late to the office,
 * which decides; its decision shows on the card (the list sends the judge there).
 */
export function endedNotice(i18n: I18n, where: 'card' | 'list'): string {
  const ended = i18n._(
    msg`Das Event ist beendet. Was Sie jetzt noch speichern, geht als verspätete Bewertung an die Schauleitung.`,
  );
  return where === 'card'
    ? `${ended} ${i18n._(LATE_RATING_PROCESS)}`
    : `${ended} ${i18n._(msg`Die Schauleitung entscheidet, ob sie zählt; die Entscheidung erscheint auf der Karte des Käfigs.`)}`;
}
