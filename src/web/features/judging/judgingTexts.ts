import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isErrorCode } from '@shared/errorCodes';
import { SKIP_REASON_NAMES } from '@shared/judging';
import { ERROR_CODE_MESSAGES } from '@web/lib/errors/errorMessages';
import type { CageState } from '@web/lib/outbox/cageState';
import type { DecidedLateOp, LocalJudgement, OpRefusal } from '@web/lib/outbox/judgingDb';
import { showTimeText } from '@web/lib/showTime/showTimeText';

export const CAGE_STATE_LABELS: Record<CageState, MessageDescriptor> = {
  open: msg`Offen`,
  saved: msg`Auf diesem Gerät gespeichert`,
  sent: msg`Gesendet`,
  attention: msg`Braucht Aufmerksamkeit`,
  late: msg`Bei der Schauleitung`,
};

// Where the general text of a code says too little for a judge holding a refused rating.
const REFUSAL_MESSAGES: Partial<Record<string, MessageDescriptor>> = {
  EVENT_ENDED: msg`Das Event wurde beendet, bevor diese Bewertung ankam. Die Schauleitung entscheidet, ob sie zählt.`,
  EVENT_NOT_STARTED: msg`Die Bewertung dieses Events hat noch nicht begonnen.`,
  NOT_AUTHORIZED: msg`Sie sind für die Klasse dieses Käfigs nicht (mehr) als Richter eingeteilt.`,
};

/** A judgement in a few words: its total, or that the cage was skipped and why. */
export function judgementSummary(
  i18n: I18n,
  j: Pick<LocalJudgement, 'kind' | 'total' | 'skipReason'>,
): string {
  return j.kind === 'SKIP' && j.skipReason
    ? i18n._(msg`übersprungen (${i18n._(SKIP_REASON_NAMES[j.skipReason])})`)
    : i18n._(msg`Gesamt ${i18n.number(j.total ?? 0)}`);
}

/** What the show office decided about a late rating, and when. */
export function decisionText(i18n: I18n, op: Pick<DecidedLateOp, 'status' | 'decidedAt'>): string {
  const when = op.decidedAt
    ? showTimeText(i18n, op.decidedAt, { dateStyle: 'short', timeStyle: 'short' })
    : null;
  if (op.status === 'ACCEPTED')
    return when
      ? i18n._(msg`Von der Schauleitung angenommen am ${when}: sie zählt.`)
      : i18n._(msg`Von der Schauleitung angenommen: sie zählt.`);
  return when
    ? i18n._(msg`Von der Schauleitung abgelehnt am ${when}: sie zählt nicht.`)
    : i18n._(msg`Von der Schauleitung abgelehnt: sie zählt nicht.`);
}

/** The server's reason for refusing an op, in the judge's language. */
export function refusalText(i18n: I18n, refusal: OpRefusal): string {
  const specific = REFUSAL_MESSAGES[refusal.code];
  if (specific) return i18n._(specific);
  if (isErrorCode(refusal.code)) return i18n._(ERROR_CODE_MESSAGES[refusal.code]);
  return refusal.message;
}
