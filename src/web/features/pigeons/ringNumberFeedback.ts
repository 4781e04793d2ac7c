import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isFutureRingYear, parseRingNumber, type RingNumberProblem } from '@shared/ringNumber';

const PROBLEM_MESSAGES: Record<RingNumberProblem, MessageDescriptor> = {
  EMPTY: msg`Bitte geben Sie eine Ringnummer ein`,
  FORMAT: msg`Bitte geben Sie eine Ringnummer wie DV-06976-21-134 (Deutschland und die meisten Länder), BE 21-1234567 (Belgien, Niederlande) oder GB 21 N 12345 ein`,
  CLUB: msg`Die Vereinsnummer muss zwischen 1 und 99999 liegen`,
  YEAR: msg`Das Jahr muss zwischen 1970 und 2069 liegen`,
  SERIAL: msg`Die laufende Nummer muss zwischen 1 und 9999999 liegen`,
};

export type RingNumberFeedback =
  | { ok: true; canonical: string; henMarker: boolean }
  | { ok: false; error: MessageDescriptor };

/** The shared parser's verdict on a typed ring number, as the form shows it (a ring year still to come too). */
export function ringNumberFeedback(input: string, now = new Date()): RingNumberFeedback {
  const parsed = parseRingNumber(input);
  if (!parsed.ok) return { ok: false, error: PROBLEM_MESSAGES[parsed.reason] };
  if (isFutureRingYear(parsed.ring.year, now))
    return { ok: false, error: msg`Das Ringjahr liegt in der Zukunft` };
  return { ok: true, canonical: parsed.ring.canonical, henMarker: parsed.ring.henMarker };
}
